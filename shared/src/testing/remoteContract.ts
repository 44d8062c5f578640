import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { expect, it } from 'vitest';
import type { PageModule, RemotePages } from '../contract';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '../language/language';
import type { RemoteName } from '../remotes';
import { routesOwnedBy, type RoutePath } from '../routes';
import { StandaloneSection, standaloneTitle } from '../components/StandaloneSection';
import { SECTION_NAMES } from '../remotes';

/** Loads every page a remote exposes, keyed by route, in a language (English unless given). */
export async function loadAllPages(
  remote: RemotePages,
  language: Language = DEFAULT_LANGUAGE,
): Promise<Map<string, PageModule>> {
  const pages = new Map<string, PageModule>();
  for (const [path, load] of Object.entries(remote.pages)) {
    if (load) pages.set(path, await load(language));
  }
  return pages;
}

/** The remote renders exactly the routes the ownership table gives it: none missing, none extra. */
export function expectPagesForEveryOwnedRoute(name: RemoteName, remote: RemotePages): void {
  const owned = routesOwnedBy(name)
    .map((route) => route.path)
    .sort();
  expect(Object.keys(remote.pages).sort()).toEqual(owned);
}

/**
 * Every page has its own title and a description fit for a search result, and renders one h1.
 * Returns each route's h1 text.
 */
export function expectRenderablePagesWithOwnMeta(pages: Map<string, PageModule>): Map<string, string> {
  const titles = [...pages.values()].map((page) => page.meta.title);
  expect(new Set(titles).size).toBe(titles.length);
  const headings = new Map<string, string>();
  for (const [path, page] of pages) {
    expect(page.meta.description.length, `${path} description`).toBeGreaterThanOrEqual(50);
    expect(page.meta.description.length, `${path} description`).toBeLessThanOrEqual(160);
    const { container } = render(createElement(page.default));
    const h1s = container.querySelectorAll('h1');
    expect(h1s, `${path} has one h1`).toHaveLength(1);
    headings.set(path, h1s[0]?.textContent ?? '');
    cleanup();
  }
  return headings;
}

/**
 * The section's standalone page (its team's dev server) lists every route the section owns, and
 * a click on each renders that page's h1. Returns each route's h1 text.
 */
export async function expectStandaloneListsAndRendersEveryPage(
  name: RemoteName,
  remote: RemotePages,
): Promise<Map<string, string>> {
  window.history.replaceState(null, '', '/');
  render(createElement(StandaloneSection, { name, remote }));
  const list = screen.getByRole('navigation', { name: `${name} pages (standalone)` });
  const links = within(list).getAllByRole('link');
  expect(links.map((link) => link.getAttribute('href'))).toEqual(routesOwnedBy(name).map((route) => route.path));
  const headings = new Map<string, string>();
  for (const link of links) {
    fireEvent.click(link);
    const path = link.getAttribute('href') ?? '';
    expect(window.location.pathname).toBe(path);
    const h1 = await screen.findByRole('heading', { level: 1 });
    await expect.poll(() => document.title).toMatch(/\(standalone\)$/);
    headings.set(path, h1.textContent ?? '');
  }
  cleanup();
  return headings;
}

/**
 * The standalone page at an address in French (`/fr/<route>`, or `/<route>?lang=fr`, which becomes
 * the former): the French record's page, titled with its French meta, `<html lang="fr">`, its
 * list of pages at their French addresses. Returns the h1's text.
 */
export async function expectStandaloneShowsFrenchPage(
  name: RemoteName,
  remote: RemotePages,
  address: string,
): Promise<string> {
  const route = Object.keys(remote.pages)[0] as RoutePath;
  const french = await remote.pages[route]!('fr');
  window.history.replaceState(null, '', address);
  render(createElement(StandaloneSection, { name, remote }));
  const h1 = await screen.findByRole('heading', { level: 1 });
  expect(window.location.pathname, 'the French address').toBe(pathInLanguage(route, 'fr'));
  await expect.poll(() => document.title).toBe(standaloneTitle(french.meta.title, 'fr'));
  expect(document.documentElement.lang).toBe('fr');
  const list = screen.getByRole('navigation', { name: `${name} pages (standalone)` });
  expect(
    within(list)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(routesOwnedBy(name).map((owned) => pathInLanguage(owned.path, 'fr')));
  const heading = h1.textContent ?? '';
  cleanup();
  return heading;
}

/** The standalone page without a page of the section (`/fr`): titled after the section, in the address's language. */
export function expectStandaloneTitledAfterSection(name: RemoteName, remote: RemotePages): void {
  for (const language of ['fr', 'en'] as const) {
    window.history.replaceState(null, '', pathInLanguage('/', language));
    render(createElement(StandaloneSection, { name, remote }));
    expect(document.title).toBe(standaloneTitle(SECTION_NAMES[name][language], language));
    expect(document.documentElement.lang).toBe(language);
    cleanup();
  }
}

/** Each package's index.html, by path from here (read through Vite: jsdom's tests have no file URL of their own). */
const SECTION_INDEX_HTML = import.meta.glob<string>('../../../*/index.html', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** The section's `index.html` (the standalone page before its script runs) is titled after its own section. */
export function expectIndexHtmlTitledAfterSection(name: RemoteName): void {
  const html = SECTION_INDEX_HTML[`../../../${name}/index.html`] ?? '';
  expect(html).toContain('<html lang="en">');
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(standaloneTitle(SECTION_NAMES[name].en, 'en'));
}

/** The standalone page's test every section runs (its `src/standalone/standalone.test.ts`). */
export function testStandaloneSection(name: RemoteName, remote: RemotePages): void {
  it('the standalone page lists every page of the section and renders each one', async () => {
    const headings = await expectStandaloneListsAndRendersEveryPage(name, remote);
    expect(headings.size).toBe(Object.keys(remote.pages).length);
  });

  it('the standalone page shows the French page at /fr/<route> and at ?lang=fr, titled in French', async () => {
    const route = Object.keys(remote.pages)[0]!;
    const atFrenchAddress = await expectStandaloneShowsFrenchPage(name, remote, pathInLanguage(route, 'fr'));
    expect(await expectStandaloneShowsFrenchPage(name, remote, `${route}?lang=fr`)).toBe(atFrenchAddress);
    const english = await expectStandaloneListsAndRendersEveryPage(name, remote);
    expect(english.get(route)).not.toBe(atFrenchAddress);
    expect(document.documentElement.lang).toBe('en');
  });

  it('the standalone page is titled after its section, in its language, before any page loads', () => {
    expectIndexHtmlTitledAfterSection(name);
    expectStandaloneTitledAfterSection(name, remote);
  });
}
