import type { InfoPageContent, MailAction } from '../infoPage/infoPage';

/** A press release or news item. */
export interface PressRelease {
  readonly id: string;
  /** ISO date, YYYY-MM-DD (the page writes it in its language). */
  readonly date: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
}

/** The Press page's record (/press, press.en.ts, press.fr.ts). */
export interface PressContent extends InfoPageContent {
  /** Newest first. */
  readonly releases: { readonly heading: string; readonly intro: string; readonly items: readonly PressRelease[] };
  readonly mediaContact: { readonly heading: string; readonly text: string; readonly action: MailAction };
  readonly factSheet: { readonly heading: string; readonly items: readonly string[] };
}
