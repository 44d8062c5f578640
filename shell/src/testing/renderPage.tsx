// What the tests of the shell's pages render a page with and check it by: the router at an
// address, the chrome in the page's language, and the site's routes.
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { findRoute, pathInLanguage, type Language, type RoutePath } from '@mboa/shared';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { shellPages } from '../pages/pageTable';
import { InLanguage } from './chrome';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders a page at an address in a language, with the address the router ends at shown in `data-testid="location"`. */
export function renderAt(path: string, page: ReactNode, language: Language = 'en') {
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
export function expectInternalLinksAreRoutes(language: Language = 'en') {
  const hrefs = [...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '');
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    const path = href.split('#')[0] ?? '';
    if (language === 'fr') expect(path, href).toMatch(/^\/fr(\/|$)/);
    const englishPath = language === 'fr' ? path.replace(/^\/fr/, '') || '/' : path;
    expect(findRoute(englishPath), href).toBeDefined();
  }
}

/** The page's h1, as the visitor reads it. */
export const h1 = () => screen.getByRole('heading', { level: 1 }).textContent;

/** A shell page in a language as the shell shows it: between the site header and footer. */
export async function renderShellPage(route: RoutePath, language: Language) {
  const { default: Page } = await shellPages[route]!.load(language);
  return render(
    <MemoryRouter initialEntries={[pathInLanguage(route, language)]}>
      <InLanguage language={language}>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <Page />
        </main>
        <SiteFooter />
      </InLanguage>
    </MemoryRouter>,
  );
}
