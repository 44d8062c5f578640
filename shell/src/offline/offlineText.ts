import { cameroonDay } from '@mboa/shared/clock';

/** One text per plural category, as shared/src/lib/messageTemplate.ts's PluralTexts (`{count}` is the count). */
export interface CountedText {
  readonly one: string;
  readonly other: string;
}

/** What the offline parts say in one language; the worker carries both, as it answers either with no network. */
export interface OfflineText {
  /** On a saved copy of a page; {date} is the day it was saved. */
  readonly savedCopyNotice: string;
  /** The offline page (a page never saved, asked for with no connection). */
  readonly offlinePage: {
    /** The tab's title and the page's heading. */
    readonly title: string;
    readonly intro: string;
    readonly tryAgain: string;
    readonly savedPagesHeading: string;
    /** After each saved page's link; {date} is the day it was saved. */
    readonly savedOn: string;
    readonly noSavedPages: string;
  };
  /** The offer on a section's hub page to keep the whole section (keepSectionOffline.ts). */
  readonly keepSection: {
    readonly heading: string;
    /** {pages}: how many; {size}: what it downloads (`size`). */
    readonly intro: string;
    /** {kb}: kilobytes, rounded up. */
    readonly size: string;
    readonly button: string;
    /** {count} of {total} pages saved so far. */
    readonly saving: CountedText;
    /** {count}: pages now on the phone. */
    readonly kept: CountedText;
    /** {count} of {total} could not be saved. */
    readonly failed: CountedText;
  };
}

/** `text` with `{date}` replaced by the day of `date` in Cameroon, written in the language's locale. */
export function withDate(text: string, date: Date, locale: string): string {
  return text.replace('{date}', cameroonDay(date, locale));
}
