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

/** Samples of the benchmark per calibration: the median is the machine's index. */
export const CALIBRATION_SAMPLES = 5;

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
 * The phone of a set of benchmark samples.
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
 * Debian's Chromium (a renderer of its own, cold, as Lighthouse measures it).
 * @param {number} [count]
 * @returns {Promise<number[]>}
 */
export async function measureBenchmarkIndex(count = CALIBRATION_SAMPLES) {
  const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    /** @type {number[]} */
    const samples = [];
    for (let sample = 0; sample < count; sample++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.waitForTimeout(SETTLE_MS);
      samples.push(Number(await page.evaluate(benchmark)));
      await context.close();
    }
    return samples;
  } finally {
    await browser.close();
  }
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
    const phone = inheritedSlowPhone() ?? phoneOf(await measureBenchmarkIndex());
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
    (phone.slowdown === 1 && phone.benchmarkIndex < phone.phoneBenchmarkIndex ? ' (this machine is slower than the phone: not slowed)' : '')
  );
}
