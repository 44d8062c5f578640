import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRoute, identity, phoneOnOneLine, regulatoryFacts, type Language } from '@mboa/shared';
import blogEn from '../content/blog.en';
import blogFr from '../content/blog.fr';
import contactEn from '../content/contact.en';
import contactFr from '../content/contact.fr';
import faqsEn from '../content/faqs.en';
import faqsFr from '../content/faqs.fr';
import helpCenterEn from '../content/helpCenter.en';
import helpCenterFr from '../content/helpCenter.fr';
import homeEn from '../content/home.en';
import homeFr from '../content/home.fr';
import moneySkillsEn from '../content/moneySkills.en';
import moneySkillsFr from '../content/moneySkills.fr';
import { InLanguage } from '../testing/chrome';
import BlogPage from './BlogPage';
import ContactUsPage from './ContactUsPage';
import FaqsPage from './FaqsPage';
import HelpCenterPage from './HelpCenterPage';
import MoneySkillsPage from './MoneySkillsPage';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderAt(path: string, page: ReactNode, language: Language = 'en') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <InLanguage language={language}>
        {page}
        <LocationProbe />
      </InLanguage>
    </MemoryRouter>,
  );
}

/**
 * Every same-site link of the rendered page is a route of the site (a #fragment may follow), in
 * the page's language: a French page's links lead to French pages.
 */
function expectInternalLinksAreRoutes(language: Language = 'en') {
  const hrefs = [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '');
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const path = href.split('#')[0] ?? '';
    if (language === 'fr') expect(path, href).toMatch(/^\/fr(\/|$)/);
    const englishPath = language === 'fr' ? path.replace(/^\/fr/, '') || '/' : path;
    expect(findRoute(englishPath), href).toBeDefined();
  }
}

const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

afterEach(() => vi.useRealTimers());

describe('page meta', () => {
  const records = [homeEn, homeFr, helpCenterEn, helpCenterFr, contactEn, contactFr, faqsEn, faqsFr, blogEn, blogFr, moneySkillsEn, moneySkillsFr];

  it('each page has its own title and a description of 50 to 160 characters, in both languages', () => {
    for (const { meta } of records) {
      expect(meta.description.length, meta.description).toBeGreaterThanOrEqual(50);
      expect(meta.description.length, meta.description).toBeLessThanOrEqual(160);
    }
    const titles = records.map((record) => record.meta.title);
    expect(new Set(titles).size).toBe(titles.length);
    const descriptions = records.map((record) => record.meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });
});

describe('/help-center', () => {
  it('shows the seven categories of the issue, then the FAQs and news, each linking to a route of the site', () => {
    renderAt('/help-center', <HelpCenterPage content={helpCenterEn} />);
    const topics = screen.getByRole('region', { name: 'Browse help by topic' });
    expect(within(topics).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Accounts',
      'Loans',
      'Ways to bank',
      'Group savings',
      'Verify a statement',
      'Security and fraud',
      'Contact',
      'Frequently asked questions',
      'News and scam alerts',
    ]);
    expectInternalLinksAreRoutes();
  });

  it('says whether chat is open now in Limbe time, and changes when the minute turns', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-21T15:59:30+01:00')); // Saturday
    renderAt('/help-center', <HelpCenterPage content={helpCenterEn} />);
    const status = () => screen.getByRole('status').textContent;
    expect(status()).toBe('Chat is open now, until 16:00 today (Limbe time).');
    expect(document.querySelector('.chat-support__hours')?.textContent).toContain('8:00-16:00, Monday to Saturday, Central Africa Time, UTC+1');
    act(() => vi.advanceTimersByTime(29_000));
    expect(status()).toBe('Chat is open now, until 16:00 today (Limbe time).');
    act(() => vi.advanceTimersByTime(1_000));
    expect(status()).toBe('Chat is closed now. It opens on Monday at 8:00 (Limbe time).');
  });

  it('in French: its heading, the topics leading to French pages, and the chat status in French', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00+01:00')); // Sunday
    renderAt('/fr/help-center', <HelpCenterPage content={helpCenterFr} />, 'fr');
    expect(h1()).toBe('Centre d\'aide');
    expect(screen.getByRole('region', { name: 'Parcourir l\'aide par thème' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lire les réponses sur la sécurité' }).getAttribute('href')).toBe('/fr/faqs#security-fraud');
    expect(screen.getByRole('status').textContent).toBe('Le chat est fermé pour le moment. Il ouvre demain, lundi, à 8\u00a0h\u00a000 (heure de Limbe).');
    expect(document.querySelector('.chat-support__hours')?.textContent).toContain(identity.liveChat.hours.fr);
    expect(screen.getByRole('link', { name: identity.email.support }).getAttribute('href')).toBe(`mailto:${identity.email.support}`);
    expectInternalLinksAreRoutes('fr');
  });
});

/** The contact page lists every branch of the identity module, in its order: town, what it is, street. */
function expectBranches(heading: string, headOffice: string, branch: string) {
  const cards = within(screen.getByRole('region', { name: heading })).getAllByRole('listitem');
  expect(cards.map((card) => [within(card).getByRole('heading', { level: 3 }).textContent, card.textContent])).toEqual(
    identity.branches.map((office) => [office.town, `${office.town}${office.headOffice ? headOffice : branch}${office.street}`]),
  );
}

describe('/contact-us', () => {
  it('gives the three addresses as mail links, the telephone as tel:, WhatsApp as a wa.me link, and lists the branches', () => {
    renderAt('/contact-us', <ContactUsPage content={contactEn} />);
    for (const address of [identity.email.fraud, identity.email.info, identity.email.support]) {
      expect(screen.getByRole('link', { name: address }).getAttribute('href')).toBe(`mailto:${address}`);
    }
    // Each number on one line (no-break spaces between its groups).
    expect(screen.getByRole('link', { name: phoneOnOneLine(identity.phone.plain) }).getAttribute('href')).toBe('tel:+237600000101');
    expect(screen.getByRole('link', { name: phoneOnOneLine(identity.phone.whatsapp) }).getAttribute('href')).toBe(identity.phone.whatsappLink);
    expect(screen.getByRole('link', { name: 'Email Us' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${identity.email.info}\\?subject=.+`));
    expect(document.querySelector('address')?.textContent).toContain(identity.address.street);
    expectBranches('Our branches', 'Head office', 'Branch');
    for (const item of regulatoryFacts('en')) {
      expect(screen.getByText(item.value)).toBeTruthy();
      expect(screen.getByText(item.label)).toBeTruthy();
    }
  });

  it('in French: its heading, Email Us in French, the address, the branches and the regulatory labels in French', () => {
    renderAt('/fr/contact-us', <ContactUsPage content={contactFr} />, 'fr');
    expect(h1()).toBe('Nous contacter');
    expect(screen.getByRole('link', { name: 'Écrivez-nous' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${identity.email.info}\\?subject=.+`));
    expect(document.querySelector('address')?.textContent).toContain(identity.address.country.fr);
    expectBranches('Nos agences', 'Siège', 'Agence');
    for (const item of regulatoryFacts('fr')) expect(screen.getByText(item.label)).toBeTruthy();
    expectInternalLinksAreRoutes('fr');
  });
});

describe('/faqs', () => {
  it('has nine topics, each with questions whose answers are in the page', () => {
    renderAt('/faqs', <FaqsPage content={faqsEn} />);
    const topics = document.querySelectorAll('section.faq-topic');
    expect(topics).toHaveLength(9);
    for (const topic of topics) {
      const questions = topic.querySelectorAll('details > summary');
      expect(questions.length).toBeGreaterThanOrEqual(2);
      for (const question of questions) expect(question.nextElementSibling?.textContent?.length).toBeGreaterThan(30);
    }
    expect(screen.getByRole('navigation', { name: 'Topics' }).querySelectorAll('a')).toHaveLength(9);
    expectInternalLinksAreRoutes();
  });

  it('never states an interest rate or an amount of money', () => {
    for (const [language, content] of [['en', faqsEn], ['fr', faqsFr]] as const) {
      const { unmount } = renderAt('/faqs', <FaqsPage content={content} />, language);
      expect(document.body.textContent).not.toMatch(/\d\s*%|FCFA|XAF|CFA/);
      unmount();
    }
  });

  it('in French: the same nine topics and anchors, the questions in French, links to French pages', () => {
    renderAt('/fr/faqs', <FaqsPage content={faqsFr} />, 'fr');
    expect(h1()).toBe('Questions fréquentes');
    const index = screen.getByRole('navigation', { name: 'Thèmes' });
    expect([...index.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(faqsEn.topics.map((topic) => `#${topic.id}`));
    expect([...document.querySelectorAll('#accounts summary')].map((question) => question.textContent)[0]).toBe('Comment ouvrir un compte\u00a0?');
    expect(screen.getByRole('link', { name: 'Aller au Centre d\'aide' }).getAttribute('href')).toBe('/fr/help-center');
    expectInternalLinksAreRoutes('fr');
  });
});

describe('/blog', () => {
  it('filters as the visitor types, keeps the query in ?q= and says how many match', () => {
    renderAt('/blog', <BlogPage content={blogEn} />);
    const field = screen.getByRole('searchbox', { name: 'Search the articles' });
    const articles = () => document.querySelectorAll('article').length;
    const total = articles();
    expect(total).toBeGreaterThanOrEqual(6);
    expect(screen.getByRole('status').textContent).toBe(`Showing all ${total} articles.`);
    fireEvent.change(field, { target: { value: 'REUNION' } });
    expect(articles()).toBe(1);
    expect(screen.getByRole('status').textContent).toBe('1 article matches “REUNION”.');
    expect(screen.getByTestId('location').textContent).toBe('/blog?q=REUNION');
    fireEvent.change(field, { target: { value: 'zzz' } });
    expect(articles()).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('No articles match “zzz”. Try another word or clear the search.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(articles()).toBe(total);
    expect(screen.getByTestId('location').textContent).toBe('/blog');
    expect(document.activeElement).toBe(field);
  });

  it('lists its articles newest first, each with a real date and its own anchor, the same in both languages', () => {
    const dates = blogEn.articles.map((a) => a.date);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(blogEn.articles.map((a) => a.id)).size).toBe(blogEn.articles.length);
    expect(blogFr.articles.map((a) => [a.id, a.date])).toEqual(blogEn.articles.map((a) => [a.id, a.date]));
  });

  it('starts from the query in the address', () => {
    renderAt('/blog?q=scam', <BlogPage content={blogEn} />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('scam');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ articles? match(es)? “scam”\.$/);
  });

  it('Search focuses the field; Stay Connected leads to the social links', () => {
    renderAt('/blog', <BlogPage content={blogEn} />);
    fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    expect(screen.getByRole('link', { name: 'Stay Connected' }).getAttribute('href')).toBe('#stay-connected');
    const social = document.getElementById('stay-connected');
    for (const link of identity.social) expect(within(social!).getByRole('link', { name: `${identity.shortName} on ${link.network}` }).getAttribute('href')).toBe(link.href);
    expect(within(social!).getByRole('link', { name: 'Download on the App Store' })).toBeTruthy();
  });

  it('in French: Rechercher and Restez connecté, French articles found by French words, dates in French', () => {
    renderAt('/fr/blog', <BlogPage content={blogFr} />, 'fr');
    expect(h1()).toBe('Blog et actualités');
    fireEvent.click(screen.getByRole('link', { name: 'Rechercher' }));
    const field = screen.getByRole('searchbox', { name: 'Rechercher dans les articles' });
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('link', { name: 'Restez connecté' }).getAttribute('href')).toBe('#stay-connected');
    const total = document.querySelectorAll('article').length;
    expect(screen.getByRole('status').textContent).toBe(`Les ${total} articles sont affichés.`);

    fireEvent.change(field, { target: { value: 'ARNAQUE' } });
    expect([...document.querySelectorAll('article')].map((article) => article.id)).toEqual(['wrong-transfer-scam']);
    expect(screen.getByRole('status').textContent).toBe('1 article correspond à «\u00a0ARNAQUE\u00a0».');
    expect(screen.getByTestId('location').textContent).toBe('/fr/blog?q=ARNAQUE');
    const article = document.getElementById('wrong-transfer-scam')!;
    expect(within(article).getByRole('heading', { level: 3 }).textContent).toBe('Alerte arnaque\u00a0: le SMS du «\u00a0mauvais virement\u00a0»');
    expect(article.querySelector('time')?.textContent).toBe('27 octobre 2026');
    expect(within(article).getByRole('link', { name: /questions fréquentes/ }).getAttribute('href')).toBe('/fr/faqs');

    fireEvent.change(field, { target: { value: 'tontine' } });
    expect([...document.querySelectorAll('article')].map((a) => a.id)).toEqual(['njangie-season']);
    fireEvent.click(screen.getByRole('button', { name: 'Effacer la recherche' }));
    expect(document.querySelectorAll('article')).toHaveLength(total);

    const social = document.getElementById('stay-connected')!;
    expect(within(social).getByRole('link', { name: `${identity.shortName} sur Facebook` }).getAttribute('href')).toBe(identity.social[0]!.href);
    expectInternalLinksAreRoutes('fr');
  });
});

describe('/money-skills', () => {
  it('shows the four modules, numbered, with the fraud report to the fraud mailbox', () => {
    renderAt('/money-skills', <MoneySkillsPage content={moneySkillsEn} />);
    expect(h1()).toBe('Money Skills');
    expect([...document.querySelectorAll('.info-card__eyebrow')].map((label) => label.textContent)).toEqual(['Module 1', 'Module 2', 'Module 3', 'Module 4']);
    expect(screen.getByRole('link', { name: `E-mail ${identity.email.fraud}` }).getAttribute('href')).toMatch(new RegExp(`^mailto:${identity.email.fraud}\\?subject=`));
    expectInternalLinksAreRoutes();
  });

  it('in French: its heading, the modules numbered in French, links to French pages', () => {
    renderAt('/fr/money-skills', <MoneySkillsPage content={moneySkillsFr} />, 'fr');
    expect(h1()).toBe('Money Skills\u00a0: éducation financière');
    expect(document.querySelector('.info-card__eyebrow')?.textContent).toBe('Module n°\u00a01');
    expect(screen.getAllByRole('heading', { level: 4, name: 'Conseils à retenir' })).toHaveLength(4);
    expect(screen.getByRole('link', { name: `Écrire à ${identity.email.fraud}` })).toBeTruthy();
    expectInternalLinksAreRoutes('fr');
  });
});
