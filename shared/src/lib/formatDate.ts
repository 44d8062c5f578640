/** "2026-09-14" → "14 September 2026" (en-CM), read and written in UTC so that no time zone moves it. */
export function formatIsoDate(iso: string, locale: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC rolls 2026-02-31 over into March: a real date reads back as itself.
  if (!match || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new Error(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  }
  return dateFormatOf(locale).format(date);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatOf(locale: string): Intl.DateTimeFormat {
  let format = dateFormats.get(locale);
  if (!format)
    dateFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })),
    );
  return format;
}
