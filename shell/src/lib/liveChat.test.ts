import { afterAll, describe, expect, it } from 'vitest';
import { identity } from '@mboa/shared';
import { describeLiveChatStatus, liveChatStatus, msUntilNextMinute } from './liveChat';

/** Instants written in Central Africa Time (UTC+1); 2026-11-21 is a Saturday. */
const cat = (isoLocal: string) => new Date(`${isoLocal}+01:00`);

const EDGES: [label: string, instant: Date, sentence: string][] = [
  ['Saturday 15:59', cat('2026-11-21T15:59:00'), 'Chat is open now, until 16:00 today (Limbe time).'],
  ['Saturday 15:59:59', cat('2026-11-21T15:59:59'), 'Chat is open now, until 16:00 today (Limbe time).'],
  ['Saturday 16:00', cat('2026-11-21T16:00:00'), 'Chat is closed now. It opens on Monday at 8:00 (Limbe time).'],
  ['Saturday 23:59', cat('2026-11-21T23:59:00'), 'Chat is closed now. It opens on Monday at 8:00 (Limbe time).'],
  // Sunday 0:30 in Limbe is still Saturday in UTC: the day must be Limbe's.
  ['Sunday 0:30', cat('2026-11-22T00:30:00'), 'Chat is closed now. It opens tomorrow, Monday, at 8:00 (Limbe time).'],
  ['Sunday 12:00', cat('2026-11-22T12:00:00'), 'Chat is closed now. It opens tomorrow, Monday, at 8:00 (Limbe time).'],
  // Monday 0:30 in Limbe is still Sunday in UTC.
  ['Monday 0:30', cat('2026-11-23T00:30:00'), 'Chat is closed now. It opens today at 8:00 (Limbe time).'],
  ['Monday 7:59', cat('2026-11-23T07:59:00'), 'Chat is closed now. It opens today at 8:00 (Limbe time).'],
  ['Monday 8:00', cat('2026-11-23T08:00:00'), 'Chat is open now, until 16:00 today (Limbe time).'],
  ['Wednesday 16:00', cat('2026-11-25T16:00:00'), 'Chat is closed now. It opens tomorrow, Thursday, at 8:00 (Limbe time).'],
  ['Friday 20:00', cat('2026-11-27T20:00:00'), 'Chat is closed now. It opens tomorrow, Saturday, at 8:00 (Limbe time).'],
];

/**
 * Machine zones far from Limbe on both sides (and the date line), with the local hour Saturday
 * 15:59 in Limbe is there: proof that the zone really changed for the process.
 */
const MACHINE_ZONES: [zone: string, localHourOfSaturday1559: number][] = [
  ['America/New_York', 9],
  ['Asia/Tokyo', 23],
  ['Pacific/Kiritimati', 4],
  ['UTC', 14],
];

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

describe.each(MACHINE_ZONES)('live chat status on a machine set to %s', (zone, localHour) => {
  it('the machine zone is in effect', () => {
    process.env.TZ = zone;
    expect(cat('2026-11-21T15:59:00').getHours()).toBe(localHour);
  });

  it.each(EDGES)('%s in Limbe', (_label, instant, sentence) => {
    process.env.TZ = zone;
    expect(cat('2026-11-21T15:59:00').getHours()).toBe(localHour); // this zone, not the previous one
    expect(describeLiveChatStatus(liveChatStatus(instant))).toBe(sentence);
  });
});

describe('live chat status', () => {
  it('uses the same hours and days as the text every page shows', () => {
    const { schedule, hours, days } = identity.liveChat;
    const clock = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    expect(`${clock(schedule.opensAt)}-${clock(schedule.closesAt)}`).toBe(hours);
    expect(days).toBe('Monday to Saturday');
    expect([...schedule.days].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('is open exactly from 8:00 up to, not including, 16:00 on Monday to Saturday', () => {
    process.env.TZ = 'Asia/Tokyo';
    const openMinutes: string[] = [];
    // Every minute of one week in Limbe, Monday 2026-11-23 0:00 onwards.
    const start = cat('2026-11-23T00:00:00').getTime();
    for (let minute = 0; minute < 7 * 24 * 60; minute++) {
      if (liveChatStatus(new Date(start + minute * 60_000)).open) openMinutes.push(String(minute));
    }
    expect(openMinutes).toHaveLength(6 * 8 * 60);
    const firstOfDay = (day: number) => String(day * 24 * 60 + 8 * 60);
    const lastOfDay = (day: number) => String(day * 24 * 60 + 16 * 60 - 1);
    for (let day = 0; day < 6; day++) expect(openMinutes).toEqual(expect.arrayContaining([firstOfDay(day), lastOfDay(day)]));
    expect(openMinutes).not.toContain(firstOfDay(6)); // Sunday
  });

  it('waits until the next minute starts before it can change', () => {
    expect(msUntilNextMinute(cat('2026-11-21T15:59:00'))).toBe(60_000);
    expect(msUntilNextMinute(cat('2026-11-21T15:59:59.250'))).toBe(750);
  });
});
