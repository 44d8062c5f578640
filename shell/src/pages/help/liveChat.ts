import { identity, inCameroon, type LiveChatSchedule } from '@mboa/shared';
import { fillTemplate, type MessageTemplate } from '@mboa/shared';

const MINUTES_PER_DAY = 24 * 60;

/** Day numbers as Date#getUTCDay gives them: 0 Sunday … 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** Whether live chat is staffed at an instant, and if not when it next opens (in minutes after local midnight). */
export type LiveChatStatus =
  | { readonly open: true; readonly closesAt: number }
  | {
      readonly open: false;
      readonly opensOn: 'today' | 'tomorrow' | 'later';
      readonly weekday: Weekday;
      readonly opensAt: number;
    };

/**
 * The sentences that say the status, in one language (a page's record). Blanks: `{time}` (a
 * clock time written with `clock`), `{weekday}` (the day's name, written by `Intl`). The local
 * time's name (identity.liveChat.schedule.localTimeName) is written into the record itself.
 */
export interface LiveChatStatusText {
  /** Where the time is not known yet (the server's HTML, and with JavaScript off): true at any time. */
  readonly hours: string;
  readonly open: MessageTemplate;
  readonly opensToday: MessageTemplate;
  readonly opensTomorrow: MessageTemplate;
  readonly opensLater: MessageTemplate;
  /** A clock time from `{hour}` and `{minute}` (two digits): "{hour}:{minute}", "{hour} h {minute}". */
  readonly clock: MessageTemplate;
}

/** The chat status at `now`, in Cameroon's time whatever zone the visitor's device is set to. */
export function liveChatStatus(now: Date, schedule: LiveChatSchedule = identity.liveChat.schedule): LiveChatStatus {
  const local = inCameroon(now);
  const day = local.getUTCDay() as Weekday;
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const staffedToday = schedule.days.includes(day);
  if (staffedToday && minute >= schedule.opensAt && minute < schedule.closesAt) {
    return { open: true, closesAt: schedule.closesAt };
  }
  const opensAt = schedule.opensAt;
  if (staffedToday && minute < schedule.opensAt) return { open: false, opensOn: 'today', weekday: day, opensAt };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = ((day + ahead) % 7) as Weekday;
    if (schedule.days.includes(next)) {
      return { open: false, opensOn: ahead === 1 ? 'tomorrow' : 'later', weekday: next, opensAt };
    }
  }
  throw new Error('The live chat schedule has no opening day.');
}

/**
 * One sentence for the page, in the record's language: "Chat is open now, until 16:00 today
 * (Limbe time)." Times and day names are written by `Intl` in `locale` (LOCALES[language]).
 */
export function describeLiveChatStatus(status: LiveChatStatus, text: LiveChatStatusText, locale: string): string {
  if (status.open) return fillTemplate(text.open, { time: clockTime(status.closesAt, text, locale) }, locale);
  const template = { today: text.opensToday, tomorrow: text.opensTomorrow, later: text.opensLater }[status.opensOn];
  return fillTemplate(
    template,
    { time: clockTime(status.opensAt, text, locale), weekday: weekdayName(status.weekday, locale) },
    locale,
  );
}

/** Milliseconds from `now` to the start of the next minute: when the status can next change. */
export function msUntilNextMinute(now: Date): number {
  return 60_000 - (now.getTime() % 60_000);
}

/** A time of day, minutes after midnight, as the record's clock writes it: "16:00", "16 h 00". */
export function clockTime(minutes: number, text: Pick<LiveChatStatusText, 'clock'>, locale: string): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const twoDigits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2 });
  return fillTemplate(text.clock, { hour: Math.floor(m / 60), minute: twoDigits.format(m % 60) }, locale);
}

/** The day's name in `locale`: "Monday", "lundi". */
export function weekdayName(day: Weekday, locale: string): string {
  // 2026-11-22 is a Sunday (day 0).
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, 10, 22 + day)),
  );
}
