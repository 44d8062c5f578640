import type { RelatedLink } from '@mboa/shared';
import type { InfoPageContent } from '../infoPage/infoPage';
import type { TestimonialsContent } from '../testimonials/testimonials';

/** A longer member story: who tells it, what they do, and the account it is about. */
export interface MemberStory {
  readonly id: string;
  /** The member's name: a name, the same in both languages. */
  readonly name: string;
  /** What the member does and where. */
  readonly role: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly account: RelatedLink;
}

/**
 * The Testimonies page's record (/testimonies, testimonies.en.ts, testimonies.fr.ts). The short
 * testimonials are the home page's, one copy: each language's record takes them from that
 * language's testimonials record.
 */
export interface TestimoniesContent extends InfoPageContent {
  readonly testimonials: TestimonialsContent & { readonly heading: string; readonly intro: string };
  readonly stories: { readonly heading: string; readonly intro: string; readonly items: readonly MemberStory[] };
}
