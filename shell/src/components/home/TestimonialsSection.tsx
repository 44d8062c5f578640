import { lazy, Suspense } from 'react';
import { testimonialsCarouselSettings, type Testimonial } from '../../content/testimonials';
import { groupInto } from './groupInto';
import { HomeSection, homeHeadingId } from './HomeSection';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { TestimonialGroup } from './TestimonialGroup';
import { useNearViewport } from './useNearViewport';

// A separate chunk: react-slick is requested only when the section nears the viewport.
const TestimonialsCarousel = lazy(() => import('./TestimonialsCarousel'));

interface TestimonialsSectionProps {
  heading: string;
  intro: string;
  testimonials: readonly Testimonial[];
}

/**
 * Section 9. Until the carousel's chunk arrives, the first slide is shown as a plain list in
 * the same grid (so the space is reserved and the content readable on a slow connection);
 * if the chunk fails to load, every testimonial is shown as plain lists.
 */
export function TestimonialsSection({ heading, intro, testimonials }: TestimonialsSectionProps) {
  const [anchorRef, nearViewport] = useNearViewport<HTMLDivElement>('200px');
  const { perSlide } = testimonialsCarouselSettings;
  const groups = groupInto(testimonials, perSlide);

  const firstSlide = (
    <div className="testimonials-placeholder" data-testimonials-preview="">
      <TestimonialGroup testimonials={groups[0] ?? []} offset={0} total={testimonials.length} />
    </div>
  );
  const allAsLists = (
    <div className="testimonials-static">
      {groups.map((group, index) => (
        <TestimonialGroup
          key={group[0]?.id ?? index}
          testimonials={group}
          offset={index * perSlide}
          total={testimonials.length}
        />
      ))}
    </div>
  );

  return (
    <HomeSection name="testimonials">
      <h2 id={homeHeadingId('testimonials')}>{heading}</h2>
      <p className="section__intro">{intro}</p>
      <div ref={anchorRef}>
        {nearViewport ? (
          <LoadErrorBoundary fallback={allAsLists}>
            <Suspense fallback={firstSlide}>
              <TestimonialsCarousel testimonials={testimonials} />
            </Suspense>
          </LoadErrorBoundary>
        ) : (
          firstSlide
        )}
      </div>
    </HomeSection>
  );
}
