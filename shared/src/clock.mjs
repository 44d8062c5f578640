// The one clock the site's code reads, which tests fix; every date shown is Cameroon's (docs/decisions/clock.md).

export const now = () => Date.now();

/** Africa/Douala: no daylight saving. */
export const CAMEROON_UTC_OFFSET_MINUTES = 60;

/** Its UTC fields read Cameroon's wall clock, so that no time-zone data is needed on the device. */
export const inCameroon = (time) => new Date(Number(time) + CAMEROON_UTC_OFFSET_MINUTES * 60_000);

export const cameroonYear = (time) => inCameroon(time).getUTCFullYear();

const dayFormats = new Map();

/** "4 March 2025" (en-CM), « 4 mars 2025 » (fr-CM). */
export function cameroonDay(time, locale) {
  let format = dayFormats.get(locale);
  if (!format)
    dayFormats.set(
      locale,
      (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })),
    );
  return format.format(inCameroon(time));
}
