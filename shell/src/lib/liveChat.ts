import { identity, type LiveChatSchedule } from '@mboa/shared';

const MINUTES_PER_DAY = 24 * 60;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Whether live chat is staffed at an instant, and if not, when it next opens. */
export type LiveChatStatus =
  | { readonly open: true; readonly closesAt: string }
  | { readonly open: false; readonly opensOn: 'today' | 'tomorrow' | Weekday; readonly weekday: Weekday; readonly opensAt: string };

/**
 * The chat status at `now`, computed in the institution's time zone (a fixed offset: Cameroon has
 * no daylight saving), whatever zone the visitor's device is set to. Only UTC fields of the
 * shifted instant are read, so the machine's own zone never enters the calculation.
 */
export function liveChatStatus(now: Date, schedule: LiveChatSchedule = identity.liveChat.schedule): LiveChatStatus {
  const local = new Date(now.getTime() + schedule.utcOffsetMinutes * 60_000);
  const day = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const staffedToday = schedule.days.includes(day);
  if (staffedToday && minute >= schedule.opensAt && minute < schedule.closesAt) {
    return { open: true, closesAt: clockTime(schedule.closesAt) };
  }
  const opensAt = clockTime(schedule.opensAt);
  if (staffedToday && minute < schedule.opensAt) return { open: false, opensOn: 'today', weekday: WEEKDAYS[day]!, opensAt };
  for (let ahead = 1; ahead <= 7; ahead++) {
    const next = (day + ahead) % 7;
    if (schedule.days.includes(next)) {
      return { open: false, opensOn: ahead === 1 ? 'tomorrow' : WEEKDAYS[next]!, weekday: WEEKDAYS[next]!, opensAt };
    }
  }
  throw new Error('The live chat schedule has no opening day.');
}

/** One sentence for the page: "Chat is open now, until 16:00 today (Limbe time)." */
export function describeLiveChatStatus(status: LiveChatStatus, localTimeName = identity.liveChat.schedule.localTimeName): string {
  if (status.open) return `Chat is open now, until ${status.closesAt} today (${localTimeName}).`;
  const when =
    status.opensOn === 'today' ? 'today' : status.opensOn === 'tomorrow' ? `tomorrow, ${status.weekday},` : `on ${status.opensOn}`;
  return `Chat is closed now. It opens ${when} at ${status.opensAt} (${localTimeName}).`;
}

/**
 * The sentence shown where the time is not known yet: in the server's HTML, before the page's
 * script has run (and so with JavaScript off). True at any time: "Chat is open 8:00-16:00,
 * Monday to Saturday (Limbe time)."
 */
export function describeLiveChatHours(chat: Pick<typeof identity.liveChat, 'hours' | 'days' | 'schedule'> = identity.liveChat): string {
  return `Chat is open ${chat.hours}, ${chat.days} (${chat.schedule.localTimeName}).`;
}

/** Milliseconds from `now` to the start of the next minute: when the status can next change. */
export function msUntilNextMinute(now: Date): number {
  return 60_000 - (now.getTime() % 60_000);
}

function clockTime(minutes: number): string {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${Math.floor(m / 60)}:${String(m % 60).padStart(2, '0')}`;
}
