// One Lighthouse run of a page, and what the budgets read from its report. Lighthouse runs as
// its own process (lighthouseRun.mjs, spawned asynchronously): the site may be served by the
// calling process, which must stay free to answer while Lighthouse loads the page and crunches
// the trace.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_LAUNCHER_FLAGS } from '../lib/chromium.mjs';
import { CATEGORIES } from './thresholds.mjs';

/** The metrics the table shows, by Lighthouse audit id. */
export const METRICS = /** @type {const} */ ({
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
});

/**
 * Every metric of a run: Lighthouse's, and `bap`, the blocking time after the first paint that
 * lighthouseRun.mjs reads off the run's own trace (scripts/lib/traceTasks.mjs).
 */
export const METRIC_NAMES = /** @type {const} */ ([...(/** @type {(keyof typeof METRICS)[]} */ (Object.keys(METRICS))), 'bap']);

/**
 * @typedef {import('./thresholds.mjs').Category} Category
 * @typedef {typeof METRIC_NAMES[number]} Metric
 * @typedef {{ code: string, message: string }} RuntimeError
 * @typedef {{
 *   scores: Record<Category, number | null>,
 *   metrics: Record<Metric, number | null>,
 *   renderBlockingScripts: string[] | null,
 *   scriptRequests: string[] | null,
 *   runtimeError: RuntimeError | null,
 *   lighthouseVersion?: string,
 *   benchmarkIndex?: number,
 *   cpuSlowdown?: number,
 *   browser?: string,
 * }} Sample
 */

/**
 * What the budgets need from a Lighthouse report (an LHR, as the JSON output holds it).
 * `renderBlockingScripts` lists the scripts among the render-blocking resources (null when the
 * audit did not run); `scriptRequests` every script the page requested (null when the report has
 * no network requests).
 * @param {any} lhr
 * @returns {Sample}
 */
export function sampleFromReport(lhr) {
  const runtimeError = lhr?.runtimeError ? { code: String(lhr.runtimeError.code), message: String(lhr.runtimeError.message ?? '') } : null;
  /** @type {Record<string, number | null>} */
  const scores = {};
  for (const category of CATEGORIES) {
    const score = lhr?.categories?.[category]?.score;
    scores[category] = typeof score === 'number' ? score : null;
  }
  /** @type {Record<string, number | null>} */
  const metrics = {};
  for (const [metric, audit] of Object.entries(METRICS)) {
    const value = lhr?.audits?.[audit]?.numericValue;
    metrics[metric] = typeof value === 'number' ? value : null;
  }
  const afterPaint = lhr?.mboa?.blockingAfterFirstPaint;
  metrics.bap = typeof afterPaint === 'number' ? afterPaint : null;
  return {
    scores: /** @type {Record<Category, number | null>} */ (scores),
    metrics: /** @type {Record<Metric, number | null>} */ (metrics),
    renderBlockingScripts: renderBlockingScripts(lhr),
    scriptRequests: scriptRequests(lhr),
    runtimeError,
    ...(lhr?.lighthouseVersion ? { lighthouseVersion: String(lhr.lighthouseVersion) } : {}),
    ...browserOf(lhr),
    ...(typeof lhr?.environment?.benchmarkIndex === 'number' ? { benchmarkIndex: lhr.environment.benchmarkIndex } : {}),
    ...(typeof lhr?.configSettings?.throttling?.cpuSlowdownMultiplier === 'number' ? { cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier } : {}),
  };
}

/** The browser that ran the page, from the report's user agent ("Chromium 142"; the agent hides the rest). @param {any} lhr */
function browserOf(lhr) {
  const version = /(?:HeadlessChrome|Chrome)\/(\d+)/.exec(String(lhr?.environment?.hostUserAgent ?? ''))?.[1];
  return version ? { browser: `Chromium ${version}` } : {};
}

/**
 * Every script the page requested during the run, from the `network-requests` audit (the inline
 * boot script is no request). Null when the audit is not in the report.
 * @param {any} lhr
 * @returns {string[] | null}
 */
export function scriptRequests(lhr) {
  const items = lhr?.audits?.['network-requests']?.details?.items;
  if (!Array.isArray(items)) return null;
  return items.filter((/** @type {any} */ request) => request.resourceType === 'Script').map((/** @type {any} */ request) => String(request.url));
}

/**
 * The scripts among the items of the `render-blocking-resources` audit. A resource is a script
 * when the report's network requests say so, or, for a request not listed there, by its name.
 * @param {any} lhr
 * @returns {string[] | null}
 */
export function renderBlockingScripts(lhr) {
  const audit = lhr?.audits?.['render-blocking-resources'];
  if (!audit || audit.errorMessage || audit.scoreDisplayMode === 'error') return null;
  /** @type {{ url: string }[]} */
  const items = audit.details?.items ?? [];
  /** @type {Map<string, string>} */
  const typeOf = new Map((lhr?.audits?.['network-requests']?.details?.items ?? []).map((/** @type {any} */ r) => [r.url, r.resourceType]));
  return items
    .map((item) => item.url)
    .filter((url) => {
      const type = typeOf.get(url);
      return type ? type === 'Script' : /\.m?js(?:[?#]|$)/i.test(new URL(url).pathname);
    });
}

/** The script of one run (Lighthouse's Node API in a process of its own). */
const RUN_SCRIPT = fileURLToPath(new URL('./lighthouseRun.mjs', import.meta.url));

/**
 * Audits no category reads, and the slowest of a run: a full-page screenshot and filmstrip, and
 * the back/forward cache check, which navigates away and back once more.
 */
export const SKIPPED_AUDITS = ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot', 'bf-cache'];

/** Every script of the page, whatever its origin: the page as a visitor gets it before the app arrives. */
export const EVERY_SCRIPT = '*.js';

/**
 * Runs Lighthouse once on a URL with its default (mobile) profile: Moto G Power screen, slow 4G,
 * simulated, and the CPU slowed by `cpuSlowdown` (the run's calibrated slow phone,
 * scripts/lib/slowPhone.mjs, where Lighthouse's default is 4 whatever the machine). Resolves with
 * the report, or with a runtime error when Lighthouse ended without one (a crash counts as an
 * error of the run, to be retried). With `blockScripts`, every script request is refused and
 * only performance is measured.
 * @param {string} url
 * `everyCategory`: accessibility, best practices and SEO too (with scripts only); else performance alone.
 * @param {{ chromePath: string, cpuSlowdown: number, timeoutMs?: number, keepReportAs?: string, blockScripts?: boolean, everyCategory?: boolean }} options `keepReportAs`: where to copy the report
 * @returns {Promise<Sample>}
 */
export async function runLighthouse(url, { chromePath, cpuSlowdown, timeoutMs = 120_000, keepReportAs, blockScripts = false, everyCategory = !blockScripts }) {
  const folder = mkdtempSync(join(tmpdir(), 'mboa-lighthouse-'));
  const output = join(folder, 'report.json');
  try {
    const run = {
      url,
      outputPath: output,
      chromePath,
      chromeFlags: CHROME_LAUNCHER_FLAGS,
      onlyCategories: everyCategory && !blockScripts ? [...CATEGORIES] : ['performance'],
      skipAudits: SKIPPED_AUDITS,
      blockedUrlPatterns: blockScripts ? [EVERY_SCRIPT] : [],
      cpuSlowdownMultiplier: cpuSlowdown,
    };
    const { code, stderr } = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [RUN_SCRIPT, JSON.stringify(run)], { stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      child.on('error', reject);
      child.on('close', (code, signal) => {
        clearTimeout(timer);
        resolve({ code: signal ? `killed by ${signal}` : code, stderr });
      });
    });
    /** @type {any} */
    let lhr;
    try {
      const text = readFileSync(output, 'utf8');
      if (keepReportAs) writeFileSync(keepReportAs, text);
      lhr = JSON.parse(text);
    } catch {
      const message = `Lighthouse exited (${code}) without a report: ${String(stderr).trim().split('\n').slice(-3).join(' ')}`;
      return { ...sampleFromReport(null), runtimeError: { code: 'NO_REPORT', message } };
    }
    return sampleFromReport(lhr);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Runs `run` until it gives a sample without a runtime error, at most `1 + retries` times
 * (Lighthouse 12.8 with Debian's Chromium sometimes ends with NO_NAVSTART: a fresh run is fine).
 * Returns the last sample and the runtime errors of the attempts that failed.
 * @param {() => Promise<Sample>} run
 * @param {number} retries
 * @returns {Promise<{ sample: Sample, errors: RuntimeError[] }>}
 */
export async function runWithRetries(run, retries) {
  /** @type {RuntimeError[]} */
  const errors = [];
  for (let attempt = 0; ; attempt++) {
    const sample = await run();
    if (!sample.runtimeError) return { sample, errors };
    errors.push(sample.runtimeError);
    if (attempt >= retries) return { sample, errors };
  }
}
