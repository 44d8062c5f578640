// A section's canary against its live release over the same period (docs/field-speed.md).
import { RATED_METRICS } from '../../shared/src/vitalsRatings.mjs';
import { bootstrapInterval, tidy } from './bootstrap.mjs';
import { summarize } from './summary.mjs';

/** @import { VitalsRecord } from '../../shared/src/vitalsBeacon.mjs' */
/** @import { RatedMetric } from '../../shared/src/vitalsRatings.mjs' */
/** @import { MetricSummaries, MetricSummary } from './summary.mjs' */
/** @typedef {{ history: string[], candidate?: { buildId: string, canary?: { percent: number, since: string } } }} CanaryState what it reads of releases.json */
/** @typedef {{ section: string, canary: string, live: string, percent: number, since: number }} Canary two build ids */
/** @typedef {'worse' | 'better' | 'no clear difference' | 'not enough data'} MetricVerdict */
/** @typedef {'worse' | 'better' | 'no clear difference' | 'not enough data yet'} Verdict */
/** @typedef {{ metric: RatedMetric, canary: MetricSummary, live: MetricSummary, difference: number | null, percent: number | null, interval: [number, number] | null, verdict: MetricVerdict }} MetricComparison */
/** @typedef {{ release: string, pageViews: number, pageViewsNeeded: number }} ReleaseSide */
/** @typedef {{ section: string, percent: number, canarySince: number, since: number, until: number, canary: ReleaseSide, live: ReleaseSide, metrics: MetricComparison[], verdict: Verdict }} Comparison */

/** The page views of each release, and values of each metric, needed for a verdict. */
export const MIN_PAGE_VIEWS_PER_RELEASE = 200;

const BUILD_ID = /^[0-9a-f]{12}$/;

/** @param {string} section @param {CanaryState} state @returns {Canary | undefined} */
export function runningCanary(section, state) {
  const live = state.history.at(-1);
  const candidate = state.candidate;
  const since = typeof candidate?.canary?.since === 'string' ? Date.parse(candidate.canary.since) : Number.NaN;
  if (
    !live ||
    !candidate?.canary ||
    !BUILD_ID.test(candidate.buildId) ||
    typeof candidate.canary.percent !== 'number' ||
    Number.isNaN(since)
  )
    return undefined;
  return { section, canary: candidate.buildId, live, percent: candidate.canary.percent, since };
}

/** Never before the canary: the live release's page views before it came at other hours and days. @param {Canary} canary @param {{ since?: number, until: number }} asked */
export const comparisonPeriod = (canary, { since = -Infinity, until }) => ({
  since: Math.max(canary.since, since),
  until,
});

const sortedValues = (/** @type {readonly VitalsRecord[]} */ records, /** @type {RatedMetric} */ { field }) =>
  Float64Array.from(records.flatMap((record) => (record[field] === null ? [] : [record[field]]))).sort();

/** Every metric is better lower. @param {[number, number]} interval @returns {MetricVerdict} */
const verdictOf = ([low, high]) => (low > 0 ? 'worse' : high < 0 ? 'better' : 'no clear difference');

/** @param {RatedMetric} metric @param {{ records: readonly VitalsRecord[], metrics: MetricSummaries }} canary @param {typeof canary} live @returns {MetricComparison} */
function compareMetric(metric, canary, live) {
  const canarySummary = canary.metrics[metric.field];
  const liveSummary = live.metrics[metric.field];
  const difference =
    canarySummary.p75 === null || liveSummary.p75 === null ? null : tidy(canarySummary.p75 - liveSummary.p75);
  const percent = difference === null || !liveSummary.p75 ? null : (difference / liveSummary.p75) * 100;
  const interval =
    Math.min(canarySummary.count, liveSummary.count) >= MIN_PAGE_VIEWS_PER_RELEASE
      ? bootstrapInterval(sortedValues(canary.records, metric), sortedValues(live.records, metric))
      : null;
  return {
    metric,
    canary: canarySummary,
    live: liveSummary,
    difference,
    percent,
    interval,
    verdict: interval ? verdictOf(interval) : 'not enough data',
  };
}

/** @param {boolean} enoughPageViews @param {readonly MetricComparison[]} metrics @returns {Verdict} */
function overallVerdict(enoughPageViews, metrics) {
  if (!enoughPageViews) return 'not enough data yet';
  if (metrics.some(({ verdict }) => verdict === 'worse')) return 'worse';
  if (metrics.some(({ verdict }) => verdict === 'better')) return 'better';
  return 'no clear difference';
}

/** @param {readonly VitalsRecord[]} records @param {Canary} canary @param {{ since?: number, until: number }} asked @returns {Comparison} */
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
  const sideOf = (/** @type {string} */ release, /** @type {number} */ pageViews) => ({
    release,
    pageViews,
    pageViewsNeeded: Math.max(0, MIN_PAGE_VIEWS_PER_RELEASE - pageViews),
  });
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
