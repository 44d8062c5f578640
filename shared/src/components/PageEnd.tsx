import type { NextStep, RelatedPages } from '../content/productPage';
import { CallToActionSection } from './CallToActionSection';
import { LinkCardGrid } from './LinkCardGrid';
import { ListSection } from './ListSection';

/** How product and information pages end: the page's one next step, then cards to related pages. */
export function PageEnd({ nextStep, related }: { nextStep: NextStep; related: RelatedPages }) {
  return (
    <>
      <CallToActionSection
        id="next-step-heading"
        heading={nextStep.heading}
        text={nextStep.text}
        action={nextStep.action}
      />
      <ListSection id="related-heading" heading={related.heading} tinted>
        {/* Other pages' summaries: search finds those pages themselves (docs/search.md). */}
        <div data-pagefind-ignore="">
          <LinkCardGrid cards={related.links} />
        </div>
      </ListSection>
    </>
  );
}
