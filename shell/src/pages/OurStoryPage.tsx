import { Checklist, ListSection } from '@mboa/shared';
import { InfoPageFrame } from '../components/about/InfoPageFrame';
import { PageEnd } from '../components/about/PageEnd';
import { Timeline } from '../components/about/Timeline';
import { ourStory } from '../content/ourStory';

export { meta } from '../content/ourStory';

/** /our-story: how the credit union started, the Journey timeline, and what has not changed. */
export default function OurStoryPage() {
  const { banner, beginning, journey, unchanged, nextStep, related } = ourStory;
  return (
    <InfoPageFrame banner={banner}>
      <ListSection id="beginning-heading" heading={beginning.heading}>
        <div className="prose">
          {beginning.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </ListSection>
      <ListSection id="journey-heading" heading={journey.heading} intro={journey.intro} tinted>
        <Timeline milestones={journey.milestones} />
      </ListSection>
      <ListSection id="unchanged-heading" heading={unchanged.heading} intro={unchanged.intro}>
        <Checklist items={unchanged.items} />
      </ListSection>
      <PageEnd nextStep={nextStep} related={related} />
    </InfoPageFrame>
  );
}
