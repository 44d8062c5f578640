import { LOCALES, useLanguage } from '@mboa/shared';
import type { Rating } from './testimonials';
import { fillTemplate, type MessageTemplate } from '@mboa/shared';

const MAX_STARS = 5;
const STAR_PATH = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z';

interface StarRatingProps {
  rating: Rating;
  /** The stars' accessible name, from the testimonials record: "Rated {rating} out of {max}". */
  label: MessageTemplate;
}

/** A row of five stars; one accessible name ("Rated 4 out of 5") instead of five images. */
export function StarRating({ rating, label }: StarRatingProps) {
  const locale = LOCALES[useLanguage()];
  return (
    <span className="star-rating" role="img" aria-label={fillTemplate(label, { rating, max: MAX_STARS }, locale)}>
      {Array.from({ length: MAX_STARS }, (_, index) => (
        <svg
          key={index}
          className={index < rating ? 'star-rating__star star-rating__star--filled' : 'star-rating__star'}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
