import { LOCALES, useLanguage } from '@mboa/shared';
import type { Testimonial } from '../testimonials/testimonials';
import { fillTemplate, type MessageTemplate } from '@mboa/shared';
import { TestimonialCard } from '../testimonials/TestimonialCard';

interface TestimonialGroupProps {
  testimonials: readonly Testimonial[];
  /** Position of the group's first testimonial in the whole list (0-based), for its label. */
  offset: number;
  total: number;
  /** The group's name: "Testimonials {first} to {last} of {total}". */
  label: MessageTemplate;
  ratingLabel: MessageTemplate;
}

/** One slide: a list of testimonials laid out as a grid (1 column on phones, 5 on desktops). */
export function TestimonialGroup({ testimonials, offset, total, label, ratingLabel }: TestimonialGroupProps) {
  const locale = LOCALES[useLanguage()];
  return (
    <ul className="testimonial-group" aria-label={groupLabel(label, offset, testimonials.length, total, locale)}>
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} ratingLabel={ratingLabel} />
      ))}
    </ul>
  );
}

/** A group's name from its template: which testimonials it holds, of how many. */
export function groupLabel(
  template: MessageTemplate,
  offset: number,
  count: number,
  total: number,
  locale: string,
): string {
  return fillTemplate(template, { first: offset + 1, last: offset + count, total }, locale);
}
