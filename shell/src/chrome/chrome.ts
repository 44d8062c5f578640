import type { AppStoreBadgeText, PageMeta, RoutePath, SocialLink } from '@mboa/shared';

/** One link of the header's main navigation. */
export interface MainNavLink {
  readonly to: string;
  readonly text: string;
  /** Calls to action are drawn as buttons on wide screens. */
  readonly emphasis?: 'button' | 'button-secondary';
}

/** One footer link. An href starting with "#" is an in-page anchor, anything else a site path. */
export interface FooterLink {
  readonly href: string;
  readonly text: string;
  /** For an anchor: the page that holds it, opened when the current page does not. */
  readonly anchorPage?: RoutePath;
}

export interface FooterColumn {
  /** Stable id: used for the heading id and as data-footer-column for tests. */
  readonly id: string;
  readonly heading: string;
  readonly links: readonly FooterLink[];
}

/**
 * The record of the site's chrome in one language (chrome.en.ts, chrome.fr.ts): what the
 * header, the footer, the not-found and error screens and the loading states say. It is loaded
 * before the app's first render (start/main.tsx) and read through useChromeText (chrome/chromeText.ts).
 */
export interface ChromeText {
  readonly header: {
    readonly skipLink: string;
    /** The main navigation landmark's name. */
    readonly navigationLabel: string;
    /** The phone menu's toggle. */
    readonly menu: string;
    readonly links: readonly MainNavLink[];
    /** The language link's name for screen readers, in the other language ("Read this page in French"). */
    readonly otherLanguageLabel: string;
    /** The header's search form (layout/HeaderSearch.tsx); on a phone its toggle opens it. */
    readonly search: {
      readonly label: string;
      readonly submit: string;
      readonly toggle: string;
    };
  };
  readonly footer: {
    /** The product contract's four columns: their hrefs, order and spelling are contract. */
    readonly columns: readonly FooterColumn[];
    readonly followUs: string;
    readonly getTheApp: string;
    readonly headOffice: string;
    readonly regulatoryInformation: string;
    /** A social link's name: "Mboa CCU on Facebook (opens in a new tab)". */
    readonly socialLinkLabel: (network: SocialLink['network']) => string;
  };
  readonly appStoreBadges: AppStoreBadgeText;
  readonly notFound: {
    readonly meta: PageMeta;
    readonly heading: string;
    readonly text: string;
    readonly homeLink: string;
  };
  readonly error: {
    readonly heading: string;
    /** How a failed section's error is named on screen (the product contract's "Loading chunk failed"). */
    readonly chunkLoadFailed: string;
    readonly text: string;
    readonly retry: string;
    readonly homeLink: string;
  };
  /** The bar above a page composed for a preview link (server/ReleasePreviewBar.tsx). */
  readonly releasePreview: {
    /** The bar's landmark name. */
    readonly label: string;
    /** What the browser is seeing: the section's name and the release's build id. */
    readonly seeing: (section: string, buildId: string) => string;
    /** The link that ends the preview. */
    readonly end: string;
  };
  readonly loading: {
    /** The home page's 500 ms full-screen overlay: the product contract's "One sec, loading ...". */
    readonly homeOverlay: string;
    /** A shell page's code loading. */
    readonly page: string;
    /** A section's page loading from its remote. */
    readonly section: string;
  };
  /**
   * Offered on this language's pages to a visitor whose browser prefers the other language:
   * written in that other language, so the visitor can read it. Empty texts: no offer.
   */
  readonly languageOffer: {
    readonly text: string;
    readonly link: string;
    readonly dismiss: string;
  };
}
