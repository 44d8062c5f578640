// The field-speed beacon, version 1: what a sampled visitor's browser sends to the site's own
// origin (shell/src/vitals/), what both hosts accept and log (hosting/embedded/vitalsEndpoint.mjs,
// hosting/nginx/), and what the report reads back (hosting/vitals/). The pattern below is written
// once for all three: the nginx config is generated from it, so the hosts cannot disagree on
// what they accept. The contract in words: docs/field-speed.md.
//
// A beacon is a GET request whose query lists the fields in a fixed order, each value from a
// closed set or a bounded number, so nginx can check the whole of it with one regular expression
// and log it without an application server:
//   /vitals?v=1&route=/savings_account&lang=fr&shell=<id>&section=personal-banking&release=<id>
//          &connection=4g&device=phone&fcp=812&lcp=1240&ttfb=95&cls=0.012&inp=48&takeover=1310
// Every metric is optional, but a beacon carries at least one.

import { REMOTE_NAMES, SHELL_NAME } from '../build/packages.mjs';
import { LANGUAGES } from './routePath.mjs';

/** The schema's version: the `v` of every beacon and of every line a host logs. */
export const BEACON_VERSION = 1;

/** Where beacons go, on the site's own origin. */
export const BEACON_PATH = '/vitals';

/** A longer query is refused before it is parsed (the longest valid beacon is about 300 characters). */
export const MAX_BEACON_LENGTH = 512;

/** Milliseconds: a whole number up to 999,999 (16 minutes; anything longer is not a measurement). */
const MILLISECONDS = '0|[1-9][0-9]{0,5}';
/** Layout shift score: 0 to 99.9999, four decimals at most. */
const SCORE = '(?:0|[1-9][0-9]?)(?:\\.[0-9]{1,4})?';

/**
 * The metrics, in the order a beacon lists them. How a value is rated (good, poor) is the
 * report's: vitalsRatings.mjs, with web-vitals' thresholds.
 */
export const METRICS = Object.freeze([
  { name: 'FCP', field: 'fcp', unit: 'ms', pattern: MILLISECONDS },
  { name: 'LCP', field: 'lcp', unit: 'ms', pattern: MILLISECONDS },
  { name: 'TTFB', field: 'ttfb', unit: 'ms', pattern: MILLISECONDS },
  { name: 'CLS', field: 'cls', unit: '', pattern: SCORE },
  { name: 'INP', field: 'inp', unit: 'ms', pattern: MILLISECONDS },
  // From the visitor's first act to the app taking the page over (shell/src/start/boot.ts).
  { name: 'Takeover', field: 'takeover', unit: 'ms', pattern: MILLISECONDS },
]);

/** A build id, as the deploy command names releases (hosting/deploy/releases.mjs, buildIdOf). */
const BUILD_ID = '[0-9a-f]{12}';
/** The connection's effective type, as the browser reports it; empty where it does not. */
const CONNECTION_TYPES = Object.freeze(['slow-2g', '2g', '3g', '4g']);
/** A phone (the screen's shorter side under 600 CSS pixels), or anything larger. */
const DEVICE_CLASSES = Object.freeze(['phone', 'larger']);

/**
 * The fields before the metrics, in order: each name and the pattern of its value. `route` is the
 * route as the site's route list spells it, without the language's prefix (`/fr/…` is `lang=fr`).
 */
const FIELDS = [
  ['route', '/[A-Za-z0-9_/-]{0,100}'],
  ['lang', LANGUAGES.join('|')],
  ['shell', BUILD_ID],
  ['section', [SHELL_NAME, ...REMOTE_NAMES].join('|')],
  ['release', BUILD_ID],
  ['connection', `${CONNECTION_TYPES.join('|')}|`],
  ['device', DEVICE_CLASSES.join('|')],
];

/** The name of the capture group of a field: nginx makes each a variable (`$vitals_route`). */
export const captureName = (/** @type {string} */ field) => `vitals_${field}`;

/**
 * The whole query of a valid beacon, anchored; plain enough to mean the same to JavaScript and to
 * nginx's PCRE. After the fields, `(?=&)` requires at least one metric.
 */
export const BEACON_PATTERN =
  `^v=${BEACON_VERSION}` +
  FIELDS.map(([name, pattern]) => `&${name}=(?<${captureName(name)}>${pattern})`).join('') +
  '(?=&)' +
  METRICS.map(({ field, pattern }) => `(?:&${field}=(?<${captureName(field)}>${pattern}))?`).join('') +
  '$';

const BEACON_REGEX = new RegExp(BEACON_PATTERN);

/**
 * What the browser knows of its page view.
 * @typedef {object} PageView
 * @property {string} route
 * @property {'en' | 'fr'} language
 * @property {string} shell the shell's build id
 * @property {string} section the package that owns the route (`shell` for the shell's own pages)
 * @property {string} release that package's build id
 * @property {string} connection '' where the browser does not say
 * @property {'phone' | 'larger'} device
 */

/**
 * The query of a beacon (without `?`) for a page view and the metrics measured so far; undefined
 * when no metric can be sent. A value outside its range is left out, never sent wrong.
 * @param {PageView} view
 * @param {Partial<Record<'FCP' | 'LCP' | 'TTFB' | 'CLS' | 'INP' | 'Takeover', number>>} values
 */
export function beaconQuery(view, values) {
  const fields = [
    `v=${BEACON_VERSION}`,
    `route=${view.route}`,
    `lang=${view.language}`,
    `shell=${view.shell}`,
    `section=${view.section}`,
    `release=${view.release}`,
    `connection=${CONNECTION_TYPES.includes(view.connection) ? view.connection : ''}`,
    `device=${view.device}`,
  ];
  const metrics = METRICS.flatMap(({ name, field, unit, pattern }) => {
    const value = values[/** @type {'FCP'} */ (name)];
    if (value === undefined || !Number.isFinite(value) || value < 0) return [];
    const text = unit === 'ms' ? String(Math.round(value)) : String(Number(value.toFixed(4)));
    return new RegExp(`^(?:${pattern})$`).test(text) ? [`${field}=${text}`] : [];
  });
  const query = [...fields, ...metrics].join('&');
  return metrics.length > 0 && query.length <= MAX_BEACON_LENGTH && BEACON_REGEX.test(query) ? query : undefined;
}

/**
 * A beacon as both hosts log it: one JSON object a line, the metrics numbers or null.
 * @typedef {object} VitalsRecord
 * @property {number} v
 * @property {string} time ISO 8601, when the host received it
 * @property {string} route
 * @property {string} language
 * @property {string} shell
 * @property {string} section
 * @property {string} release
 * @property {string} connection
 * @property {string} device
 * @property {number | null} fcp
 * @property {number | null} lcp
 * @property {number | null} ttfb
 * @property {number | null} cls
 * @property {number | null} inp
 * @property {number | null} takeover
 */

/**
 * The record of a beacon's query, or why it is refused. Whether its route and releases are known
 * is the host's to check.
 * @param {string} query without `?`
 * @param {string} time
 * @returns {{ record: VitalsRecord } | { error: string }}
 */
export function parseBeacon(query, time) {
  if (query.length > MAX_BEACON_LENGTH) return { error: 'beacon too long' };
  const groups = BEACON_REGEX.exec(query)?.groups;
  if (!groups) return { error: 'not a version 1 beacon' };
  const capture = (/** @type {string} */ field) => groups[captureName(field)] ?? '';
  const metric = (/** @type {string} */ field) => (capture(field) === '' ? null : Number(capture(field)));
  return {
    record: {
      v: BEACON_VERSION,
      time,
      route: capture('route'),
      language: capture('lang'),
      shell: capture('shell'),
      section: capture('section'),
      release: capture('release'),
      connection: capture('connection'),
      device: capture('device'),
      fcp: metric('fcp'),
      lcp: metric('lcp'),
      ttfb: metric('ttfb'),
      cls: metric('cls'),
      inp: metric('inp'),
      takeover: metric('takeover'),
    },
  };
}

/** The record's fields in the order a log line lists them (nginx's log format is generated from it). */
export const RECORD_FIELDS = Object.freeze(['v', 'time', 'route', 'language', 'shell', 'section', 'release', 'connection', 'device', ...METRICS.map(({ field }) => field)]);

/** A record's log line (without the newline), as nginx writes it too. @param {VitalsRecord} record */
export function logLineOf(record) {
  return JSON.stringify(Object.fromEntries(RECORD_FIELDS.map((field) => [field, record[/** @type {keyof VitalsRecord} */ (field)]])));
}

/** The time as nginx's `$time_iso8601` writes it (seconds, with the offset). @param {Date} date */
export const isoTime = (date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/**
 * A log line read back: the record, or undefined for a line that is not a version 1 record
 * (a truncated line, another version, a value out of range).
 * @param {string} line
 * @returns {VitalsRecord | undefined}
 */
export function parseLogLine(line) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || value.v !== BEACON_VERSION || typeof value.time !== 'string' || Number.isNaN(Date.parse(value.time))) return undefined;
  const text = (/** @type {string} */ field) => (typeof value[field] === 'string' ? value[field] : undefined);
  const query = [
    `v=${BEACON_VERSION}`,
    `route=${text('route')}`,
    `lang=${text('language')}`,
    `shell=${text('shell')}`,
    `section=${text('section')}`,
    `release=${text('release')}`,
    `connection=${text('connection')}`,
    `device=${text('device')}`,
    ...METRICS.flatMap(({ field }) => (value[field] === null || value[field] === undefined ? [] : [`${field}=${typeof value[field] === 'number' ? value[field] : 'x'}`])),
  ].join('&');
  const parsed = parseBeacon(query, value.time);
  return 'record' in parsed ? parsed.record : undefined;
}
