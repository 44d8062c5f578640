import type { Testimonial } from '../../content/testimonials';
import { StarRating } from './StarRating';
import './testimonialCard.css';

/** One testimonial: stars, the quote and who said it. Rendered as a list item of a slide. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  return (
    <li className="testimonial-card" data-testimonial-id={testimonial.id}>
      <StarRating rating={testimonial.rating} />
      <blockquote className="testimonial-card__quote">
        <p>{testimonial.review}</p>
      </blockquote>
      <p className="testimonial-card__author">{testimonial.authorName}</p>
    </li>
  );
}
