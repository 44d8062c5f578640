import { LOCALES, useLanguage } from '../language/language';
import { formatIsoDate } from '../lib/formatDate';

/** A date of a record (YYYY-MM-DD) as a `<time>`, written in the page's language. */
export function IsoDate({ date, className }: { date: string; className?: string }) {
  const language = useLanguage();
  return (
    <time className={className} dateTime={date}>
      {formatIsoDate(date, LOCALES[language])}
    </time>
  );
}
