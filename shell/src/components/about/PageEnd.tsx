import { CallToActionSection, LinkCardGrid, ListSection } from '@mboa/shared';
import type { NextStep, RelatedPages } from '../../content/aboutTypes';

/** How every information page ends: its one next step, then cards to related pages. */
export function PageEnd({ nextStep, related }: { nextStep: NextStep; related: RelatedPages }) {
  return (
    <>
      <CallToActionSection id="next-step-heading" heading={nextStep.heading} text={nextStep.text} action={nextStep.action} />
      <ListSection id="related-heading" heading={related.heading} tinted>
        <LinkCardGrid cards={related.links} />
      </ListSection>
    </>
  );
}
