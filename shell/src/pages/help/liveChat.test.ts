import { afterAll, describe, expect, it } from 'vitest';
import { LOCALES, identity } from '@mboa/shared';
import english from './helpCenter.en';
import french from './helpCenter.fr';
import { clockTime, describeLiveChatStatus, liveChatStatus, msUntilNextMinute, weekdayName } from './liveChat';

/** Instants written in Central Africa Time (UTC+1); 2026-11-21 is a Saturday. */
// Fixed dates are safe here: each status is computed for the instant given; nothing below reads the clock.
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
  [
    'Wednesday 16:00',
    cat('2026-11-25T16:00:00'),
    'Chat is closed now. It opens tomorrow, Thursday, at 8:00 (Limbe time).',
  ],
  [
    'Friday 20:00',
    cat('2026-11-27T20:00:00'),
    'Chat is closed now. It opens tomorrow, Saturday, at 8:00 (Limbe time).',
  ],
];

const FRENCH_EDGES: [label: string, instant: Date, sentence: string][] = [
  [
    'Saturday 15:59',
    cat('2026-11-21T15:59:00'),
    "Le chat est ouvert, jusqu'à 16\u00a0h\u00a000 aujourd'hui (heure de Limbe).",
  ],
  [
    'Saturday 16:00',
    cat('2026-11-21T16:00:00'),
    'Le chat est fermé pour le moment. Il ouvre lundi à 8\u00a0h\u00a000 (heure de Limbe).',
  ],
  [
    'Sunday 0:30',
    cat('2026-11-22T00:30:00'),
    'Le chat est fermé pour le moment. Il ouvre demain, lundi, à 8\u00a0h\u00a000 (heure de Limbe).',
  ],
  [
    'Monday 7:59',
    cat('2026-11-23T07:59:00'),
    "Le chat est fermé pour le moment. Il ouvre aujourd'hui à 8\u00a0h\u00a000 (heure de Limbe).",
  ],
  [
    'Wednesday 16:00',
    cat('2026-11-25T16:00:00'),
    'Le chat est fermé pour le moment. Il ouvre demain, jeudi, à 8\u00a0h\u00a000 (heure de Limbe).',
  ],
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
    expect(describeLiveChatStatus(liveChatStatus(instant), english.chat.status, LOCALES.en)).toBe(sentence);
  });

  it.each(FRENCH_EDGES)('%s in Limbe, in French', (_label, instant, sentence) => {
    process.env.TZ = zone;
    expect(describeLiveChatStatus(liveChatStatus(instant), french.chat.status, LOCALES.fr)).toBe(sentence);
  });
});

describe('live chat status', () => {
  it('uses the same hours and days as the text every page shows, in both languages', () => {
    const { schedule, hours } = identity.liveChat;
    const span = (text: { clock: string }, locale: string) => [
      clockTime(schedule.opensAt, text, locale),
      clockTime(schedule.closesAt, text, locale),
    ];
    const [enOpens, enCloses] = span(english.chat.status, LOCALES.en);
    expect(hours.en.startsWith(`${enOpens}-${enCloses}, Monday to Saturday,`)).toBe(true);
    const [frOpens, frCloses] = span(french.chat.status, LOCALES.fr);
    expect(
      hours.fr.replace(/\s/g, ' ').startsWith(`${frOpens} - ${frCloses}, du lundi au samedi,`.replace(/\s/g, ' ')),
    ).toBe(true);
    expect([...schedule.days].sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(english.chat.status.hours).toContain(hours.en);
    expect(french.chat.status.hours).toContain(hours.fr);
  });

  it('names the days in each language', () => {
    expect([0, 1, 6].map((day) => weekdayName(day as 0 | 1 | 6, LOCALES.en))).toEqual(['Sunday', 'Monday', 'Saturday']);
    expect([0, 1, 6].map((day) => weekdayName(day as 0 | 1 | 6, LOCALES.fr))).toEqual(['dimanche', 'lundi', 'samedi']);
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
    for (let day = 0; day < 6; day++)
      expect(openMinutes).toEqual(expect.arrayContaining([firstOfDay(day), lastOfDay(day)]));
    expect(openMinutes).not.toContain(firstOfDay(6)); // Sunday
  });

  it('waits until the next minute starts before it can change', () => {
    expect(msUntilNextMinute(cat('2026-11-21T15:59:00'))).toBe(60_000);
    expect(msUntilNextMinute(cat('2026-11-21T15:59:59.250'))).toBe(750);
  });
});
