// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  BEACON_PATTERN,
  MAX_BEACON_LENGTH,
  METRICS,
  beaconQuery,
  isoTime,
  logLineOf,
  parseBeacon,
  parseLogLine,
  type PageView,
} from './vitalsBeacon.mjs';

const VIEW: PageView = {
  route: '/savings_account',
  language: 'fr',
  shell: '0123456789ab',
  section: 'personal-banking',
  release: 'abcdef012345',
  connection: '4g',
  device: 'phone',
};
// A fixed date is safe here: the time a beacon was received is given to each call; nothing reads the clock.
const TIME = '2026-11-26T05:00:00+00:00';

describe('a beacon as the browser writes it', () => {
  it('lists the fields in their fixed order, milliseconds whole and the layout shift to four decimals', () => {
    expect(beaconQuery(VIEW, { Takeover: 1310.4, INP: 48.2, CLS: 0.012345, LCP: 1240.6, FCP: 812.4, TTFB: 95 })).toBe(
      'v=1&route=/savings_account&lang=fr&shell=0123456789ab&section=personal-banking&release=abcdef012345&connection=4g&device=phone&fcp=812&lcp=1241&ttfb=95&cls=0.0123&inp=48&takeover=1310',
    );
  });

  it('leaves out a value it cannot send right (out of range, negative, not a number), and sends nothing without a metric', () => {
    expect(beaconQuery(VIEW, { LCP: 1_000_000, FCP: -1, TTFB: Number.NaN, INP: 30 })).toMatch(/&device=phone&inp=30$/);
    expect(beaconQuery(VIEW, {})).toBeUndefined();
    expect(beaconQuery(VIEW, { LCP: 2_000_000 })).toBeUndefined();
  });

  it('says nothing of a connection type the browser invents', () => {
    expect(beaconQuery({ ...VIEW, connection: 'wifi' }, { LCP: 900 })).toContain('&connection=&device=phone&');
  });

  it('is read back by the hosts as the same values', () => {
    const query = beaconQuery(VIEW, { FCP: 812, LCP: 1240, TTFB: 95, CLS: 0.0123, INP: 48, Takeover: 1310 })!;
    expect(parseBeacon(query, TIME)).toEqual({
      record: {
        v: 1,
        time: TIME,
        route: '/savings_account',
        language: 'fr',
        shell: '0123456789ab',
        section: 'personal-banking',
        release: 'abcdef012345',
        connection: '4g',
        device: 'phone',
        fcp: 812,
        lcp: 1240,
        ttfb: 95,
        cls: 0.0123,
        inp: 48,
        takeover: 1310,
      },
    });
  });
});

describe('what the hosts refuse', () => {
  const valid = beaconQuery(VIEW, { FCP: 812, LCP: 1240, TTFB: 95, CLS: 0.0123, INP: 48 })!;
  it.each([
    ['another version', valid.replace('v=1', 'v=2')],
    ['an unknown metric', `${valid}&fid=3`],
    ['a metric twice', `${valid}&inp=50`],
    ['fields out of order', valid.replace('lang=fr&shell=0123456789ab', 'shell=0123456789ab&lang=fr')],
    ['a release id that is no build id', valid.replace('abcdef012345', 'ABCDEF012345')],
    ['a route with an encoded character', valid.replace('/savings_account', '/savings%2Faccount')],
    ['a language the site does not have', valid.replace('lang=fr', 'lang=de')],
    ['a device class it does not know', valid.replace('device=phone', 'device=tablet')],
    ['milliseconds with decimals', valid.replace('lcp=1240', 'lcp=1240.5')],
    ['a leading zero', valid.replace('lcp=1240', 'lcp=01240')],
    ['a layout shift of 100', valid.replace('cls=0.0123', 'cls=100')],
    ['no metric', valid.replace(/&fcp=.*$/, '')],
    ['a fragment of a beacon', 'v=1&route=/'],
    ['nothing', ''],
  ])('%s', (_what, query) => {
    expect(parseBeacon(query, TIME)).toHaveProperty('error');
  });

  it('refuses a query longer than the longest beacon before reading it', () => {
    expect(parseBeacon(`${valid}&x=${'y'.repeat(MAX_BEACON_LENGTH)}`, TIME)).toEqual({ error: 'beacon too long' });
  });

  it('is one pattern nginx reads the same way: anchored, with a named group per field and metric', () => {
    expect(BEACON_PATTERN.startsWith('^v=1&') && BEACON_PATTERN.endsWith('$')).toBe(true);
    for (const name of [
      'route',
      'lang',
      'shell',
      'section',
      'release',
      'connection',
      'device',
      ...METRICS.map(({ field }) => field),
    ]) {
      expect(BEACON_PATTERN).toContain(`(?<vitals_${name}>`);
    }
    // Nothing nginx's config would read as a variable or end the quoted string with.
    expect(BEACON_PATTERN).not.toMatch(/["';]|\$[A-Za-z{]/);
  });
});

describe('the log', () => {
  it('writes a record as one JSON line and reads it back', () => {
    const { record } = parseBeacon(beaconQuery(VIEW, { LCP: 1240, CLS: 0 })!, TIME) as {
      record: NonNullable<ReturnType<typeof parseLogLine>>;
    };
    const line = logLineOf(record);
    expect(line).toBe(
      '{"v":1,"time":"2026-11-26T05:00:00+00:00","route":"/savings_account","language":"fr","shell":"0123456789ab","section":"personal-banking","release":"abcdef012345","connection":"4g","device":"phone","fcp":null,"lcp":1240,"ttfb":null,"cls":0,"inp":null,"takeover":null}',
    );
    expect(parseLogLine(line)).toEqual(record);
  });

  it('reads a line written before the takeover was measured as one with no takeover', () => {
    const line =
      '{"v":1,"time":"2026-11-26T05:00:00+00:00","route":"/","language":"en","shell":"0123456789ab","section":"shell","release":"0123456789ab","connection":"","device":"phone","fcp":700,"lcp":900,"ttfb":80,"cls":0.05,"inp":40}';
    expect(parseLogLine(line)).toMatchObject({ fcp: 700, inp: 40, takeover: null });
  });

  it('reads nginx’s lines, whose time carries the server’s offset', () => {
    const line =
      '{"v":1,"time":"2026-11-26T06:00:00+01:00","route":"/","language":"en","shell":"0123456789ab","section":"shell","release":"0123456789ab","connection":"","device":"larger","fcp":700,"lcp":900,"ttfb":80,"cls":0.05,"inp":null}';
    expect(parseLogLine(line)).toMatchObject({
      route: '/',
      connection: '',
      fcp: 700,
      inp: null,
      time: '2026-11-26T06:00:00+01:00',
    });
  });

  it.each([
    ['a truncated line', '{"v":1,"time":"2026-11-26T05:00:00+00:00","route":"/"'],
    [
      'another version',
      '{"v":2,"time":"2026-11-26T05:00:00+00:00","route":"/","language":"en","shell":"0123456789ab","section":"shell","release":"0123456789ab","connection":"","device":"phone","fcp":1,"lcp":null,"ttfb":null,"cls":null,"inp":null}',
    ],
    [
      'a value as text',
      '{"v":1,"time":"2026-11-26T05:00:00+00:00","route":"/","language":"en","shell":"0123456789ab","section":"shell","release":"0123456789ab","connection":"","device":"phone","fcp":"1","lcp":null,"ttfb":null,"cls":null,"inp":null}',
    ],
    [
      'no time',
      '{"v":1,"route":"/","language":"en","shell":"0123456789ab","section":"shell","release":"0123456789ab","connection":"","device":"phone","fcp":1,"lcp":null,"ttfb":null,"cls":null,"inp":null}',
    ],
    [
      'no metric',
      '{"v":1,"time":"2026-11-26T05:00:00+00:00","route":"/","language":"en","shell":"0123456789ab","section":"shell","release":"0123456789ab","connection":"","device":"phone","fcp":null,"lcp":null,"ttfb":null,"cls":null,"inp":null}',
    ],
  ])('refuses %s', (_what, line) => {
    expect(parseLogLine(line)).toBeUndefined();
  });

  it('writes times as nginx does: to the second, with the offset', () => {
    expect(isoTime(new Date('2026-11-26T05:00:00.123Z'))).toBe('2026-11-26T05:00:00+00:00');
  });
});
