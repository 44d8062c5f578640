import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, identity, pathInLanguage, type Language } from '@mboa/shared';
import { loadTranslations } from '@mboa/shared/testing/translations';
import { SiteFooter } from '../layout/SiteFooter';
import { SiteHeader } from '../layout/SiteHeader';
import { InLanguage } from '../testing/chrome';
import AboutPage from './about/AboutPage';
import OurStoryPage from './about/OurStoryPage';
import PressPage from './about/PressPage';
import TestimoniesPage from './about/TestimoniesPage';
import CareerPage from './careers/CareerPage';
import LegalPage from './legal/LegalPage';

interface Page {
  path: string;
  Page: ComponentType<{ content: never }>;
  content: Record<Language, unknown>;
  /** The page's h1 in each language. */
  h1: Record<Language, string>;
}

const [about, ourStory, testimonies, careers, press, legal] = await Promise.all(
  [
    { en: () => import('./about/about.en'), fr: () => import('./about/about.fr') },
    { en: () => import('./about/ourStory.en'), fr: () => import('./about/ourStory.fr') },
    { en: () => import('./about/testimonies.en'), fr: () => import('./about/testimonies.fr') },
    { en: () => import('./careers/careers.en'), fr: () => import('./careers/careers.fr') },
    { en: () => import('./about/press.en'), fr: () => import('./about/press.fr') },
    { en: () => import('./legal/legal.en'), fr: () => import('./legal/legal.fr') },
  ].map((translations) => loadTranslations<unknown>(translations)),
);
const testimonials = await loadTranslations<{ items: readonly { id: string }[] }>({ en: () => import('../parts/testimonials.en'), fr: () => import('../parts/testimonials.fr') });

const PAGES: Page[] = [
  { path: '/career', Page: CareerPage, content: careers!, h1: { en: 'Careers', fr: 'Carrières' } },
  { path: '/press', Page: PressPage, content: press!, h1: { en: 'Press', fr: 'Presse' } },
  { path: `/about_${identity.slug}`, Page: AboutPage, content: about!, h1: { en: `About ${identity.shortName}`, fr: `À propos de ${identity.shortName}` } },
  { path: '/our-story', Page: OurStoryPage, content: ourStory!, h1: { en: 'Our Story', fr: 'Notre histoire' } },
  { path: '/testimonies', Page: TestimoniesPage, content: testimonies!, h1: { en: 'Testimonies', fr: 'Témoignages' } },
  { path: '/legal', Page: LegalPage, content: legal!, h1: { en: 'Legal', fr: 'Mentions légales' } },
];
const PAGES_IN_EACH_LANGUAGE = PAGES.flatMap((page) => LANGUAGES.map((language) => ({ ...page, language, at: pathInLanguage(page.path, language) })));

/** The page in a language as the shell shows it: between the site header and footer. */
function renderPage({ Page, content, path }: Page, language: Language) {
  return render(
    <MemoryRouter initialEntries={[pathInLanguage(path, language)]}>
      <InLanguage language={language}>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          <Page content={content[language] as never} />
        </main>
        <SiteFooter />
      </InLanguage>
    </MemoryRouter>,
  );
}

describe.each(PAGES_IN_EACH_LANGUAGE)('$at', (page) => {
  it('has one h1, its title in the page’s language, and headings that never skip a level', () => {
    renderPage(page, page.language);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([page.h1[page.language]]);
    const levels = [...screen.getByRole('main').querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
    levels.forEach((level, index) => {
      if (index > 0) expect(level - levels[index - 1]!, `heading ${index}`).toBeLessThanOrEqual(1);
    });
  });

  it('links to the site’s pages in its own language', () => {
    renderPage(page, page.language);
    const hrefs = [...screen.getByRole('main').querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) {
      if (page.language === 'fr') expect(href, href).toMatch(/^\/fr\//);
      else expect(href, href).not.toMatch(/^\/fr\//);
    }
  });

  it('has no axe violations with the header and footer (jsdom cannot check colour contrast), and unique ids', async () => {
    const { container } = renderPage(page, page.language);
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

describe.each(LANGUAGES)('the Testimonies page (%s)', (language) => {
  it('shows the home page’s ten testimonials, all at once, with their stars named in the page’s language', () => {
    const { container } = renderPage(PAGES.find((page) => page.path === '/testimonies')!, language);
    const shown = [...container.querySelectorAll('[data-testimonial-id]')].map((card) => card.getAttribute('data-testimonial-id'));
    expect(shown).toEqual(testimonials[language].items.map((testimonial) => testimonial.id));
    expect(shown).toHaveLength(10);
    const stars = container.querySelector('[data-testimonial-id] [role="img"]')!.getAttribute('aria-label');
    expect(stars).toMatch(language === 'fr' ? /sur 5/ : /out of 5/);
  });
});

describe.each(LANGUAGES)('the Our Story page (%s)', (language) => {
  it('shows the Journey as an ordered list of years in <time> elements', () => {
    const { container } = renderPage(PAGES.find((page) => page.path === '/our-story')!, language);
    const times = [...container.querySelectorAll('ol.timeline > li time')].map((time) => time.getAttribute('datetime'));
    expect(times).toEqual(['2020', '2021', '2022', '2023', '2024', '2025', '2026']);
  });
});

describe('dates, written in the page’s language', () => {
  it('on the Press page', () => {
    const page = PAGES.find((candidate) => candidate.path === '/press')!;
    const first = (language: Language) => renderPage(page, language).container.querySelector('main article time');
    expect(first('en')?.textContent).toBe('14 September 2026');
    expect(first('fr')?.textContent).toBe('14 septembre 2026');
    expect(first('fr')?.getAttribute('datetime')).toBe('2026-09-14');
  });

  it('on the Legal page, with the French regulatory labels and the head office’s region in French on the About page', () => {
    const { container } = renderPage(PAGES.find((page) => page.path === '/legal')!, 'fr');
    expect(container.querySelector('.page-banner__support')?.textContent).toBe('Dernière mise à jour\u00a0: 6 décembre 2026');
    expect(screen.getByRole('heading', { level: 2, name: 'Sur cette page' })).toBeTruthy();
    expect(container.querySelector('#regulatory')?.textContent).toContain(identity.regulatory[0]!.label.fr);
    const about = renderPage(PAGES.find((page) => page.path === `/about_${identity.slug}`)!, 'fr').container;
    expect(about.querySelector('.head-office')?.textContent).toContain(`${identity.address.city}, ${identity.address.region.fr}`);
    expect(about.querySelector('.head-office')?.textContent).toContain('Téléphone\u00a0:');
  });
});

describe('the Careers page in French', () => {
  it('labels each role card in French', () => {
    const { container } = renderPage(PAGES.find((page) => page.path === '/career')!, 'fr');
    const card = container.querySelector('article[data-role="daily-cash-collector"]')!;
    expect([...card.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Lieu de travail', 'Contrat']);
    expect([...card.querySelectorAll('h4')].map((h) => h.textContent)).toEqual(['Vos missions', 'Votre profil']);
    const apply = card.querySelector<HTMLAnchorElement>('a.button')!;
    expect(decodeURIComponent(apply.href.split('subject=')[1]!)).toBe('Candidature\u00a0: Collecteur journalier');
  });
});
