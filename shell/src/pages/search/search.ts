import type { MessageTemplate, PageMeta, PluralTexts } from '@mboa/shared';

/** The search page's record (search.en.ts, search.fr.ts). */
export interface SearchContent {
  readonly meta: PageMeta;
  readonly heading: string;
  readonly intro: string;
  readonly field: {
    readonly label: string;
    readonly hint: string;
    readonly submit: string;
  };
  /** Written with JavaScript off, where the search cannot run and the A to Z list stands in. */
  readonly needsJavaScript: string;
  readonly status: {
    readonly searching: string;
    readonly matches: PluralTexts;
    /** `{shown}` of `{count}`, when more pages match than are listed. */
    readonly moreMatches: MessageTemplate;
    readonly none: MessageTemplate;
    readonly failed: string;
  };
  /** One sentence per part of the site whose index could not be loaded: `{section}`. */
  readonly unsearchable: MessageTemplate;
  /** With no connection, search covers the `{count}` pages saved on this device whose index is kept with them. */
  readonly offline: { readonly none: string; readonly some: PluralTexts };
  /** The results' heading, for screen readers. */
  readonly resultsHeading: string;
  /** Shows the next results. */
  readonly more: string;
  readonly result: {
    /** Before the section's name under each result, for screen readers and sighted readers alike. */
    readonly section: string;
  };
  readonly index: {
    readonly heading: string;
    readonly intro: string;
    /** Opens this page as a document, which carries the list (a page reached in the app has none). */
    readonly browse: string;
  };
  /** The home page's name in the A to Z list. */
  readonly homePage: string;
  /** The name of the pages the shell itself publishes (home, help, about us, sign-in), as a section. */
  readonly shellSection: string;
}
