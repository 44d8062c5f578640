// A section's canary against its live release (docs/field-speed.md, "Comparing a canary with the
// live release"): the page views of each over the same period, each metric's p75 for both, their
// difference, whether that difference is clear, and one verdict. Pure figures, as report.mjs;
// compareText.mjs and comparePage.mjs show them.
import { RATED_METRICS } from '../../shared/src/vitalsRatings.mjs';
import { nearestRankPercentile, summarize } from './summary.mjs';

/**
 * @typedef {import('../../shared/src/vitalsBeacon.mjs').VitalsRecord} VitalsRecord
 * @typedef {import('../../shared/src/vitalsRatings.mjs').RatedMetric} RatedMetric
 * @typedef {import('./summary.mjs').MetricSummary} MetricSummary
 * @typedef {import('./summary.mjs').MetricSummaries} MetricSummaries
 */

/**
 * What the comparison reads of a section's releases.json (hosting/deploy/releases.mjs, readState):
 * the live release, and the candidate, whose canary is optional as the candidate itself is.
 * @typedef {object} CanaryState
 * @property {string[]} history build ids in the order they went live; the last is live
 * @property {{ buildId: string, canary?: { percent: number, since: string } }} [candidate]
 */

/**
 * A canary running: the two releases of a section to compare.
 * @typedef {object} Canary
 * @property {string} section
 * @property {string} canary the candidate's build id: the release a share of visitors get
 * @property {string} live the live release's build id: everybody else's
 * @property {number} percent the canary's share of visitors
 * @property {number} since when the canary started, ms since the epoch
 */

/**
 * @typedef {'worse' | 'better' | 'no clear difference' | 'not enough data'} MetricVerdict
 * @typedef {'worse' | 'better' | 'no clear difference' | 'not enough data yet'} Verdict
 */

/**
 * One metric of both releases.
 * @typedef {object} MetricComparison
 * @property {RatedMetric} metric
 * @property {MetricSummary} canary
 * @property {MetricSummary} live
 * @property {number | null} difference the canary's p75 minus the live release's; null without values on either side
 * @property {number | null} percent the difference in % of the live release's p75; null where that is 0 or missing
 * @property {[number, number] | null} interval the difference's INTERVAL_PERCENT% bootstrap interval; null below the minimum of values
 * @property {MetricVerdict} verdict
 */

/**
 * One release's side of the comparison.
 * @typedef {{ release: string, pageViews: number, pageViewsNeeded: number }} ReleaseSide
 */

/**
 * @typedef {object} Comparison
 * @property {string} section
 * @property {number} percent the canary's share of visitors
 * @property {number} canarySince when the canary started
 * @property {number} since the period compared, ms since the epoch: from `since` …
 * @property {number} until … up to (not including) `until`
 * @property {ReleaseSide} canary
 * @property {ReleaseSide} live
 * @property {MetricComparison[]} metrics in RATED_METRICS' order
 * @property {Verdict} verdict
 */

/**
 * The page views each release needs in the period before the comparison gives a verdict, and the
 * values each metric needs before it is judged. Below it a verdict would be noise: the p75 of a
 * few dozen page views moves by more than the differences that matter (a few hundred ms of LCP
 * between two samples of the same release), and a bootstrap of so few values draws only a handful
 * of different p75s, so its interval cannot be trusted either.
 */
export const MIN_PAGE_VIEWS_PER_RELEASE = 200;

/**
 * How sure a "clearly" is, per metric: 99%. At 95%, a canary no different from the live release
 * would still come out clearly worse or better on one of the five metrics in about one comparison
 * in five; at 99%, in about one in twenty.
 */
export const INTERVAL_PERCENT = 99;
const INTERVAL_LOW = (100 - INTERVAL_PERCENT) / 2;

/** Resamples of each release per metric: enough for the 0.5th and 99.5th percentiles to be steady from run to run. */
export const BOOTSTRAP_RESAMPLES = 2000;

/** The resamples' seed: the same log always gives the same intervals, so the same verdict. */
const BOOTSTRAP_SEED = 0x5eed;

/** A build id, as the deploy command names releases. */
const BUILD_ID = /^[0-9a-f]{12}$/;

/**
 * The canary a section's releases.json says is running, or undefined: no candidate, a candidate
 * without a canary (a preview only), or no live release to compare it with.
 * @param {string} section @param {CanaryState} state
 * @returns {Canary | undefined}
 */
export function runningCanary(section, state) {
  const live = state.history.at(-1);
  const candidate = state.candidate;
  const since = typeof candidate?.canary?.since === 'string' ? Date.parse(candidate.canary.since) : Number.NaN;
  if (!live || !candidate?.canary || !BUILD_ID.test(candidate.buildId) || typeof candidate.canary.percent !== 'number' || Number.isNaN(since)) return undefined;
  return { section, canary: candidate.buildId, live, percent: candidate.canary.percent, since };
}

/**
 * The period both releases are measured over: from the canary's start, or a later `since`, up to
 * `until`. Before the canary started the live release had every visitor, at other hours and on
 * other days: its page views then would not compare like with like.
 * @param {Canary} canary @param {{ since?: number, until: number }} asked
 */
export const comparisonPeriod = (canary, { since = -Infinity, until }) => ({ since: Math.max(canary.since, since), until });

/**
 * A small seeded pseudo-random generator (mulberry32): numbers in [0, 1), the same sequence for
 * the same seed. Math.random would give another verdict each run near the edge.
 * @param {number} seed
 * @returns {() => number}
 */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The p75 (nearest rank, as nearestRankPercentile) of one resample: as many values as there are,
 * drawn with replacement. The values are sorted, so the resample's p75 is the value at the
 * resample's p75 of the indices drawn: counting how often each index is drawn finds it in one
 * pass, without sorting each resample (2,000 sorts of thousands of values per metric).
 * @param {Float64Array} sorted ascending, not empty
 * @param {() => number} random
 * @param {Uint32Array} [counts] room for the counts, as long as `sorted`: reused across resamples
 */
export function resampledP75(sorted, random, counts = new Uint32Array(sorted.length)) {
  const size = sorted.length;
  counts.fill(0);
  for (let draw = 0; draw < size; draw++) {
    const drawnIndex = Math.floor(random() * size);
    counts[drawnIndex] = /** @type {number} */ (counts[drawnIndex]) + 1;
  }
  // The rank nearestRankPercentile takes, ⌈75% × n⌉: the first index by which that many were drawn.
  const rank = Math.ceil((75 * size) / 100);
  let index = 0;
  let drawn = /** @type {number} */ (counts[0]);
  while (drawn < rank) drawn += /** @type {number} */ (counts[++index]);
  return /** @type {number} */ (sorted[index]);
}

/** The values have at most four decimals (the beacon's CLS), so their differences do too: without the float's noise (0.010000000000000002). @param {number} value */
const tidy = (value) => Number(value.toFixed(4));

/**
 * The INTERVAL_PERCENT% interval of the difference of two releases' p75s (the canary's minus the
 * live release's), by the bootstrap: `resamples` times, each release's values are resampled and
 * the difference of the two p75s kept; the interval runs from the 0.5th to the 99.5th percentile
 * of those differences. It is how far the difference could move by the luck of which page views
 * happened to be sampled: entirely above 0, the canary is slower whatever that luck.
 * @param {Float64Array} canary the canary's values, sorted ascending, not empty
 * @param {Float64Array} live the live release's, the same
 * @param {{ resamples?: number, seed?: number }} [options]
 * @returns {[number, number]}
 */
export function bootstrapInterval(canary, live, { resamples = BOOTSTRAP_RESAMPLES, seed = BOOTSTRAP_SEED } = {}) {
  const random = mulberry32(seed);
  const canaryCounts = new Uint32Array(canary.length);
  const liveCounts = new Uint32Array(live.length);
  const differences = new Float64Array(resamples);
  for (let resample = 0; resample < resamples; resample++) {
    differences[resample] = resampledP75(canary, random, canaryCounts) - resampledP75(live, random, liveCounts);
  }
  return [tidy(nearestRankPercentile(differences, INTERVAL_LOW)), tidy(nearestRankPercentile(differences, 100 - INTERVAL_LOW))];
}

/** A metric's values in some records, sorted ascending. @param {readonly VitalsRecord[]} records @param {RatedMetric} metric */
const sortedValues = (records, { field }) => Float64Array.from(records.flatMap((record) => (record[field] === null ? [] : [record[field]]))).sort();

/**
 * Every metric here is better lower, so an interval entirely above 0 is a slower (or shiftier) canary.
 * @param {[number, number]} interval @returns {MetricVerdict}
 */
const verdictOf = ([low, high]) => (low > 0 ? 'worse' : high < 0 ? 'better' : 'no clear difference');

/**
 * One metric of both releases. Each metric is resampled from the same seed: its interval depends
 * on its own values alone.
 * @param {RatedMetric} metric
 * @param {{ records: readonly VitalsRecord[], metrics: MetricSummaries }} canary
 * @param {{ records: readonly VitalsRecord[], metrics: MetricSummaries }} live
 * @returns {MetricComparison}
 */
function compareMetric(metric, canary, live) {
  const canarySummary = canary.metrics[metric.field];
  const liveSummary = live.metrics[metric.field];
  const difference = canarySummary.p75 === null || liveSummary.p75 === null ? null : tidy(canarySummary.p75 - liveSummary.p75);
  const percent = difference === null || !liveSummary.p75 ? null : (difference / liveSummary.p75) * 100;
  const interval =
    Math.min(canarySummary.count, liveSummary.count) >= MIN_PAGE_VIEWS_PER_RELEASE ? bootstrapInterval(sortedValues(canary.records, metric), sortedValues(live.records, metric)) : null;
  return { metric, canary: canarySummary, live: liveSummary, difference, percent, interval, verdict: interval ? verdictOf(interval) : 'not enough data' };
}

/** @param {boolean} enoughPageViews @param {readonly MetricComparison[]} metrics @returns {Verdict} */
function overallVerdict(enoughPageViews, metrics) {
  if (!enoughPageViews) return 'not enough data yet';
  if (metrics.some(({ verdict }) => verdict === 'worse')) return 'worse';
  if (metrics.some(({ verdict }) => verdict === 'better')) return 'better';
  return 'no clear difference';
}

/**
 * A canary against its live release over the same period (comparisonPeriod): the records of the
 * section's two releases in it, whatever else the log holds.
 * @param {readonly VitalsRecord[]} records
 * @param {Canary} canary
 * @param {{ since?: number, until: number }} asked the period asked for; it starts at the canary's start at the earliest
 * @returns {Comparison}
 */
export function compareCanary(records, canary, asked) {
  const { since, until } = comparisonPeriod(canary, asked);
  const inPeriod = records.filter((record) => {
    const time = Date.parse(record.time);
    return record.section === canary.section && time >= since && time < until;
  });
  const canaryRecords = inPeriod.filter((record) => record.release === canary.canary);
  const liveRecords = inPeriod.filter((record) => record.release === canary.live);
  const canarySide = { records: canaryRecords, metrics: summarize(canaryRecords) };
  const liveSide = { records: liveRecords, metrics: summarize(liveRecords) };
  const metrics = RATED_METRICS.map((metric) => compareMetric(metric, canarySide, liveSide));
  const sideOf = (/** @type {string} */ release, /** @type {number} */ pageViews) => ({ release, pageViews, pageViewsNeeded: Math.max(0, MIN_PAGE_VIEWS_PER_RELEASE - pageViews) });
  const enoughPageViews = Math.min(canaryRecords.length, liveRecords.length) >= MIN_PAGE_VIEWS_PER_RELEASE;
  return {
    section: canary.section,
    percent: canary.percent,
    canarySince: canary.since,
    since,
    until,
    canary: sideOf(canary.canary, canaryRecords.length),
    live: sideOf(canary.live, liveRecords.length),
    metrics,
    verdict: overallVerdict(enoughPageViews, metrics),
  };
}

/** `LCP`, `LCP and INP`, `FCP, LCP and INP`. @param {readonly string[]} names */
const listOf = (names) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`);

/** `LCP is clearly worse`, `LCP and INP are clearly better`. @param {readonly MetricComparison[]} metrics @param {'worse' | 'better'} verdict */
function clearly(metrics, verdict) {
  const names = metrics.filter((metric) => metric.verdict === verdict).map(({ metric }) => metric.name);
  return `${listOf(names)} ${names.length === 1 ? 'is' : 'are'} clearly ${verdict}`;
}

/** `143 more page views of the canary and 12 of the live release are needed`. @param {Comparison} comparison */
function pageViewsNeededText({ canary, live }) {
  const short = /** @type {const} */ ([
    [canary, 'the canary'],
    [live, 'the live release'],
  ]).filter(([side]) => side.pageViewsNeeded > 0);
  const parts = short.map(([side, name], index) =>
    index === 0 ? `${side.pageViewsNeeded} more ${side.pageViewsNeeded === 1 ? 'page view' : 'page views'} of ${name}` : `${side.pageViewsNeeded} of ${name}`,
  );
  const one = short.length === 1 && short[0]?.[0].pageViewsNeeded === 1;
  return `${parts.join(' and ')} ${one ? 'is' : 'are'} needed`;
}

/**
 * Why the verdict is what it is, in words: `LCP is clearly worse`, `143 more page views of the
 * canary and 12 of the live release are needed`.
 * @param {Comparison} comparison
 */
export function verdictReason(comparison) {
  const { verdict, metrics } = comparison;
  const someBetter = metrics.some((metric) => metric.verdict === 'better');
  return {
    'not enough data yet': () => pageViewsNeededText(comparison),
    worse: () => `${clearly(metrics, 'worse')}${someBetter ? `; ${clearly(metrics, 'better')}` : ''}`,
    better: () => `${clearly(metrics, 'better')}, and no metric is clearly worse`,
    'no clear difference': () => 'no metric is clearly better or worse',
  }[verdict]();
}
