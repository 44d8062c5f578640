import { LOCALES, type Language } from '@mboa/shared/route-path';
import { describe, expect, it } from 'vitest';
import { withDate } from '../offlineText';
import english from '../offlineText.en';
import french from '../offlineText.fr';
import { offlinePagePolicy, renderOfflinePage, retryPathOf, type SavedPageLink } from './offlinePage';

const TEXT = { en: english, fr: french } as const;
const NONCE = '3f2a9c0e5b7d41e6a8c2f0b9d4e7a1c3';
const SITE_NAME = 'Mboa CCU';

/** Text as a browser shows it: character references decoded. */
function decoded(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return html.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, decimal?: string, hex?: string, name?: string) =>
    decimal
      ? String.fromCodePoint(Number(decimal))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : (named[name ?? ''] ?? entity),
  );
}

/** An element's attributes, decoded. */
function attributesOf(tag: string): Record<string, string> {
  return Object.fromEntries(
    [...tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map(([, name = '', value = '']) => [name, decoded(value)]),
  );
}

/** Every `<tag …>text</tag>` of a page: its attributes and its text, decoded. */
function elements(html: string, tag: string): { attributes: Record<string, string>; text: string }[] {
  return [...html.matchAll(new RegExp(`<${tag}(\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    ([, attributes = '', inner = '']) => ({
      attributes: attributesOf(attributes),
      text: decoded(inner.replace(/<[^>]*>/g, '')),
    }),
  );
}

/** The saved pages a page lists: each link with what follows it in its item (the day it was saved). */
function listed(html: string) {
  return [...html.matchAll(/<li>([\s\S]*?)<\/li>/g)].map(([, item = '']) => {
    const [link] = elements(item, 'a');
    return {
      href: link?.attributes.href,
      lang: link?.attributes.lang,
      title: link?.text,
      after: decoded(item.replace(/<a[\s\S]*<\/a>/, '').replace(/<[^>]*>/g, '')),
    };
  });
}

// Fixed dates are safe here: each saved page carries its own date; nothing below reads the clock.
const saved = (path: string, title: string, language: Language, day: string): SavedPageLink => ({
  path,
  title,
  language,
  savedAt: new Date(`${day}T09:30:00Z`),
});

const PAGES: SavedPageLink[] = [
  saved('/fr/njangie', 'Compte de groupe njangie | Mboa CCU', 'fr', '2025-03-01'),
  saved('/savings_account', 'Savings Account | Mboa CCU', 'en', '2025-02-10'),
  saved('/fr/savings_account', 'Compte d’épargne | Mboa CCU', 'fr', '2025-03-04'),
  saved('/njangie', 'Njangie group account | Mboa CCU', 'en', '2025-03-02'),
  saved('/transfer', 'Transfers', 'en', '2025-01-15'),
];

/** A saved page's title in a list that is all the site's: without the site's name after it. */
const listedTitle = (title: string) =>
  title.endsWith(` | ${SITE_NAME}`) ? title.slice(0, -` | ${SITE_NAME}`.length) : title;

function pageIn(language: Language, pages: readonly SavedPageLink[] = PAGES, retryPath = '/business_loans') {
  return renderOfflinePage({
    language,
    locale: LOCALES[language],
    text: TEXT[language],
    siteName: SITE_NAME,
    retryPath,
    pages,
    nonce: NONCE,
  });
}

describe.each(['en', 'fr'] as const)('the offline page in %s', (language) => {
  const text = TEXT[language].offlinePage;
  const other: Language = language === 'en' ? 'fr' : 'en';
  const html = pageIn(language);

  it('is in the visitor’s language: <html lang>, its title, heading and intro', () => {
    expect(attributesOf(/<html([^>]*)>/.exec(html)?.[1] ?? '').lang).toBe(language);
    expect(elements(html, 'title').map(({ text: title }) => title)).toEqual([`${text.title} | ${SITE_NAME}`]);
    expect(elements(html, 'h1').map(({ text: heading }) => heading)).toEqual([text.title]);
    expect(elements(html, 'p').map((paragraph) => paragraph.text)).toContain(text.intro);
    expect(elements(html, 'h2').map(({ text: heading }) => heading)).toEqual([text.savedPagesHeading]);
  });

  it('offers to try the address asked for again', () => {
    const retry = elements(pageIn(language, PAGES, '/fr/business_loans?utm_source=sms&ref="x"'), 'a').filter(
      (link) => link.text === text.tryAgain,
    );
    expect(retry.map((link) => link.attributes.href)).toEqual(['/fr/business_loans?utm_source=sms&ref="x"']);
  });

  it('lists the saved pages as links: the visitor’s language first, then the other’s marked with its language, the newest first in each', () => {
    const own = PAGES.filter((page) => page.language === language).sort(
      (a, b) => b.savedAt.getTime() - a.savedAt.getTime(),
    );
    const others = PAGES.filter((page) => page.language === other).sort(
      (a, b) => b.savedAt.getTime() - a.savedAt.getTime(),
    );
    expect(listed(html)).toEqual([
      ...own.map((page) => ({
        href: page.path,
        lang: undefined,
        title: listedTitle(page.title),
        after: withDate(text.savedOn, page.savedAt, LOCALES[language]),
      })),
      ...others.map((page) => ({
        href: page.path,
        lang: other,
        title: listedTitle(page.title),
        after: withDate(text.savedOn, page.savedAt, LOCALES[language]),
      })),
    ]);
  });

  it('lists a page by its own title, the site’s name dropped from its end only', () => {
    const titles = listed(
      pageIn(language, [
        saved('/a', 'Savings Account | Mboa CCU', language, '2025-03-02'),
        saved('/b', 'Mboa CCU | Our story', language, '2025-03-01'),
        saved('/c', 'Transfers', language, '2025-02-01'),
      ]),
    ).map((page) => page.title);
    expect(titles).toEqual(['Savings Account', 'Mboa CCU | Our story', 'Transfers']);
  });

  it('says so when no page is saved, with no list', () => {
    const empty = pageIn(language, []);
    expect(elements(empty, 'p').map((paragraph) => paragraph.text)).toContain(text.noSavedPages);
    expect(empty).not.toMatch(/<(ul|li)\b/);
    expect(elements(empty, 'a').map((link) => link.text)).toEqual([text.tryAgain]);
    expect(elements(html, 'p').map((paragraph) => paragraph.text)).not.toContain(text.noSavedPages);
  });

  it('runs no script and styles itself with one stylesheet, allowed by the nonce', () => {
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/\son\w+=/i);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(elements(html, 'style').map((style) => style.attributes)).toEqual([{ nonce: NONCE }]);
  });
});

describe('the offline page’s titles, paths and names are text, never markup', () => {
  const hostile = '<script>alert("saved")</script><img src=x onerror=alert(1)> & Co';

  it('writes a saved page’s title as text: a title holding <script> makes no element', () => {
    const html = pageIn('en', [saved('/njangie', hostile, 'en', '2025-03-02')]);
    expect(html).not.toMatch(/<script\b/i);
    expect(html).not.toMatch(/<img\b/i);
    expect(listed(html).map((page) => page.title)).toEqual([hostile]);
  });

  it('writes a path and the site’s name as text', () => {
    const html = renderOfflinePage({
      language: 'en',
      locale: LOCALES.en,
      text: english,
      siteName: hostile,
      retryPath: '/"><script>x()</script>',
      pages: [saved('/a"><script>y()</script>', 'A page', 'fr', '2025-03-02')],
      nonce: NONCE,
    });
    expect(html).not.toMatch(/<script\b/i);
    expect(elements(html, 'header').map((header) => header.text)).toEqual([hostile]);
    expect(listed(html).map((page) => page.href)).toEqual(['/a"><script>y()</script>']);
    expect(elements(html, 'a').find((link) => link.text === english.offlinePage.tryAgain)?.attributes.href).toBe(
      '/"><script>x()</script>',
    );
  });
});

describe('the address “Try again” reloads', () => {
  const SITE = 'https://www.mboa.example';
  /** The request as the worker sees it: the path exactly as asked, on the site's origin. */
  const asked = (path: string) => new URL(`${SITE}${path}`);
  const retryLinkOf = (path: string) =>
    elements(pageIn('en', PAGES, retryPathOf(asked(path))), 'a').find(
      (link) => link.text === english.offlinePage.tryAgain,
    )?.attributes.href ?? '';

  it.each([
    '//evil.example/x',
    '///evil.example/x',
    '/\\evil.example/x',
    '/\\/evil.example/x',
    '//evil.example',
    '//evil.example/x?next=/login',
  ])('stays on the site for a path that would make a link to another site: %s', (path) => {
    expect(asked(path).origin).toBe(SITE);
    const href = retryLinkOf(path);
    expect(href).toMatch(/^\/(?![/\\])/);
    expect(new URL(href, `${SITE}/fr/njangie`).origin).toBe(SITE);
  });

  it('is a route’s own spelling, in the language asked for', () => {
    expect(retryPathOf(asked('/FR/Student-account/'))).toBe('/fr/student-Account');
    expect(retryPathOf(asked('/Blog/'))).toBe('/blog');
    expect(retryPathOf(asked('/fr'))).toBe('/fr');
    expect(retryPathOf(asked('//savings_account'))).toBe('/savings_account');
  });

  it('is the path asked for, with one leading slash, when it is no route; the query stays', () => {
    expect(retryPathOf(asked('/no-such-page'))).toBe('/no-such-page');
    expect(retryPathOf(asked('//evil.example/x'))).toBe('/evil.example/x');
    expect(retryPathOf(asked('/fr/business_loans?utm_source=sms'))).toBe('/fr/business_loans?utm_source=sms');
  });
});

describe('the offline page’s policy', () => {
  const directives = (policy: string) =>
    new Map(
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...values]) => [name, values]),
    );

  it('allows no script at all', () => {
    const policy = directives(offlinePagePolicy(NONCE));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    // Without script-src, scripts fall back to default-src 'none'.
    expect(policy.get('script-src') ?? ["'none'"]).toEqual(["'none'"]);
    expect(policy.get('script-src-elem') ?? ["'none'"]).toEqual(["'none'"]);
    expect(policy.get('script-src-attr') ?? ["'none'"]).toEqual(["'none'"]);
  });

  it('allows the one stylesheet with this answer’s nonce, and no other style', () => {
    const policy = directives(offlinePagePolicy(NONCE));
    expect(policy.get('style-src')).toEqual([`'nonce-${NONCE}'`]);
    expect(offlinePagePolicy(NONCE)).not.toMatch(/unsafe-(inline|eval|hashes)/);
    expect(directives(offlinePagePolicy('another')).get('style-src')).toEqual(["'nonce-another'"]);
  });

  it('cannot be framed, and sends no form', () => {
    const policy = directives(offlinePagePolicy(NONCE));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
  });
});
