import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Language } from '@mboa/shared';
import homeEn from './home.en';
import homeFr from './home.fr';
import { InLanguage } from '../../testing/chrome';
import TestimonialsCarousel from './TestimonialsCarousel';

const testimonials = homeEn.testimonials.members.items;

function renderCarousel(language: Language = 'en') {
  const content = language === 'en' ? homeEn.testimonials : homeFr.testimonials;
  return render(
    <InLanguage language={language}>
      <TestimonialsCarousel content={content} />
    </InLanguage>,
  );
}

/** react-slick's autoplay interval (autoplaySpeed + 50 ms) plus its 500 ms animation. */
const ONE_ADVANCE_MS = 5000 + 50 + 500;

/**
 * Lets time pass in small steps, each in its own act(): react-slick chains its animation
 * timers through setState callbacks, which React runs only when an act() scope ends.
 */
function passTime(ms: number, step = 50) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    act(() => vi.advanceTimersByTime(Math.min(step, ms - elapsed)));
  }
}

/** The real slides: react-slick adds aria-hidden clones around them for the infinite loop. */
function realSlides(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>('.slick-slide:not(.slick-cloned)')];
}

function idsIn(element: Element): string[] {
  return [...element.querySelectorAll('[data-testimonial-id]')].map(
    (card) => card.getAttribute('data-testimonial-id') ?? '',
  );
}

function activeSlideIds(container: HTMLElement): string[] {
  const active = realSlides(container).filter((slide) => slide.getAttribute('aria-hidden') === 'false');
  expect(active).toHaveLength(1);
  return idsIn(active[0]!);
}

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TestimonialsCarousel', () => {
  it('groups the 10 testimonials into 2 slides of 5, each slide a list', () => {
    const { container } = renderCarousel();
    const slides = realSlides(container);
    expect(slides).toHaveLength(2);
    expect(slides.map(idsIn)).toEqual([
      ['t01', 't02', 't03', 't04', 't05'],
      ['t06', 't07', 't08', 't09', 't10'],
    ]);
    for (const slide of slides) {
      const list = slide.querySelector('ul');
      expect(list?.querySelectorAll(':scope > li[data-testimonial-id]')).toHaveLength(5);
    }
    expect(activeSlideIds(container)).toEqual(['t01', 't02', 't03', 't04', 't05']);
  });

  it('shows each rating as stars with an accessible label', () => {
    renderCarousel();
    const first = testimonials[0]!;
    const card = document.querySelector(`.slick-slide:not(.slick-cloned) [data-testimonial-id="${first.id}"]`);
    expect(card?.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe(`Rated ${first.rating} out of 5`);
    expect(card?.querySelectorAll('svg.star-rating__star')).toHaveLength(5);
    expect(card?.querySelectorAll('svg.star-rating__star--filled')).toHaveLength(first.rating);
  });

  it('advances automatically every 5 seconds and wraps around', () => {
    const { container } = renderCarousel();
    passTime(4900);
    expect(activeSlideIds(container)[0]).toBe('t01');
    passTime(ONE_ADVANCE_MS - 4900);
    expect(activeSlideIds(container)[0]).toBe('t06');
    passTime(ONE_ADVANCE_MS);
    expect(activeSlideIds(container)[0]).toBe('t01');
  });

  it('pauses and plays with the toggle button', () => {
    const { container } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeTruthy();
    passTime(ONE_ADVANCE_MS * 3);
    expect(activeSlideIds(container)[0]).toBe('t01');

    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeTruthy();
    passTime(ONE_ADVANCE_MS);
    expect(activeSlideIds(container)[0]).toBe('t06');
  });

  it('starts paused when the visitor prefers reduced motion, and Play still works', () => {
    stubReducedMotion(true);
    const { container } = renderCarousel();
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeTruthy();
    passTime(ONE_ADVANCE_MS * 3);
    expect(activeSlideIds(container)[0]).toBe('t01');

    fireEvent.click(screen.getByRole('button', { name: 'Play testimonials' }));
    passTime(ONE_ADVANCE_MS);
    expect(activeSlideIds(container)[0]).toBe('t06');
  });

  it('plays when the visitor has no reduced-motion preference', () => {
    stubReducedMotion(false);
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeTruthy();
  });

  it('moves with the previous and next buttons', () => {
    const { container } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Next testimonials' }));
    passTime(600);
    expect(activeSlideIds(container)[0]).toBe('t06');
    fireEvent.click(screen.getByRole('button', { name: 'Previous testimonials' }));
    passTime(600);
    expect(activeSlideIds(container)[0]).toBe('t01');
  });

  it('has a labelled button per slide, marking the current one', () => {
    renderCarousel();
    const first = screen.getByRole('button', { name: 'Show testimonials 1 to 5 of 10' });
    const second = screen.getByRole('button', { name: 'Show testimonials 6 to 10 of 10' });
    expect(first.getAttribute('aria-current')).toBe('true');
    fireEvent.click(second);
    passTime(600);
    expect(second.getAttribute('aria-current')).toBe('true');
    expect(first.getAttribute('aria-current')).toBeNull();
  });

  it('stops rotating when keyboard focus enters its controls', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Next testimonials' }).focus());
    expect(screen.getByRole('button', { name: 'Play testimonials' })).toBeTruthy();
  });

  it('does not stop rotating when focus lands on the Pause button itself', () => {
    renderCarousel();
    act(() => screen.getByRole('button', { name: 'Pause testimonials' }).focus());
    expect(screen.getByRole('button', { name: 'Pause testimonials' })).toBeTruthy();
  });
});

describe('TestimonialsCarousel in French', () => {
  it('names its controls, slides and stars in French, and still pauses and plays', () => {
    renderCarousel('fr');
    expect(screen.getByRole('group', { name: 'Exemples de témoignages' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mettre les témoignages en pause' }));
    expect(screen.getByRole('button', { name: 'Faire défiler les témoignages' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Témoignages précédents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Témoignages suivants' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Afficher les témoignages 6 à 10 sur 10' })).toBeTruthy();
    expect(screen.getAllByRole('list', { name: 'Témoignages 1 à 5 sur 10' }).length).toBeGreaterThanOrEqual(1);
    expect(screen.getAllByRole('img', { name: 'Noté 5 sur 5' }).length).toBeGreaterThanOrEqual(1);
    expect(document.body.textContent).toContain(homeFr.testimonials.members.items[0]!.review);
  });
});

describe('TestimonialsCarousel swipe threshold', () => {
  const LIST_WIDTH = 400;

  beforeEach(() => {
    // jsdom has no layout: give every element the width of a phone-sized list.
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(LIST_WIDTH);
  });

  function drag(list: Element, distance: number) {
    fireEvent.mouseDown(list, { clientX: 300, clientY: 100 });
    fireEvent.mouseMove(list, { clientX: 300 - distance, clientY: 100 });
    fireEvent.mouseUp(list, { clientX: 300 - distance, clientY: 100 });
    passTime(600);
  }

  it('changes slide on a swipe longer than 40 px, not on a shorter one', () => {
    const { container } = renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Pause testimonials' }));
    const list = container.querySelector('.slick-list')!;

    drag(list, 40);
    expect(activeSlideIds(container)[0]).toBe('t01');

    drag(list, 41);
    expect(activeSlideIds(container)[0]).toBe('t06');
  });
});
