const MONTHS = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

/**
 * "2026-09-14" → "14 September 2026". Written out rather than Intl, so that every browser shows
 * the same words and the date does not move with the visitor's time zone.
 */
export function formatIsoDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !month || Number(match[3]) < 1 || Number(match[3]) > 31) throw new Error(`Not an ISO date (YYYY-MM-DD): ${iso}`);
  return `${Number(match[3])} ${month} ${match[1]}`;
}
