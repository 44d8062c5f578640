// The one slow phone every speed measurement runs on, whatever machine runs it: the CPU slowed to
// Lighthouse's BenchmarkIndex of PHONE_BENCHMARK_INDEX (docs/testing.md, "The slow phone").
import { chromium } from 'playwright-core';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from '../budgets/stats.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

export const PHONE_BENCHMARK_INDEX = 400;

/** Lighthouse's mobile profile. */
export const PHONE_NETWORK = Object.freeze({ latencyMs: 150, downloadKbps: 1.6 * 1024, uploadKbps: 750 });

export const CALIBRATION_SAMPLES = 5;
export const PHONE_SAMPLES = 3;
export const PHONE_TOLERANCE = 1.15;
const CORRECTION_ROUNDS = 5;

/** Run at once, the benchmark shares the cores with the new renderer's start-up. */
const SETTLE_MS = 500;

export const CALIBRATION_VARIABLE = 'MBOA_SLOW_PHONE';

/** @typedef {{ benchmarkIndex: number, samples: number[], slowdown: number, phoneBenchmarkIndex: number, phoneSamples?: number[], simulatedSlowdown?: number }} SlowPhone */

/** To the hundredth, as DevTools keeps it; a machine slower than the phone is not slowed. */
export function slowdownFor(/** @type {number} */ benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0)
    throw new Error(`Not a benchmark index: ${benchmarkIndex}`);
  return Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 100) / 100);
}

/** The score falls about in proportion to the slowdown (a phone that scores 300 at 4.8× scores about 400
 * at 3.6×), so each sample of a round estimates the machine as slowdown × score; the median of every
 * sample so far sets the next slowdown, where one noisy round would swing it. @param {{ slowdown: number, phoneSamples: number[] }[]} rounds */
export function pooledSlowdown(rounds) {
  const machine = median(rounds.flatMap((round) => round.phoneSamples.map((score) => round.slowdown * score)));
  if (!Number.isFinite(machine) || machine <= 0) throw new Error(`Not a benchmark index: ${machine}`);
  return Math.max(1, Math.round((machine / PHONE_BENCHMARK_INDEX) * 100) / 100);
}

export function closeEnoughToThePhone(/** @type {number} */ phoneScore) {
  return phoneScore <= PHONE_BENCHMARK_INDEX * PHONE_TOLERANCE && phoneScore >= PHONE_BENCHMARK_INDEX / PHONE_TOLERANCE;
}

/** Keeps the slowdown whose phone it measured closest, never an unmeasured correction.
 * @param {(count: number, slowdown?: number) => Promise<number[]>} [measure] @returns {Promise<SlowPhone>} */
export async function calibrate(measure = measureBenchmarkIndex) {
  const phone = phoneOf(await measure(CALIBRATION_SAMPLES));
  if (phone.slowdown === 1) return { ...phone, phoneSamples: [], simulatedSlowdown: 1 };
  const measured = /** @type {{ slowdown: number, phoneSamples: number[], score: number }[]} */ ([]);
  let slowdown = phone.slowdown;
  for (let round = 0; round < CORRECTION_ROUNDS; round++) {
    const phoneSamples = (await measure(PHONE_SAMPLES, slowdown)).map(Math.round);
    const score = median(phoneSamples);
    measured.push({ slowdown, phoneSamples, score });
    if (closeEnoughToThePhone(score)) break;
    slowdown = pooledSlowdown(measured);
  }
  const distance = (/** @type {number} */ score) => Math.abs(Math.log(score / PHONE_BENCHMARK_INDEX));
  const closest = measured.reduce((best, round) => (distance(round.score) < distance(best.score) ? round : best));
  return {
    ...phone,
    slowdown: closest.slowdown,
    phoneSamples: closest.phoneSamples,
    simulatedSlowdown: phone.slowdown,
  };
}

/** @param {number[]} samples @returns {SlowPhone} */
export function phoneOf(samples) {
  if (samples.length === 0) throw new Error('No benchmark sample.');
  const benchmarkIndex = Math.round(median(samples));
  return {
    benchmarkIndex,
    samples: samples.map(Math.round),
    slowdown: slowdownFor(benchmarkIndex),
    phoneBenchmarkIndex: PHONE_BENCHMARK_INDEX,
  };
}

/** Each in a fresh context, a cold renderer of its own, as Lighthouse measures it. @param {number} [count] @param {number} [slowdown] @returns {Promise<number[]>} */
export async function measureBenchmarkIndex(count = CALIBRATION_SAMPLES, slowdown) {
  const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_FLAGS });
  try {
    const samples = /** @type {number[]} */ ([]);
    for (let sample = 0; sample < count; sample++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.waitForTimeout(SETTLE_MS);
      if (slowdown !== undefined)
        await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      samples.push(Number(await page.evaluate(benchmark)));
      await context.close();
    }
    return samples;
  } finally {
    await browser.close();
  }
}

/** Lighthouse simulates rather than throttles: it gets the proportional slowdown. */
export function lighthouseSlowdown(/** @type {SlowPhone} */ phone) {
  return phone.simulatedSlowdown ?? phone.slowdown;
}

/** @param {NodeJS.ProcessEnv} [env] @returns {SlowPhone | undefined} */
export function inheritedSlowPhone(env = process.env) {
  const text = env[CALIBRATION_VARIABLE];
  if (!text) return undefined;
  const phone = JSON.parse(text);
  if (!(phone?.slowdown >= 1) || !(phone?.benchmarkIndex > 0))
    throw new Error(`${CALIBRATION_VARIABLE} is not a calibration: ${text}`);
  return phone;
}

let calibrating = /** @type {Promise<SlowPhone> | undefined} */ (undefined);

/** Handed down by the run that started this process, or measured once, then handed on. @returns {Promise<SlowPhone>} */
export function slowPhone() {
  calibrating ??= (async () => {
    const phone = inheritedSlowPhone() ?? (await calibrate());
    process.env[CALIBRATION_VARIABLE] = JSON.stringify(phone);
    return phone;
  })();
  return calibrating;
}

export function describeSlowPhone(/** @type {SlowPhone} */ phone) {
  const number = (/** @type {number} */ n) => n.toLocaleString('en');
  return (
    `Slow phone: this machine's CPU benchmark (Lighthouse's BenchmarkIndex) ${number(phone.benchmarkIndex)}, the median of ${phone.samples.map(number).join(', ')}; ` +
    `CPU slowed ${phone.slowdown}× for a phone of ${number(phone.phoneBenchmarkIndex)}` +
    (phone.phoneSamples?.length ? ` (the slowed phone measured ${phone.phoneSamples.map(number).join(', ')})` : '') +
    (phone.simulatedSlowdown !== undefined && phone.simulatedSlowdown !== phone.slowdown
      ? `, ${phone.simulatedSlowdown}× in Lighthouse's simulation`
      : '') +
    (phone.slowdown === 1 && phone.benchmarkIndex < phone.phoneBenchmarkIndex
      ? ' (this machine is slower than the phone: not slowed)'
      : '')
  );
}
