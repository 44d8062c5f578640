import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findRoute, identity } from '@mboa/shared';
import BlogPage, { meta as blogMeta } from './BlogPage';
import ContactUsPage, { meta as contactMeta } from './ContactUsPage';
import FaqsPage, { meta as faqsMeta } from './FaqsPage';
import HelpCenterPage, { meta as helpMeta } from './HelpCenterPage';
import { articles } from '../content/blog';
import { homeMeta, loginMeta } from '../content/pageMeta';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

function renderAt(path: string, page: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {page}
      <LocationProbe />
    </MemoryRouter>,
  );
}

/** Every same-site link of the rendered page is a route of the site (a #fragment may follow). */
function expectInternalLinksAreRoutes() {
  const hrefs = [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '');
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(findRoute(href.split('#')[0] ?? ''), href).toBeDefined();
}

afterEach(() => vi.useRealTimers());

describe('page meta', () => {
  it('each page has its own title and a description of 50 to 160 characters', () => {
    const metas = [helpMeta, contactMeta, faqsMeta, blogMeta];
    for (const meta of metas) {
      expect(meta.description.length).toBeGreaterThanOrEqual(50);
      expect(meta.description.length).toBeLessThanOrEqual(160);
    }
    const titles = [...metas, homeMeta, loginMeta].map((m) => m.title);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('/help-center', () => {
  it('shows the seven categories of the issue, then the FAQs and news, each linking to a route of the site', () => {
    renderAt('/help-center', <HelpCenterPage />);
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
    renderAt('/help-center', <HelpCenterPage />);
    const status = () => screen.getByRole('status').textContent;
    expect(status()).toBe('Chat is open now, until 16:00 today (Limbe time).');
    expect(screen.getByText(/8:00-16:00, Monday to Saturday, Central Africa Time \(UTC\+1\)/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(29_000));
    expect(status()).toBe('Chat is open now, until 16:00 today (Limbe time).');
    act(() => vi.advanceTimersByTime(1_000));
    expect(status()).toBe('Chat is closed now. It opens on Monday at 8:00 (Limbe time).');
  });
});

describe('/contact-us', () => {
  it('gives the three addresses as mail links, the telephone as tel: and WhatsApp as a wa.me link', () => {
    renderAt('/contact-us', <ContactUsPage />);
    for (const address of [identity.email.fraud, identity.email.info, identity.email.support]) {
      expect(screen.getByRole('link', { name: address }).getAttribute('href')).toBe(`mailto:${address}`);
    }
    expect(screen.getByRole('link', { name: identity.phone.plain }).getAttribute('href')).toBe('tel:+237600000101');
    expect(screen.getByRole('link', { name: identity.phone.whatsapp }).getAttribute('href')).toBe(identity.phone.whatsappLink);
    expect(screen.getByRole('link', { name: 'Email Us' }).getAttribute('href')).toMatch(new RegExp(`^mailto:${identity.email.info}\\?subject=.+`));
    expect(document.querySelector('address')?.textContent).toContain(identity.address.street);
    for (const item of identity.regulatory) expect(screen.getByText(item.value)).toBeTruthy();
  });
});

describe('/faqs', () => {
  it('has nine topics, each with questions whose answers are in the page', () => {
    renderAt('/faqs', <FaqsPage />);
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
    renderAt('/faqs', <FaqsPage />);
    expect(document.body.textContent).not.toMatch(/\d\s*%|FCFA|XAF|CFA/);
  });
});

describe('/blog', () => {
  it('filters as the visitor types, keeps the query in ?q= and says how many match', () => {
    renderAt('/blog', <BlogPage />);
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

  it('lists its articles newest first, each with a real date and its own anchor', () => {
    const dates = articles.map((a) => a.date);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(new Set(articles.map((a) => a.id)).size).toBe(articles.length);
  });

  it('starts from the query in the address', () => {
    renderAt('/blog?q=scam', <BlogPage />);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('scam');
    expect(screen.getByRole('status').textContent).toMatch(/^\d+ articles? match(es)? “scam”\.$/);
  });

  it('Search focuses the field; Stay Connected leads to the social links', () => {
    renderAt('/blog', <BlogPage />);
    fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    expect(document.activeElement).toBe(screen.getByRole('searchbox'));
    expect(screen.getByRole('link', { name: 'Stay Connected' }).getAttribute('href')).toBe('#stay-connected');
    const social = document.getElementById('stay-connected');
    for (const link of identity.social) expect(within(social!).getByRole('link', { name: `${identity.shortName} on ${link.network}` }).getAttribute('href')).toBe(link.href);
  });
});
