// The one slow phone every speed measurement runs on, whatever machine runs it.
//
// Throttling a browser "four times" slows *this* machine four times: on a machine 1.5 times
// slower, the phone is 1.5 times slower too. So every run that measures speed (the budgets'
// Lighthouse runs, the browser tests on a slow phone, the benchmarks) first measures the machine
// with Lighthouse's own CPU benchmark (its BenchmarkIndex, the "CPU/Memory Power" of its reports)
// and slows the CPU by as much as brings it to the phone's score, PHONE_BENCHMARK_INDEX: the same
// phone on every machine. The one number feeds Lighthouse (`throttling.cpuSlowdownMultiplier`)
// and DevTools' throttling in the browser tests (`Emulation.setCPUThrottlingRate`) alike.
//
// The benchmark is run as Lighthouse runs it: once, in a page of a fresh renderer process (a new
// browser context), before anything has warmed it up, but only once the browser has settled from
// opening that page: run at once, it shares the cores with the new renderer's start-up and reads
// a machine half as fast (about 1,450 here, against 1,850 half a second later, Lighthouse's own
// reading of its runs). One sample still moves a lot from one run to the next on a shared
// machine, so the machine's index is the median of several.
//
// Slowing a machine n times does not divide its score by exactly n: the throttled benchmark read
// 212 to 320 here where 400 was asked (DevTools throttles by pausing the page's thread, which some
// work feels more than other). So, as DevTools' own CPU calibration does, the slowed phone is then
// measured too and the slowdown corrected until the phone scores within 15% of its 400. That
// slowdown is DevTools' throttling (the browser tests, the benchmarks). Lighthouse's mobile
// profile does not throttle the page: it simulates, scaling each task it observed by its
// multiplier, and its own phone is its desktop's index divided by that multiplier. So Lighthouse
// gets the proportional slowdown (`simulatedSlowdown`), which makes the same phone of 400 in its
// model.
//
// A run calibrates once and hands the result to its children in MBOA_SLOW_PHONE (JSON), so that
// every process of the run (Vitest's workers, each Lighthouse run) uses the same phone.
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from '../budgets/stats.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

/**
 * The phone's BenchmarkIndex: Lighthouse's default phone, four times slower than the 1,600 of
 * the desktop its default slowdown assumes, in the middle of its mid-tier mobile bracket (125–800).
 */
export const PHONE_BENCHMARK_INDEX = 400;

/** The phone's network: Lighthouse's mobile profile (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up). */
export const PHONE_NETWORK = Object.freeze({ latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 });

/** Samples of the benchmark per calibration: the median is the machine's index. */
export const CALIBRATION_SAMPLES = 5;

/** Samples of the slowed phone per round of correction. */
export const PHONE_SAMPLES = 3;

/** The phone is close enough when its median score is within this factor of PHONE_BENCHMARK_INDEX. */
export const PHONE_TOLERANCE = 1.15;

/** Rounds of measuring the slowed phone and correcting the slowdown, at most. */
const CORRECTION_ROUNDS = 3;

/** How long a fresh page is left to settle before the benchmark runs in it. */
const SETTLE_MS = 500;

/** Where a run hands its calibration to the processes it starts. */
export const CALIBRATION_VARIABLE = 'MBOA_SLOW_PHONE';

/**
 * @typedef {{
 *   benchmarkIndex: number,
 *   samples: number[],
 *   slowdown: number,
 *   phoneBenchmarkIndex: number,
 *   phoneSamples?: number[],
 *   simulatedSlowdown?: number,
 * }} SlowPhone
 */

/**
 * The CPU slowdown that brings a machine of `benchmarkIndex` to the phone's score, to the
 * hundredth (DevTools keeps no more). A machine already slower than the phone is not slowed.
 * @param {number} benchmarkIndex
 */
export function slowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  return Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);
}

/**
 * The slowdown corrected by what the phone scored with it: the score falls about in proportion
 * to the slowdown, so a phone that scores 300 at 4.8× scores about 400 at 3.6×.
 * @param {number} slowdown
 * @param {number} phoneScore
 */
export function correctedSlowdown(slowdown, phoneScore) {
  if (!Number.isFinite(phoneScore) || phoneScore <= 0) throw new Error(`Not a benchmark index: ${phoneScore}`);
  return Math.max(1, Math.round(((slowdown * phoneScore) / PHONE_BENCHMARK_INDEX) * 100) / 100);
}

/** True when a median score is close enough to the phone's. @param {number} phoneScore */
export function closeEnoughToThePhone(phoneScore) {
  return phoneScore <= PHONE_BENCHMARK_INDEX * PHONE_TOLERANCE && phoneScore >= PHONE_BENCHMARK_INDEX / PHONE_TOLERANCE;
}

/**
 * The machine's benchmark, then the slowed phone's, corrected round by round
 * (CORRECTION_ROUNDS at most) until it scores close to PHONE_BENCHMARK_INDEX. A run that never
 * gets close keeps the slowdown whose phone was measured closest, never a correction it did not
 * measure: one noisy round can ask for half the slowdown, and that phone would score 800.
 * @param {(count: number, slowdown?: number) => Promise<number[]>} [measure]
 * @returns {Promise<SlowPhone>}
 */
export async function calibrate(measure = measureBenchmarkIndex) {
  const phone = phoneOf(await measure(CALIBRATION_SAMPLES));
  if (phone.slowdown === 1) return { ...phone, phoneSamples: [], simulatedSlowdown: 1 };
  /** @type {{ slowdown: number, phoneSamples: number[], score: number }[]} */
  const measured = [];
  let slowdown = phone.slowdown;
  for (let round = 0; round < CORRECTION_ROUNDS; round++) {
    const phoneSamples = (await measure(PHONE_SAMPLES, slowdown)).map(Math.round);
    const score = median(phoneSamples);
    measured.push({ slowdown, phoneSamples, score });
    if (closeEnoughToThePhone(score)) break;
    slowdown = correctedSlowdown(slowdown, score);
  }
  const distance = (/** @type {number} */ score) => Math.abs(Math.log(score / PHONE_BENCHMARK_INDEX));
  const closest = measured.reduce((best, round) => (distance(round.score) < distance(best.score) ? round : best));
  return { ...phone, slowdown: closest.slowdown, phoneSamples: closest.phoneSamples, simulatedSlowdown: phone.slowdown };
}

/**
 * The phone of a set of benchmark samples (before it is measured slowed: calibrate()).
 * @param {number[]} samples
 * @returns {SlowPhone}
 */
export function phoneOf(samples) {
  if (samples.length === 0) throw new Error('No benchmark sample.');
  const benchmarkIndex = Math.round(median(samples));
  return { benchmarkIndex, samples: samples.map(Math.round), slowdown: slowdownFor(benchmarkIndex), phoneBenchmarkIndex: PHONE_BENCHMARK_INDEX };
}

/**
 * Lighthouse's BenchmarkIndex of this machine, `count` times, each in a fresh browser context of
 * Debian's Chromium (a renderer of its own, cold, as Lighthouse measures it), its CPU slowed by
 * `slowdown` when given (DevTools' throttling, as the browser tests and Lighthouse slow it).
 * @param {number} [count]
 * @param {number} [slowdown]
 * @returns {Promise<number[]>}
 */
export async function measureBenchmarkIndex(count = CALIBRATION_SAMPLES, slowdown) {
  const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    /** @type {number[]} */
    const samples = [];
    for (let sample = 0; sample < count; sample++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.waitForTimeout(SETTLE_MS);
      if (slowdown !== undefined) await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      samples.push(Number(await page.evaluate(benchmark)));
      await context.close();
    }
    return samples;
  } finally {
    await browser.close();
  }
}

/**
 * The multiplier for Lighthouse's simulated CPU (see above): the proportional slowdown.
 * @param {SlowPhone} phone
 */
export function lighthouseSlowdown(phone) {
  return phone.simulatedSlowdown ?? phone.slowdown;
}

/**
 * The calibration handed down by the run that started this process, if any.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {SlowPhone | undefined}
 */
export function inheritedSlowPhone(env = process.env) {
  const text = env[CALIBRATION_VARIABLE];
  if (!text) return undefined;
  const phone = JSON.parse(text);
  if (!(phone?.slowdown >= 1) || !(phone?.benchmarkIndex > 0)) throw new Error(`${CALIBRATION_VARIABLE} is not a calibration: ${text}`);
  return phone;
}

/** @type {Promise<SlowPhone> | undefined} */
let calibrating;

/**
 * This run's slow phone: the one handed down by the run that started this process, or measured
 * now (once per process), then handed to every process this one starts.
 * @returns {Promise<SlowPhone>}
 */
export function slowPhone() {
  calibrating ??= (async () => {
    const phone = inheritedSlowPhone() ?? (await calibrate());
    process.env[CALIBRATION_VARIABLE] = JSON.stringify(phone);
    return phone;
  })();
  return calibrating;
}

/**
 * One line for a report: the machine's index, its samples, and the slowdown used.
 * @param {SlowPhone} phone
 */
export function describeSlowPhone(phone) {
  const number = (/** @type {number} */ n) => n.toLocaleString('en');
  return (
    `Slow phone: this machine's CPU benchmark (Lighthouse's BenchmarkIndex) ${number(phone.benchmarkIndex)}, the median of ${phone.samples.map(number).join(', ')}; ` +
    `CPU slowed ${phone.slowdown}× for a phone of ${number(phone.phoneBenchmarkIndex)}` +
    (phone.phoneSamples?.length ? ` (the slowed phone measured ${phone.phoneSamples.map(number).join(', ')})` : '') +
    (phone.simulatedSlowdown !== undefined && phone.simulatedSlowdown !== phone.slowdown ? `, ${phone.simulatedSlowdown}× in Lighthouse's simulation` : '') +
    (phone.slowdown === 1 && phone.benchmarkIndex < phone.phoneBenchmarkIndex ? ' (this machine is slower than the phone: not slowed)' : '')
  );
}
