import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { expect } from 'vitest';
import type { PageModule, RemotePages } from '../contract';
import type { RemoteName } from '../remotes';
import { routesOwnedBy } from '../routes';

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
