// The one clock the site's code reads, in the browser, the service worker, at composition and on
// the hosts: tests fix it (vi.setSystemTime, Playwright's page.clock, libfaketime) for the whole
// path they run. Every date and time the site shows is Cameroon's, whatever the device's zone.

/** The time now, in milliseconds since 1970-01-01 UTC. */
export const now = () => Date.now();

/** Cameroon's offset from UTC: one hour all year (no daylight saving), the zone Africa/Douala. */
export const CAMEROON_UTC_OFFSET_MINUTES = 60;

/**
 * The instant `time` moved by Cameroon's offset: its UTC fields (getUTCHours, a formatter with
 * `timeZone: 'UTC'`) read Cameroon's wall clock, so no time-zone data is needed on the device.
 * @param {number | Date} time
 */
export const inCameroon = (time) => new Date(Number(time) + CAMEROON_UTC_OFFSET_MINUTES * 60_000);

/** The year in Cameroon at `time`. @param {number | Date} time */
export const cameroonYear = (time) => inCameroon(time).getUTCFullYear();

/** @type {Map<string, Intl.DateTimeFormat>} */
const dayFormats = new Map();

/**
 * The day in Cameroon at `time`, in words in `locale`: "4 March 2025" (en-CM), « 4 mars 2025 » (fr-CM).
 * @param {number | Date} time @param {string} locale
 */
export function cameroonDay(time, locale) {
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(inCameroon(time));
}
