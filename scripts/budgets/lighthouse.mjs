// One Lighthouse run of a page, and what the budgets read from its report. Lighthouse runs in a
// process of its own: the site may be served by this one, which must stay free to answer.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROME_LAUNCHER_FLAGS } from '../lib/chromium.mjs';
import { CATEGORIES } from './thresholds.mjs';

export const METRICS = /** @type {const} */ ({
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
});

/** `bap`: the blocking after the first paint, which lighthouseRun.mjs reads off the run's trace. */
export const METRIC_NAMES = /** @type {const} */ ([
  .../** @type {(keyof typeof METRICS)[]} */ (Object.keys(METRICS)),
  'bap',
]);

/** @import { Category } from './thresholds.mjs' */
/** @typedef {typeof METRIC_NAMES[number]} Metric */
/** @typedef {{ code: string, message: string }} RuntimeError */
/** @typedef {{ scores: Record<Category, number | null>, metrics: Record<Metric, number | null>, renderBlockingScripts: string[] | null, scriptRequests: string[] | null, runtimeError: RuntimeError | null, lighthouseVersion?: string, benchmarkIndex?: number, cpuSlowdown?: number, browser?: string }} Sample */

/** @param {any} lhr a Lighthouse report, as its JSON output holds it @returns {Sample} */
export function sampleFromReport(lhr) {
  const runtimeError = lhr?.runtimeError
    ? { code: String(lhr.runtimeError.code), message: String(lhr.runtimeError.message ?? '') }
    : null;
  const scores = /** @type {Record<string, number | null>} */ ({});
  for (const category of CATEGORIES) {
    const score = lhr?.categories?.[category]?.score;
    scores[category] = typeof score === 'number' ? score : null;
  }
  const metrics = /** @type {Record<string, number | null>} */ ({});
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
    ...(typeof lhr?.configSettings?.throttling?.cpuSlowdownMultiplier === 'number'
      ? { cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier }
      : {}),
  };
}

/** "Chromium 142": the user agent hides the rest. */
function browserOf(/** @type {any} */ lhr) {
  const version = /(?:HeadlessChrome|Chrome)\/(\d+)/.exec(String(lhr?.environment?.hostUserAgent ?? ''))?.[1];
  return version ? { browser: `Chromium ${version}` } : {};
}

/** Null when the report has no network requests; the inline boot script is none. @param {any} lhr @returns {string[] | null} */
export function scriptRequests(lhr) {
  const items = lhr?.audits?.['network-requests']?.details?.items;
  if (!Array.isArray(items)) return null;
  return items
    .filter((/** @type {any} */ request) => request.resourceType === 'Script')
    .map((/** @type {any} */ request) => String(request.url));
}

/** Scripts by the network requests' type, else by their name; null when the audit did not run. @param {any} lhr @returns {string[] | null} */
export function renderBlockingScripts(lhr) {
  const audit = lhr?.audits?.['render-blocking-resources'];
  if (!audit || audit.errorMessage || audit.scoreDisplayMode === 'error') return null;
  const items = /** @type {{ url: string }[]} */ (audit.details?.items ?? []);
  const typeOf = /** @type {Map<string, string>} */ (
    new Map(
      (lhr?.audits?.['network-requests']?.details?.items ?? []).map((/** @type {any} */ r) => [r.url, r.resourceType]),
    )
  );
  return items
    .map((item) => item.url)
    .filter((url) => {
      const type = typeOf.get(url);
      return type ? type === 'Script' : /\.m?js(?:[?#]|$)/i.test(new URL(url).pathname);
    });
}

const RUN_SCRIPT = fileURLToPath(new URL('./lighthouseRun.mjs', import.meta.url));

/** No category reads them, and they are the slowest: the back/forward cache check navigates away and back. */
export const SKIPPED_AUDITS = ['full-page-screenshot', 'screenshot-thumbnails', 'final-screenshot', 'bf-cache'];

export const EVERY_SCRIPT = '*.js';

/** A run without a report resolves with a runtime error, retried as Lighthouse's own are.
 * @param {string} url @param {{ chromePath: string, cpuSlowdown: number, timeoutMs?: number, keepReportAs?: string, blockScripts?: boolean, everyCategory?: boolean }} options @returns {Promise<Sample>} */
export async function runLighthouse(
  url,
  { chromePath, cpuSlowdown, timeoutMs = 120_000, keepReportAs, blockScripts = false, everyCategory = !blockScripts },
) {
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
    let lhr = /** @type {any} */ (undefined);
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

/** Lighthouse 12.8 with Debian's Chromium sometimes ends with NO_NAVSTART; a fresh run is fine.
 * @param {() => Promise<Sample>} run @param {number} retries @returns {Promise<{ sample: Sample, errors: RuntimeError[] }>} */
export async function runWithRetries(run, retries) {
  const errors = /** @type {RuntimeError[]} */ ([]);
  for (let attempt = 0; ; attempt++) {
    const sample = await run();
    if (!sample.runtimeError) return { sample, errors };
    errors.push(sample.runtimeError);
    if (attempt >= retries) return { sample, errors };
  }
}
