import { ListSection, PageEnd } from '@mboa/shared';
import { InfoPageFrame } from '../infoPage/InfoPageFrame';
import { MemberStoryCard } from './MemberStoryCard';
import { TestimonialCard } from '../testimonials/TestimonialCard';
import type { TestimoniesContent } from './testimonies';

/** /testimonies: the home page's testimonials as a static list, then longer member stories. */
export default function TestimoniesPage({ content }: { content: TestimoniesContent }) {
  const { banner, testimonials, stories, nextStep, related } = content;
  return (
    <InfoPageFrame banner={banner}>
      <ListSection id="testimonials-heading" heading={testimonials.heading} intro={testimonials.intro}>
        <ul className="testimony-grid" aria-labelledby="testimonials-heading">
          {testimonials.items.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} ratingLabel={testimonials.ratingLabel} />
          ))}
        </ul>
      </ListSection>
      <ListSection id="stories-heading" heading={stories.heading} intro={stories.intro} tinted>
        <div className="info-stack info-stack--three">
          {stories.items.map((story) => (
            <MemberStoryCard key={story.id} story={story} />
          ))}
        </div>
      </ListSection>
      <PageEnd nextStep={nextStep} related={related} />
    </InfoPageFrame>
  );
}
