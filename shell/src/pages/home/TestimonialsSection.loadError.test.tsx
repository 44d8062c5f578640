import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import homeEn from './home.en';
import { InLanguage } from '../../testing/chrome';
import { TestimonialsSection } from './TestimonialsSection';

// The carousel's chunk fails to download (flaky mobile data).
vi.mock('./TestimonialsCarousel', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('TestimonialsSection when the carousel cannot load', () => {
  it('shows every testimonial as plain lists instead', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught error
    const { container } = render(
      <InLanguage>
        <TestimonialsSection content={homeEn.testimonials} />
      </InLanguage>,
    );
    expect(await screen.findByRole('list', { name: 'Testimonials 6 to 10 of 10' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Testimonials 1 to 5 of 10' })).toBeTruthy();
    expect(container.querySelectorAll('[data-testimonial-id]')).toHaveLength(10);
    expect(container.querySelector('.slick-slider')).toBeNull();
  });
});
