import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { median } from '../../scripts/budgets/stats.mjs';
import { PHONE_BENCHMARK_INDEX, slowPhone } from '../../scripts/lib/slowPhone.mjs';
import { launchBrowser } from '../support/browser';
import { slowCpuLikeThePhone } from '../support/slowPhone';

// The slow phone the browser tests measure on: this run's calibration checked in a browser,
// beside this machine's own score, on blank pages (no site). It runs after the other files, alone.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the calibrated slow phone (scripts/lib/slowPhone.mjs)', () => {
  it(`scores about ${PHONE_BENCHMARK_INDEX} on Lighthouse's CPU benchmark, whatever this machine scores: measured here, with the slowdown this run calibrated, against this machine measured beside it`, async () => {
    const phone = await slowPhone();
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;
    const scores = { machine: [] as number[], phone: [] as number[] };
    for (let sample = 0; sample < 3; sample++) {
      for (const slowed of [false, true]) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.waitForTimeout(500);
        if (slowed) await slowCpuLikeThePhone(await context.newCDPSession(page));
        scores[slowed ? 'phone' : 'machine'].push(Number(await page.evaluate(benchmark)));
        await context.close();
      }
    }
    // The phone is 400 at the speed the run calibrated it. A busy machine slows its own score, but the
    // throttled phone, which needs a fraction of a core, less: expected between the two, 1.6 either way.
    const machineNow = median(scores.machine) / phone.benchmarkIndex;
    const low = PHONE_BENCHMARK_INDEX * Math.min(1, machineNow);
    const high = PHONE_BENCHMARK_INDEX * Math.max(1, machineNow);
    console.log(
      `The slow phone scored ${scores.phone.map(Math.round).join(', ')}, this machine ${scores.machine.map(Math.round).join(', ')} beside it (${phone.benchmarkIndex} when calibrated, slowed ${phone.slowdown}×): about ${Math.round(low)} to ${Math.round(high)} expected`,
    );
    expect(median(scores.phone)).toBeGreaterThan(low / 1.6);
    expect(median(scores.phone)).toBeLessThan(high * 1.6);
  });
});
