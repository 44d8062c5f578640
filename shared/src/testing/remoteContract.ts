import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createElement } from 'react';
import { expect, it } from 'vitest';
import type { PageModule, RemotePages } from '../contract';
import type { RemoteName } from '../remotes';
import { routesOwnedBy } from '../routes';
import { StandaloneSection } from '../components/StandaloneSection';

/** Loads every page a remote exposes, keyed by route. */
export async function loadAllPages(remote: RemotePages): Promise<Map<string, PageModule>> {
  const pages = new Map<string, PageModule>();
  for (const [path, load] of Object.entries(remote.pages)) {
    if (load) pages.set(path, await load());
  }
  return pages;
}

/** The remote renders exactly the routes the ownership table gives it: none missing, none extra. */
export function expectPagesForEveryOwnedRoute(name: RemoteName, remote: RemotePages): void {
  const owned = routesOwnedBy(name).map((route) => route.path).sort();
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
export async function expectStandaloneListsAndRendersEveryPage(name: RemoteName, remote: RemotePages): Promise<Map<string, string>> {
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

/** The standalone page's test every section runs (its `src/standalone/standalone.test.ts`). */
export function testStandaloneSection(name: RemoteName, remote: RemotePages): void {
  it('the standalone page lists every page of the section and renders each one', async () => {
    const headings = await expectStandaloneListsAndRendersEveryPage(name, remote);
    expect(headings.size).toBe(Object.keys(remote.pages).length);
  });
}
