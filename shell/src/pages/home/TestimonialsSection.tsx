import { needsApp } from '@mboa/shared';
import { lazy, Suspense } from 'react';
import type { TestimonialsSectionContent } from './home';
import { testimonialsCarouselSettings, type Testimonial } from '../testimonials/testimonials';
import { groupInto } from './groupInto';
import { HomeSection, homeHeadingId } from './HomeSection';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { TestimonialGroup } from './TestimonialGroup';
import { useNearViewport } from './useNearViewport';

// A separate chunk: react-slick is requested only when the section nears the viewport.
const TestimonialsCarousel = lazy(() => import('./TestimonialsCarousel'));

/**
 * Section 9: the first slide as a plain list until the carousel's chunk arrives, every testimonial if it fails.
 * Marked `needsApp`: the carousel turns only with the app.
 */
export function TestimonialsSection({ content }: { content: TestimonialsSectionContent }) {
  const [anchorRef, nearViewport] = useNearViewport<HTMLDivElement>('200px');
  const { perSlide } = testimonialsCarouselSettings;
  const { items: testimonials, ratingLabel } = content.members;
  const groups = groupInto(testimonials, perSlide);
  const group = (items: readonly Testimonial[], index: number) => (
    <TestimonialGroup
      key={items[0]?.id ?? index}
      testimonials={items}
      offset={index * perSlide}
      total={testimonials.length}
      label={content.carousel.slideLabel}
      ratingLabel={ratingLabel}
    />
  );

  const firstSlide = (
    <div className="testimonials-placeholder" data-testimonials-preview="">
      {group(groups[0] ?? [], 0)}
    </div>
  );
  const allAsLists = <div className="testimonials-static">{groups.map((items, index) => group(items, index))}</div>;

  return (
    <HomeSection name="testimonials">
      <h2 id={homeHeadingId('testimonials')}>{content.heading}</h2>
      <p className="section__intro">{content.intro}</p>
      <div ref={anchorRef} {...needsApp}>
        {nearViewport ? (
          <LoadErrorBoundary fallback={allAsLists}>
            <Suspense fallback={firstSlide}>
              <TestimonialsCarousel content={content} />
            </Suspense>
          </LoadErrorBoundary>
        ) : (
          firstSlide
        )}
      </div>
    </HomeSection>
  );
}
