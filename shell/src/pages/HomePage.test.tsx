import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { identity } from '@mboa/shared';
import { FakeIntersectionObserver } from '../components/home/FakeIntersectionObserver.testing';
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

function renderHome() {
  return render(
    <MemoryRouter>
      <HomePage />
    </MemoryRouter>,
  );
}

function renderLoadedHome() {
  const result = renderHome();
  act(() => vi.advanceTimersByTime(500));
  return result;
}

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
  it('shows only the loading overlay for the first 500 ms', () => {
    const { container } = renderHome();
    expect(screen.getByRole('status').textContent).toBe('One sec, loading ...');
    expect(container.querySelector('.spinner--fullscreen')).not.toBeNull();
    expect(container.querySelector('section')).toBeNull();

    act(() => vi.advanceTimersByTime(499));
    expect(screen.getByRole('status').textContent).toBe('One sec, loading ...');
    expect(container.querySelector('section')).toBeNull();
  });

  it('then shows sections 2 to 10 in order, and no overlay', () => {
    const { container } = renderLoadedHome();
    expect(screen.queryByText('One sec, loading ...')).toBeNull();
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
    expect(hrefsIn(section('open-account'))).toEqual([
      '/create-account',
      identity.appStores.apple,
      identity.appStores.google,
    ]);
  });

  it('says that transfers between Mboa accounts are free and that njangie groups need 5 members', () => {
    renderLoadedHome();
    expect(within(section('free-transfer')).getByRole('heading', { level: 2 }).textContent).toMatch(
      /transfers between mboa accounts are free/i,
    );
    expect(section('njangie').textContent).toMatch(/at least 5 members/);
    expect(section('open-account').textContent).toMatch(/online or in the .*app.* in (a few )?minutes/i);
  });

  it('marks the text column of the hero and of each text section, and only there', () => {
    renderLoadedHome();
    const marked = [...document.querySelectorAll('[data-home-text]')].map((text) => text.closest('[data-home-section]')?.getAttribute('data-home-section'));
    expect(marked).toEqual(['hero', 'personal-banking', 'business-banking', 'free-transfer', 'njangie', 'meeting-house', 'open-account']);
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
