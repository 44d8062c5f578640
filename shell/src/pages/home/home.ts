import type { CallToAction, PageMeta, SitePath } from '@mboa/shared';
import type { MessageTemplate } from '@mboa/shared';
import type { TestimonialsContent } from '../testimonials/testimonials';

/** The home page's sections, in the order they render (data-home-section). */
export type HomeSectionName =
  | 'hero'
  | 'personal-banking'
  | 'business-banking'
  | 'products'
  | 'free-transfer'
  | 'njangie'
  | 'meeting-house'
  | 'testimonials'
  | 'open-account';

/** Decorative icons available to content records; rendered as inline SVG (no image requests). */
export type IconName =
  | 'user'
  | 'briefcase'
  | 'coins'
  | 'banknote'
  | 'transfer'
  | 'card'
  | 'receipt'
  | 'phone'
  | 'people'
  | 'meeting-house'
  | 'clock';

export interface LinkAction {
  /** A site path: the page links to it in its own language. */
  readonly href: SitePath;
  readonly text: string;
}

export interface HeroContent {
  /** The page's only h1: the product contract's "Banking, Everyday and Everywhere". */
  readonly heading: string;
  readonly lead: string;
  /** Short reassurance under the lead. */
  readonly note: string;
  /** The product contract's "Discover More", to /help-center. */
  readonly discoverMore: LinkAction;
}

/** A text-and-illustration section that leads to one page (or writes to the bank). */
export interface FeatureContent {
  readonly name: Exclude<HomeSectionName, 'hero' | 'products' | 'testimonials'>;
  /** Small label above the heading. */
  readonly eyebrow: string;
  readonly heading: string;
  readonly paragraphs: readonly string[];
  readonly highlights: readonly string[];
  readonly action: CallToAction;
  readonly icon: IconName;
  /** Alternating tinted background, for visual rhythm between sections. */
  readonly tinted: boolean;
  /** Shows the app store badges beside the call to action. */
  readonly showAppBadges?: boolean;
}

export interface ProductCard {
  readonly title: string;
  readonly summary: string;
  readonly href: SitePath;
  /** Visible call to action; distinct per card so that link lists make sense. */
  readonly linkText: string;
  readonly icon: IconName;
}

export interface ProductsContent {
  readonly heading: string;
  readonly intro: string;
  readonly cards: readonly ProductCard[];
}

/** What the testimonials carousel's controls say (its motion is under the visitor's control). */
export interface TestimonialsCarouselText {
  /** The carousel's name. */
  readonly label: string;
  readonly pause: string;
  readonly play: string;
  readonly previous: string;
  readonly next: string;
  /** A slide's name, and what is announced while paused. Blanks: `{first}`, `{last}`, `{total}`. */
  readonly slideLabel: MessageTemplate;
  /** A dot's name. Blanks: `{first}`, `{last}`, `{total}`. */
  readonly showSlide: MessageTemplate;
}

export interface TestimonialsSectionContent {
  readonly heading: string;
  readonly intro: string;
  /** The testimonials record of the page's language (testimonials.<language>.ts). */
  readonly members: TestimonialsContent;
  readonly carousel: TestimonialsCarouselText;
}

/** The home page's record (/), one per language: everything the page says. */
export interface HomeContent {
  readonly meta: PageMeta;
  readonly hero: HeroContent;
  readonly personalBanking: FeatureContent;
  readonly businessBanking: FeatureContent;
  readonly products: ProductsContent;
  readonly freeTransfer: FeatureContent;
  readonly njangieGroup: FeatureContent;
  readonly meetingHouse: FeatureContent;
  readonly testimonials: TestimonialsSectionContent;
  readonly openAccount: FeatureContent;
}
