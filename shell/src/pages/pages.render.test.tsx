import axe from 'axe-core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, identity, pathInLanguage, type Language, type RoutePath } from '@mboa/shared';
import { renderShellPage as renderPage } from '../testing/renderPage';
import { shellPages } from './pageTable';

/** The information pages' h1s. The browser suite runs axe on every page; here, the information pages as jsdom renders them. */
const HEADINGS: Readonly<Record<string, Record<Language, string>>> = {
  '/career': { en: 'Careers', fr: 'Carrières' },
  '/press': { en: 'Press', fr: 'Presse' },
  [`/about_${identity.slug}`]: { en: `About ${identity.shortName}`, fr: `À propos de ${identity.shortName}` },
  '/our-story': { en: 'Our Story', fr: 'Notre histoire' },
  '/testimonies': { en: 'Testimonies', fr: 'Témoignages' },
  '/legal': { en: 'Legal', fr: 'Mentions légales' },
};

/** The home page (its own tests render it with its observers) and the loader route (a spinner) aside. */
const ROUTES = (Object.keys(shellPages) as RoutePath[]).filter(
  (route) => route !== '/' && route !== `/${identity.slug}loader`,
);
const PAGES_IN_EACH_LANGUAGE = ROUTES.flatMap((route) =>
  LANGUAGES.map((language) => ({ route, language, at: pathInLanguage(route, language) })),
);

describe.each(PAGES_IN_EACH_LANGUAGE)('$at', ({ route, language }) => {
  it('has one h1 in the page’s language, and headings that never skip a level', async () => {
    await renderPage(route, language);
    const h1s = screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent);
    expect(h1s).toHaveLength(1);
    if (HEADINGS[route]) expect(h1s).toEqual([HEADINGS[route][language]]);
    const levels = [...screen.getByRole('main').querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) =>
      Number(h.tagName[1]),
    );
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1);
    });
  });

  it('links to the site’s pages in its own language', async () => {
    await renderPage(route, language);
    const hrefs = [...screen.getByRole('main').querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (language === 'fr') expect(href, href).toMatch(/^\/fr\//);
      else expect(href, href).not.toMatch(/^\/fr\//);
    }
  });

  it('has unique ids', async () => {
    const { container } = await renderPage(route, language);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

const INFORMATION_PAGES = PAGES_IN_EACH_LANGUAGE.filter(({ route }) => HEADINGS[route]);

describe.each(INFORMATION_PAGES)('$at', ({ route, language }) => {
  it('has no axe violations with the header and footer (jsdom cannot check colour contrast)', async () => {
    const { container } = await renderPage(route, language);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
