import { ListSection, PageEnd } from '@mboa/shared';
import { MemberStoryCard } from '../components/about/MemberStoryCard';
import { InfoPageFrame } from '../components/about/InfoPageFrame';
import { TestimonialCard } from '../components/home/TestimonialCard';
import { testimonials } from '../content/testimonials';
import { testimonies } from '../content/testimonies';

export { meta } from '../content/testimonies';

/** /testimonies: the home page's testimonials as a static list, then longer member stories. */
export default function TestimoniesPage() {
  const { banner, testimonials: intro, stories, nextStep, related } = testimonies;
  return (
    <InfoPageFrame banner={banner}>
      <ListSection id="testimonials-heading" heading={intro.heading} intro={intro.intro}>
        <ul className="testimony-grid" aria-labelledby="testimonials-heading">
          {testimonials.map((testimonial) => (
            <TestimonialCard key={testimonial.id} testimonial={testimonial} />
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
