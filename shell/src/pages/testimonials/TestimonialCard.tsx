import type { Testimonial } from './testimonials';
import type { MessageTemplate } from '@mboa/shared';
import { StarRating } from './StarRating';
import './testimonialCard.css';

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** The stars' accessible name: the testimonials record's `ratingLabel`. */
  ratingLabel: MessageTemplate;
}

/** One testimonial: stars, the quote and who said it. Rendered as a list item of a slide. */
export function TestimonialCard({ testimonial, ratingLabel }: TestimonialCardProps) {
  return (
    <li className="testimonial-card" data-testimonial-id={testimonial.id}>
      <StarRating rating={testimonial.rating} label={ratingLabel} />
      <blockquote className="testimonial-card__quote">
        <p>{testimonial.review}</p>
      </blockquote>
      <p className="testimonial-card__author">{testimonial.name}</p>
    </li>
  );
}
