import { Checklist, ListSection, PageEnd } from '@mboa/shared';
import { InfoPageFrame } from '../infoPage/InfoPageFrame';
import { ProseSection } from '../infoPage/ProseSection';
import { Timeline } from './Timeline';
import type { OurStoryContent } from './ourStory';

/** /our-story: how the credit union started, the Journey timeline, and what has not changed. */
export default function OurStoryPage({ content }: { content: OurStoryContent }) {
  const { banner, beginning, journey, unchanged, nextStep, related } = content;
  return (
    <InfoPageFrame banner={banner}>
      <ProseSection id="beginning-heading" content={beginning} />
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
