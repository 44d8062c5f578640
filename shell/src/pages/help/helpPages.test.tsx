import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identity, phoneOnOneLine, regulatoryFacts } from '@mboa/shared';
import { expectInternalLinksAreRoutes, h1, renderAt } from '../../testing/renderPage';
import contactEn from './contact.en';
import contactFr from './contact.fr';
import ContactUsPage from './ContactUsPage';
import faqsEn from './faqs.en';
import faqsFr from './faqs.fr';
import FaqsPage from './FaqsPage';
import helpCenterEn from './helpCenter.en';
import helpCenterFr from './helpCenter.fr';
import HelpCenterPage from './HelpCenterPage';
import moneySkillsEn from './moneySkills.en';
import moneySkillsFr from './moneySkills.fr';
import MoneySkillsPage from './MoneySkillsPage';

afterEach(() => vi.useRealTimers());

describe('/help-center', () => {
  it('shows the seven categories of the issue, then the FAQs and news, each linking to a route of the site', () => {
    renderAt('/help-center', <HelpCenterPage content={helpCenterEn} />);
    const topics = screen.getByRole('region', { name: 'Browse help by topic' });
    expect(
      within(topics)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
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
    expect(document.querySelector('.chat-support__hours')?.textContent).toContain(
      '8:00-16:00, Monday to Saturday, Central Africa Time, UTC+1',
    );
    act(() => vi.advanceTimersByTime(29_000));
    expect(status()).toBe('Chat is open now, until 16:00 today (Limbe time).');
    act(() => vi.advanceTimersByTime(1_000));
    expect(status()).toBe('Chat is closed now. It opens on Monday at 8:00 (Limbe time).');
  });

  it('in French: its heading, the topics leading to French pages, and the chat status in French', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00+01:00')); // Sunday
    renderAt('/fr/help-center', <HelpCenterPage content={helpCenterFr} />, 'fr');
    expect(h1()).toBe("Centre d'aide");
    expect(screen.getByRole('region', { name: "Parcourir l'aide par thème" })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Lire les réponses sur la sécurité' }).getAttribute('href')).toBe(
      '/fr/faqs#security-fraud',
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Le chat est fermé pour le moment. Il ouvre demain, lundi, à 8\u00a0h\u00a000 (heure de Limbe).',
    );
    expect(document.querySelector('.chat-support__hours')?.textContent).toContain(identity.liveChat.hours.fr);
    expect(screen.getByRole('link', { name: identity.email.support }).getAttribute('href')).toBe(
      `mailto:${identity.email.support}`,
    );
    expectInternalLinksAreRoutes('fr');
  });
});

/** The contact page lists every branch of the identity module, in its order: town, what it is, street. */
function expectBranches(heading: string, headOffice: string, branch: string) {
  const cards = within(screen.getByRole('region', { name: heading })).getAllByRole('listitem');
  expect(cards.map((card) => [within(card).getByRole('heading', { level: 3 }).textContent, card.textContent])).toEqual(
    identity.branches.map((office) => [
      office.town,
      `${office.town}${office.headOffice ? headOffice : branch}${office.street}`,
    ]),
  );
}

describe('/contact-us', () => {
  it('gives the three addresses as mail links, the telephone as tel:, WhatsApp as a wa.me link, and lists the branches', () => {
    renderAt('/contact-us', <ContactUsPage content={contactEn} />);
    for (const address of [identity.email.fraud, identity.email.info, identity.email.support]) {
      expect(screen.getByRole('link', { name: address }).getAttribute('href')).toBe(`mailto:${address}`);
    }
    // Each number on one line (no-break spaces between its groups).
    expect(screen.getByRole('link', { name: phoneOnOneLine(identity.phone.plain) }).getAttribute('href')).toBe(
      'tel:+237600000101',
    );
    expect(screen.getByRole('link', { name: phoneOnOneLine(identity.phone.whatsapp) }).getAttribute('href')).toBe(
      identity.phone.whatsappLink,
    );
    expect(screen.getByRole('link', { name: 'Email Us' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${identity.email.info}\\?subject=.+`),
    );
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
    expect(screen.getByRole('link', { name: 'Écrivez-nous' }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${identity.email.info}\\?subject=.+`),
    );
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
    for (const [language, content] of [
      ['en', faqsEn],
      ['fr', faqsFr],
    ] as const) {
      const { unmount } = renderAt('/faqs', <FaqsPage content={content} />, language);
      expect(document.body.textContent).not.toMatch(/\d\s*%|FCFA|XAF|CFA/);
      unmount();
    }
  });

  it('in French: the same nine topics and anchors, the questions in French, links to French pages', () => {
    renderAt('/fr/faqs', <FaqsPage content={faqsFr} />, 'fr');
    expect(h1()).toBe('Questions fréquentes');
    const index = screen.getByRole('navigation', { name: 'Thèmes' });
    expect([...index.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(
      faqsEn.topics.map((topic) => `#${topic.id}`),
    );
    expect([...document.querySelectorAll('#accounts summary')].map((question) => question.textContent)[0]).toBe(
      'Comment ouvrir un compte\u00a0?',
    );
    expect(screen.getByRole('link', { name: "Aller au Centre d'aide" }).getAttribute('href')).toBe('/fr/help-center');
    expectInternalLinksAreRoutes('fr');
  });
});

describe('/money-skills', () => {
  it('shows the four modules, numbered, with the fraud report to the fraud mailbox', () => {
    renderAt('/money-skills', <MoneySkillsPage content={moneySkillsEn} />);
    expect(h1()).toBe('Money Skills');
    expect([...document.querySelectorAll('.info-card__eyebrow')].map((label) => label.textContent)).toEqual([
      'Module 1',
      'Module 2',
      'Module 3',
      'Module 4',
    ]);
    expect(screen.getByRole('link', { name: `E-mail ${identity.email.fraud}` }).getAttribute('href')).toMatch(
      new RegExp(`^mailto:${identity.email.fraud}\\?subject=`),
    );
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
