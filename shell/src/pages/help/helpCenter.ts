import type { LinkCard, PageMeta, SitePath } from '@mboa/shared';
import type { LiveChatStatusText } from './liveChat';

/** A category card of the help centre: it leads to one page of the site (or a topic on it). */
export interface HelpCategory extends LinkCard {
  readonly href: SitePath | `${SitePath}#${string}`;
}

/** The live chat block: the hours, whether chat is open now, and how to start a chat. */
export interface ChatSupportContent {
  readonly heading: string;
  readonly hoursLine: string;
  /** The status line: the hours until the time is known, then open or closed now. */
  readonly status: LiveChatStatusText;
  readonly paragraphs: readonly string[];
  readonly whatsappLabel: string;
  /** The institution's e-mail addresses in it are shown as mail links. */
  readonly afterHours: string;
}

/** The help centre's record (/help-center), one per language. */
export interface HelpCenterContent {
  readonly meta: PageMeta;
  readonly banner: { readonly title: string; readonly description: string };
  readonly categories: { readonly heading: string; readonly intro: string; readonly cards: readonly HelpCategory[] };
  readonly chat: ChatSupportContent;
}
