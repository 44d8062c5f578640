import type { Testimonial } from '../../content/testimonials';
import { TestimonialCard } from './TestimonialCard';

interface TestimonialGroupProps {
  testimonials: readonly Testimonial[];
  /** Position of the group's first testimonial in the whole list (0-based), for its label. */
  offset: number;
  total: number;
}

/** One slide: a list of testimonials laid out as a grid (1 column on phones, 5 on desktops). */
export function TestimonialGroup({ testimonials, offset, total }: TestimonialGroupProps) {
  return (
    <ul className="testimonial-group" aria-label={groupLabel(offset, testimonials.length, total)}>
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </ul>
  );
}

export function groupLabel(offset: number, count: number, total: number): string {
  return `Testimonials ${offset + 1} to ${offset + count} of ${total}`;
}
