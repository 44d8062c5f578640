import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identity, type Language } from '@mboa/shared';
import { FakeIntersectionObserver } from './FakeIntersectionObserver.testing';
import homeEn from './home.en';
import homeFr from './home.fr';
import { InLanguage } from '../../testing/chrome';
import HomePage from './HomePage';

const SECTIONS_IN_ORDER = [
  'hero',
  'personal-banking',
  'business-banking',
  'products',
  'free-transfer',
  'njangie',
  'meeting-house',
  'testimonials',
  'open-account',
];

function renderHome(language: Language = 'en') {
  return render(
    <MemoryRouter>
      <InLanguage language={language}>
        <HomePage content={language === 'en' ? homeEn : homeFr} />
      </InLanguage>
    </MemoryRouter>,
  );
}

/** The content is rendered at once, under the overlay (which CSS hides at 500 ms). */
const renderLoadedHome = renderHome;

function section(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-home-section="${name}"]`);
  if (!element) throw new Error(`No home section "${name}"`);
  return element;
}

function hrefsIn(element: HTMLElement): (string | null)[] {
  return within(element)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
}

beforeEach(() => {
  vi.useFakeTimers();
  // Keeps the testimonials carousel (a lazy chunk) out of these tests: the section never nears the viewport.
  FakeIntersectionObserver.install();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('HomePage', () => {
  it('hydrates section by section: a tap before the app took over waits for its own section only', () => {
    const html = renderToString(
      <MemoryRouter>
        <InLanguage language="en">
          <HomePage content={homeEn} />
        </InLanguage>
      </MemoryRouter>,
    );
    const boundaries = [...html.matchAll(/<!--\$--><section[^>]*data-home-section="([\w-]+)"/g)].map(
      (match) => match[1],
    );
    expect(boundaries).toEqual(SECTIONS_IN_ORDER);
  });

  it('renders every section at once, with no timer (the layout’s overlay covers them for 500 ms)', () => {
    const { container } = renderHome();
    expect(container.querySelectorAll('[data-home-section]')).toHaveLength(SECTIONS_IN_ORDER.length);
    expect(screen.queryByRole('status'), 'the overlay is the layout’s, before the header').toBeNull();
    expect(vi.getTimerCount(), 'nothing waits for a timer').toBe(0);
  });

  it('shows sections 2 to 10 in order', () => {
    const { container } = renderLoadedHome();
    const sections = [...container.querySelectorAll('[data-home-section]')];
    expect(sections.map((element) => element.getAttribute('data-home-section'))).toEqual(SECTIONS_IN_ORDER);
    expect(container.querySelectorAll(':scope > section')).toHaveLength(SECTIONS_IN_ORDER.length);
  });

  it('labels every section by its own heading', () => {
    renderLoadedHome();
    for (const name of SECTIONS_IN_ORDER) {
      const element = section(name);
      expect(element.tagName).toBe('SECTION');
      const heading = document.getElementById(element.getAttribute('aria-labelledby') ?? '');
      expect(heading && element.contains(heading)).toBe(true);
      expect(heading?.tagName).toMatch(/^H[12]$/);
    }
  });

  it('has one h1, the hero headline, with app badges and Discover More', () => {
    renderLoadedHome();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings.map((heading) => heading.textContent)).toEqual(['Banking, Everyday and Everywhere']);
    const hero = section('hero');
    expect(within(hero).getByRole('link', { name: 'Discover More' }).getAttribute('href')).toBe('/help-center');
    expect(within(hero).getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      identity.appStores.apple,
    );
    expect(within(hero).getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      identity.appStores.google,
    );
    expect(hero.querySelector('img')).toBeNull();
  });

  it('links each text section to its page', () => {
    renderLoadedHome();
    expect(hrefsIn(section('personal-banking'))).toEqual(['/personal-banking']);
    expect(hrefsIn(section('business-banking'))).toEqual(['/business-banking']);
    expect(hrefsIn(section('free-transfer'))).toEqual(['/bank_transfer']);
    expect(hrefsIn(section('njangie'))).toEqual(['/njangie']);
    expect(hrefsIn(section('meeting-house'))).toEqual(['/meetings']);
    // Account opening is not on this site: the button says so, and leads to the page that tells how.
    expect(hrefsIn(section('open-account'))).toEqual([
      `mailto:${identity.email.info}`,
      '/create-account',
      identity.appStores.apple,
      identity.appStores.google,
    ]);
    expect(within(section('open-account')).getByRole('link', { name: 'See how to open an account' })).toBeTruthy();
  });

  it('says that transfers between the institution’s accounts are free and that njangie groups need 5 members', () => {
    renderLoadedHome();
    expect(within(section('free-transfer')).getByRole('heading', { level: 2 }).textContent).toBe(
      `Transfers between ${identity.shortName} accounts are free`,
    );
    expect(section('njangie').textContent).toMatch(/at least 5 members/);
    expect(section('open-account').textContent).toMatch(/in the .*app.* in a few minutes/i);
    expect(section('hero').textContent).toContain(identity.liveChat.hours.en);
  });

  it('marks the text column of the hero and of each text section, and only there', () => {
    renderLoadedHome();
    const marked = [...document.querySelectorAll('[data-home-text]')].map((text) =>
      text.closest('[data-home-section]')?.getAttribute('data-home-section'),
    );
    expect(marked).toEqual([
      'hero',
      'personal-banking',
      'business-banking',
      'free-transfer',
      'njangie',
      'meeting-house',
      'open-account',
    ]);
    for (const text of document.querySelectorAll('[data-home-text]')) {
      expect(text.querySelector('h1, h2')).not.toBeNull();
    }
  });

  it('has a products and services grid of six linked cards', () => {
    renderLoadedHome();
    const cards = within(section('products')).getAllByRole('listitem');
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(within(card).getByRole('heading', { level: 3 })).toBeTruthy();
      expect(within(card).getAllByRole('link')).toHaveLength(1);
    }
  });

  it('shows the testimonials section with a preview before the carousel loads', () => {
    renderLoadedHome();
    const testimonialsSection = section('testimonials');
    expect(testimonialsSection.querySelectorAll('[data-testimonial-id]')).toHaveLength(5);
  });
});

describe('HomePage in French', () => {
  it('says the product contract’s French wording: h1 and Discover More, to the French help centre', () => {
    renderHome('fr');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
      'La banque, au quotidien et partout',
    ]);
    const hero = section('hero');
    expect(within(hero).getByRole('link', { name: 'En savoir plus' }).getAttribute('href')).toBe('/fr/help-center');
    expect(hero.textContent).toContain(identity.liveChat.hours.fr);
  });

  it('keeps the sections and their order, and leads every page link to its French page', () => {
    const { container } = renderHome('fr');
    expect(
      [...container.querySelectorAll('[data-home-section]')].map((element) =>
        element.getAttribute('data-home-section'),
      ),
    ).toEqual(SECTIONS_IN_ORDER);
    expect(hrefsIn(section('personal-banking'))).toEqual(['/fr/personal-banking']);
    expect(hrefsIn(section('njangie'))).toEqual(['/fr/njangie']);
    expect(hrefsIn(section('meeting-house'))).toEqual(['/fr/meetings']);
    expect(hrefsIn(section('open-account'))[1]).toBe('/fr/create-account');
    expect(hrefsIn(section('products')).every((href) => href?.startsWith('/fr/'))).toBe(true);
    expect(section('njangie').textContent).toMatch(/au moins 5\u00a0membres/);
  });

  it('shows the French testimonials, said to be examples, their stars named in French', () => {
    renderHome('fr');
    const testimonials = section('testimonials');
    expect(within(testimonials).getByRole('heading', { level: 2 }).textContent).toBe(
      'Exemples de ce que nous disent nos membres',
    );
    expect(within(testimonials).getByRole('list', { name: 'Témoignages 1 à 5 sur 10' })).toBeTruthy();
    expect(within(testimonials).getAllByRole('img', { name: /^Noté [1-5] sur 5$/ })).toHaveLength(5);
  });
});
