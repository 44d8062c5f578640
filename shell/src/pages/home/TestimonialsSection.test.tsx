import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import homeEn from './home.en';
import { InLanguage } from '../../testing/chrome';
import { FakeIntersectionObserver } from './FakeIntersectionObserver.testing';
import { TestimonialsSection } from './TestimonialsSection';

function renderSection() {
  return render(
    <InLanguage>
      <TestimonialsSection content={homeEn.testimonials} />
    </InLanguage>,
  );
}

function previewIds(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[data-testimonials-preview] [data-testimonial-id]')].map(
    (card) => card.getAttribute('data-testimonial-id') ?? '',
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TestimonialsSection', () => {
  it('is a section labelled by its heading', () => {
    FakeIntersectionObserver.install();
    renderSection();
    expect(
      screen.getByRole('region', { name: 'Examples of what members tell us' }).getAttribute('data-home-section'),
    ).toBe('testimonials');
  });

  it('shows the first slide as a plain list, and no carousel, until the section nears the viewport', () => {
    FakeIntersectionObserver.install();
    const { container } = renderSection();
    expect(previewIds(container)).toEqual(['t01', 't02', 't03', 't04', 't05']);
    expect(container.querySelector('.slick-slider')).toBeNull();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.rootMargin).toBe('200px');
    expect(observer?.observe).toHaveBeenCalledTimes(1);

    act(() => observer?.trigger(false));
    expect(container.querySelector('.slick-slider')).toBeNull();
  });

  it('loads the carousel once the section is within 200px of the viewport', async () => {
    FakeIntersectionObserver.install();
    const { container } = renderSection();
    const [observer] = FakeIntersectionObserver.instances;
    act(() => observer?.trigger(true));
    expect(await screen.findByRole('group', { name: 'Example testimonials' })).toBeTruthy();
    expect(container.querySelector('.slick-slider')).not.toBeNull();
    expect(previewIds(container)).toEqual([]);
    expect(observer?.disconnect).toHaveBeenCalled();
  });

  it('loads the carousel straight away where IntersectionObserver is missing', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderSection();
    expect(await screen.findByRole('group', { name: 'Example testimonials' })).toBeTruthy();
  });
});
