import type { InfoPageContent, ProseContent } from '../infoPage/infoPage';

/** One year of the Journey timeline. */
export interface JourneyMilestone {
  readonly year: number;
  readonly title: string;
  readonly text: string;
}

/** The Our Story page's record (/our-story, ourStory.en.ts, ourStory.fr.ts). */
export interface OurStoryContent extends InfoPageContent {
  readonly beginning: ProseContent;
  /** The Journey: year by year from the founding, oldest first. */
  readonly journey: {
    readonly heading: string;
    readonly intro: string;
    readonly milestones: readonly JourneyMilestone[];
  };
  readonly unchanged: { readonly heading: string; readonly intro: string; readonly items: readonly string[] };
}
