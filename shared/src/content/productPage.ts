import type { PageMeta } from '../contract';
import type { Identity } from '../identity';
import type { RelativePath, RouteSectionPath, SitePath } from '../routes';
import type { LinkCard } from '../components/LinkCardGrid';
import type { SupportLineText } from '../components/SupportLine';

/** Its size keeps the page's place while it loads. */
export interface Illustration {
  readonly src: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export type Mailbox = keyof Identity['email'];

/** Only the targets the product contract allows type-check. */
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

export interface ProductOption {
  readonly title: string;
  readonly purpose: string;
  readonly points: readonly string[];
}

export interface RelatedLink extends LinkCard {
  readonly href: SitePath | RouteSectionPath;
}

export interface NextStep {
  readonly heading: string;
  readonly text: string;
  readonly action: CallToAction;
}

export interface RelatedPages {
  readonly heading: string;
  readonly links: readonly RelatedLink[];
}

/** The content record of an account or product page. */
export interface ProductPageContent {
  readonly meta: PageMeta;
  readonly banner: { readonly title: string; readonly description: string };
  readonly support: SupportLineText;
  readonly overview: {
    readonly heading: string;
    readonly paragraphs: readonly string[];
    readonly features: readonly Feature[];
    readonly illustration: Illustration;
  };
  readonly options?: { readonly heading: string; readonly intro?: string; readonly items: readonly ProductOption[] };
  readonly eligibility?: { readonly heading: string; readonly intro?: string; readonly items: readonly string[] };
  /** Only the fees the product contract states are given as figures. */
  readonly fees?: { readonly heading: string; readonly facts: readonly Fact[]; readonly note?: string };
  readonly nextStep: NextStep;
  readonly related: RelatedPages;
}
