import type { PageMeta } from '../contract';
import type { Identity } from '../identity';
import type { RelativePath, RouteSectionPath, SitePath } from '../routes';
import type { LinkCard } from '../components/LinkCardGrid';
import type { SupportLineText } from '../components/SupportLine';

/**
 * An illustration drawn for the site: an image file of the owning package, with the size it is
 * drawn at (so the page keeps its place while it loads) and a description of what it shows.
 */
export interface Illustration {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

/** Which of the institution's mailboxes a mail button writes to (addresses: identity module). */
export type Mailbox = keyof Identity['email'];

/**
 * A page's one call to action. Only targets the product contract allows type-check: a mail
 * message to one of the institution's addresses with a subject naming the product, a path of
 * the site, or the product contract's one relative path.
 */
export type CallToAction =
  | { readonly kind: 'mail'; readonly label: string; readonly mailbox: Mailbox; readonly subject: string }
  | { readonly kind: 'route'; readonly label: string; readonly to: SitePath }
  | { readonly kind: 'relative'; readonly label: string; readonly to: RelativePath };

export interface Feature {
  readonly title: string;
  readonly text: string;
}

export interface Fact {
  readonly label: string;
  readonly value: string;
}

/** One of the kinds a product comes in (the loan types): what it is for, and its main points. */
export interface ProductOption {
  readonly title: string;
  readonly purpose: string;
  readonly points: readonly string[];
}

/** A card linking to a related page of the site, or to a section of one. */
export interface RelatedLink extends LinkCard {
  readonly href: SitePath | RouteSectionPath;
}

/** A page's one next step: a short text and its button. */
export interface NextStep {
  readonly heading: string;
  readonly text: string;
  readonly action: CallToAction;
}

/** Cards linking to related pages of the site. */
export interface RelatedPages {
  readonly heading: string;
  readonly links: readonly RelatedLink[];
}

/** The content record of one account or product page, rendered by the shared ProductPage. */
export interface ProductPageContent {
  readonly meta: PageMeta;
  /** The banner: the page's h1 and a one-sentence description. */
  readonly banner: { readonly title: string; readonly description: string };
  /** The line under the banner (help centre, chat hours, e-mail): the section's one text for it. */
  readonly support: SupportLineText;
  /** The two-column block: illustration beside heading, description and features. */
  readonly overview: {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly features: readonly Feature[];
    readonly illustration: Illustration;
  };
  /** The kinds the product comes in, when it has several (the business loan types). */
  readonly options?: { readonly heading: string; readonly intro?: string; readonly items: readonly ProductOption[] };
  /** Who may open it and what to bring (marketing text). */
  readonly eligibility?: { readonly heading: string; readonly intro?: string; readonly items: readonly string[] };
  /** What it costs. Only the fees the product contract states are given as figures. */
  readonly fees?: { readonly heading: string; readonly facts: readonly Fact[]; readonly note?: string };
  /** The page's one next step. */
  readonly nextStep: NextStep;
  readonly related: RelatedPages;
}
