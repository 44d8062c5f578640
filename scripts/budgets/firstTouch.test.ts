import { describe, expect, it } from 'vitest';
import { FIRST_TOUCH_BUDGET, summariseFirstTouch, summariseLinkTap, type TouchRun } from './firstTouch.mjs';

const run = (blockingMs: number, longestMs: number, taps: (number | undefined)[], appTookOver = true): TouchRun => ({
  blockingMs,
  longestMs,
  taps,
  longTasks: [],
  appTookOver,
});
const quiet = [run(0, 8, [30, 25, 28]), run(0, 6, [27, 30, 24]), run(0, 9, [26, 29, 31])];

describe('the first touch’s budget', () => {
  it('is 50 ms more blocking than without scripts, no task over 100 ms, no tap over 200 ms; a link tapped first 10% + 50 ms later', () => {
    expect(FIRST_TOUCH_BUDGET).toEqual({
      extraBlockingMs: 50,
      longestTaskMs: 100,
      tapMs: 200,
      linkTapShare: 0.1,
      linkTapMs: 50,
    });
  });

  it('passes a page at its limits, judged by the medians: one run over them among three is the machine', () => {
    const summary = summariseFirstTouch(
      '/savings_account',
      [run(50, 100, [200, 40, 30]), run(20, 60, [90, 35, 30]), run(400, 450, [600, 30, 30])],
      quiet,
    );
    expect(summary.failures).toEqual([]);
    expect(summary.on).toEqual({ blockingMs: 50, longestMs: 100, slowestTapMs: 200 });
    expect(summary.off).toEqual({ blockingMs: 0, longestMs: 8, slowestTapMs: 30 });
  });

  it('fails each limit a page’s medians break, saying by how much', () => {
    const summary = summariseFirstTouch('/', [run(120, 170, [230, 40, 30])], [run(10, 60, [30, 30, 30])]);
    expect(summary.failures).toEqual([
      '/: the first touch blocks 120 ms against 10 ms without scripts (+110 ms; at most +50)',
      '/: a task of 170 ms after the first touch (at most 100)',
      '/: a tap after the first touch took 230 ms to its next paint (at most 200)',
    ]);
  });

  it('fails a page whose app had not taken over within the window: what it would cost was not measured', () => {
    const summary = summariseFirstTouch('/fr/njangie', [run(0, 20, [30, 30, 30], false)], quiet.slice(0, 1));
    expect(summary.failures).toEqual([
      '/fr/njangie: the app had not taken the page over 4 s after the first touch (1 of 1 runs)',
    ]);
  });

  it('names the run with scripts whose blocking time is the median, for its long tasks', () => {
    const runs = [run(10, 60, [30]), run(40, 90, [30]), run(25, 75, [30])];
    expect(summariseFirstTouch('/', runs, quiet).middle).toBe(runs[2]);
  });

  it('passes a link tapped first up to 10% + 50 ms later than without scripts, and fails it beyond', () => {
    expect(summariseLinkTap('/', [380, 391, 2000], [300, 320, 310]).failures).toEqual([]);
    expect(summariseLinkTap('/', [420], [300]).failures).toEqual([
      '/: a link tapped first painted the next page 420 ms after the tap, against 300 ms without scripts (at most 380)',
    ]);
  });
});
