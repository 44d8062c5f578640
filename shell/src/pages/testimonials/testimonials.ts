import type { MessageTemplate } from '@mboa/shared';

/** Star rating of a testimonial, shown as a row of five stars. */
export type Rating = 1 | 2 | 3 | 4 | 5;

/** A member's testimonial: static sample data (invented people and quotes). */
export interface Testimonial {
  /** Stable id: the same testimonial has the same id in both languages. */
  readonly id: string;
  readonly review: string;
  /** Who said it: a person's name, the same in both languages. */
  readonly name: string;
  readonly rating: Rating;
}

/**
 * The testimonials record of one language (testimonials.en.ts, testimonials.fr.ts): shown by
 * the home page's carousel and, all at once, by the testimonies page.
 */
export interface TestimonialsContent {
  /** The stars' accessible name. Blanks: `{rating}` and `{max}` ("Rated {rating} out of {max}"). */
  readonly ratingLabel: MessageTemplate;
  /** The product contract's ten testimonials. */
  readonly items: readonly Testimonial[];
}

/** Carousel behaviour fixed by the product contract. */
export const testimonialsCarouselSettings = {
  perSlide: 5,
  autoAdvanceMs: 5000,
  swipeThresholdPx: 40,
} as const;
