// The field-speed beacon, version 1 (docs/field-speed.md): what the browser sends, both hosts accept
// and log, and the report reads back. nginx's config is generated from BEACON_PATTERN, so that the
// hosts cannot disagree: fields in a fixed order, each from a closed set or a bounded number.
import { REMOTE_NAMES, SHELL_NAME } from '../build/packages.mjs';
import { LANGUAGES } from './routePath.mjs';

export const BEACON_VERSION = 1;
export const BEACON_PATH = '/vitals';

/** Refused before it is parsed: the longest valid beacon is about 300 characters. */
export const MAX_BEACON_LENGTH = 512;

/** Up to 16 minutes: anything longer is not a measurement. */
const MILLISECONDS = '0|[1-9][0-9]{0,5}';
const SCORE = '(?:0|[1-9][0-9]?)(?:\\.[0-9]{1,4})?';

/** In the order a beacon lists them. */
export const METRICS = Object.freeze([
  { name: 'FCP', field: 'fcp', unit: 'ms', pattern: MILLISECONDS },
  { name: 'LCP', field: 'lcp', unit: 'ms', pattern: MILLISECONDS },
  { name: 'TTFB', field: 'ttfb', unit: 'ms', pattern: MILLISECONDS },
  { name: 'CLS', field: 'cls', unit: '', pattern: SCORE },
  { name: 'INP', field: 'inp', unit: 'ms', pattern: MILLISECONDS },
  // From the visitor's first act to the app taking the page over (shell/src/start/boot.ts).
  { name: 'Takeover', field: 'takeover', unit: 'ms', pattern: MILLISECONDS },
]);

const BUILD_ID = '[0-9a-f]{12}';
/** Empty where the browser does not say. */
const CONNECTION_TYPES = Object.freeze(['slow-2g', '2g', '3g', '4g']);
/** A phone's screen has its shorter side under 600 CSS pixels. */
const DEVICE_CLASSES = Object.freeze(['phone', 'larger']);

/** `route` without the language's prefix: `/fr/…` is `lang=fr`. */
const FIELDS = [
  ['route', '/[A-Za-z0-9_/-]{0,100}'],
  ['lang', LANGUAGES.join('|')],
  ['shell', BUILD_ID],
  ['section', [SHELL_NAME, ...REMOTE_NAMES].join('|')],
  ['release', BUILD_ID],
  ['connection', `${CONNECTION_TYPES.join('|')}|`],
  ['device', DEVICE_CLASSES.join('|')],
];

/** nginx makes each capture group a variable (`$vitals_route`). */
export const captureName = (/** @type {string} */ field) => `vitals_${field}`;

/** Plain enough to mean the same to JavaScript and to nginx's PCRE; `(?=&)` requires a metric. */
export const BEACON_PATTERN =
  `^v=${BEACON_VERSION}` +
  FIELDS.map(([name, pattern]) => `&${name}=(?<${captureName(name)}>${pattern})`).join('') +
  '(?=&)' +
  METRICS.map(({ field, pattern }) => `(?:&${field}=(?<${captureName(field)}>${pattern}))?`).join('') +
  '$';

const BEACON_REGEX = new RegExp(BEACON_PATTERN);

/** A value outside its range is left out, never sent wrong. */
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

/** Whether the route and releases are known is the host's to check. */
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

/** nginx's log format is generated from it. */
export const RECORD_FIELDS = Object.freeze([
  'v',
  'time',
  'route',
  'language',
  'shell',
  'section',
  'release',
  'connection',
  'device',
  ...METRICS.map(({ field }) => field),
]);

export function logLineOf(record) {
  return JSON.stringify(Object.fromEntries(RECORD_FIELDS.map((field) => [field, record[field]])));
}

/** As nginx's `$time_iso8601`. */
export const isoTime = (date) => date.toISOString().replace(/\.\d{3}Z$/, '+00:00');

/** Undefined for a truncated line, another version or a value out of range. */
export function parseLogLine(line) {
  let value;
  try {
    value = JSON.parse(line);
  } catch {
    return undefined;
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    value.v !== BEACON_VERSION ||
    typeof value.time !== 'string' ||
    Number.isNaN(Date.parse(value.time))
  )
    return undefined;
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
    ...METRICS.flatMap(({ field }) =>
      value[field] === null || value[field] === undefined
        ? []
        : [`${field}=${typeof value[field] === 'number' ? value[field] : 'x'}`],
    ),
  ].join('&');
  const parsed = parseBeacon(query, value.time);
  return 'record' in parsed ? parsed.record : undefined;
}
