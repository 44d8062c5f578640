import type { PageMeta, RoutePath } from '@mboa/shared';
import type { SearchResultTexts } from './articleSearch';
import type { MessageTemplate } from '@mboa/shared';

/** What an article is about; its name in each language is in the record (`article.categories`). */
export type BlogCategory = 'service-update' | 'security' | 'savings' | 'community' | 'business';

export interface BlogArticle {
  /** Stable id: the article's anchor on the page (the same in both languages). */
  readonly id: string;
  readonly title: string;
  /** Publication date, YYYY-MM-DD. */
  readonly date: string;
  readonly kind: BlogCategory;
  /** One or two sentences; searched together with the title. */
  readonly summary: string;
  /** The article itself, one paragraph each. */
  readonly body: readonly string[];
  /** The page of the site the article is about, linked under its summary. */
  readonly related?: { readonly href: RoutePath; readonly text: string };
}

/** The blog and news page's record (/blog), one per language. */
export interface BlogContent {
  readonly meta: PageMeta;
  readonly banner: {
    readonly title: string;
    readonly description: string;
    /** The product contract's two buttons: "Search" (to the field) and "Stay Connected" (to the social links). */
    readonly search: string;
    readonly stayConnected: string;
  };
  readonly search: {
    readonly label: string;
    readonly hint: string;
    readonly clear: string;
    /** Said in a `<noscript>` under the field: filtering is the page's script. */
    readonly needsJavaScript: string;
    readonly results: SearchResultTexts;
  };
  readonly articlesHeading: string;
  readonly article: {
    readonly categories: Readonly<Record<BlogCategory, string>>;
    /** The disclosure that opens the full text. */
    readonly readMore: string;
    /** After it, for screen readers only: which article. Blank: `{title}`. */
    readonly readMoreContext: MessageTemplate;
  };
  /** Newest first. */
  readonly articles: readonly BlogArticle[];
  readonly stayConnected: {
    readonly heading: string;
    readonly text: string;
    /** A social link's text. Blanks: `{name}` (the institution's short name), `{network}`. */
    readonly socialLink: MessageTemplate;
    readonly appText: string;
  };
}
