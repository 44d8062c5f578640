import { describe, expect, it } from 'vitest';
import { FIRST_ACT_MARKER } from '../lib/traceTasks.mjs';
import {
  FIRST_TOUCH_BUDGET,
  FIRST_TOUCH_PLAN,
  checkFirstTouch,
  summariseFirstTouch,
  summariseLinkTap,
  type TouchRun,
  type TracingBrowser,
} from './firstTouch.mjs';

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

/** A browser whose page at `path`, with scripts, answers its first tap in `slowestTapMs(path, run)` (its run on that page, from 0); every other tap in 20 ms. */
function fakeBrowser(slowestTapMs: (path: string, run: number) => number) {
  const loads: string[] = [];
  const runs = new Map<string, number>();
  const browser = {
    async load(url: string, { scripts }: { scripts: boolean }) {
      const path = new URL(url).pathname;
      const run = scripts ? (runs.get(path) ?? 0) : 0;
      if (scripts) {
        loads.push(path);
        runs.set(path, run + 1);
      }
      const act = 100;
      const taps = FIRST_TOUCH_PLAN.tapsAtMs.map((at) => act + at);
      return {
        firstContentfulPaint: 0,
        end: act + FIRST_TOUCH_PLAN.windowMs,
        tasks: [],
        markers: { [FIRST_ACT_MARKER]: act, ...Object.fromEntries(taps.map((at, index) => [`tap-${index}`, at])) },
        interactions: taps.map((at, index) => ({
          start: at,
          duration: scripts && index === 0 ? slowestTapMs(path, run) : 20,
          type: 'pointerup',
        })),
        appTookOver: true,
      };
    },
    tapLink: async () => 300,
    close: async () => undefined,
  };
  return { loads, launch: async () => browser as unknown as TracingBrowser };
}

describe('the first touch’s runs', () => {
  const check = (browser: ReturnType<typeof fakeBrowser>, log: string[]) =>
    checkFirstTouch({
      siteUrl: 'http://localhost:1',
      pages: ['/a', '/b'],
      slowdown: 4,
      log: (line) => log.push(line),
      launch: browser.launch,
      quietly: (_label, measure) => measure(),
    });

  it('measures a page once; over a limit, four more times; over by the medians of five, five more once the other pages are measured, judged on ten', async () => {
    const browser = fakeBrowser((path, run) => (path === '/a' && run < 5 ? 250 : 50));
    const log: string[] = [];
    const result = await check(browser, log);
    expect(browser.loads).toEqual([...Array(5).fill('/a'), '/b', ...Array(5).fill('/a')]);
    expect(log).toContain('  /a: over by the medians of 5; 5 more runs of each now');
    expect(result.touches.map((touch) => [touch.page, touch.runs, touch.on.slowestTapMs])).toEqual([
      ['/a', 10, 150],
      ['/b', 1, 50],
    ]);
    expect(result.failures).toEqual([]);
  });

  it('fails a page still over by the medians of ten, and stops measuring it', async () => {
    const browser = fakeBrowser((path) => (path === '/a' ? 250 : 50));
    const result = await check(browser, []);
    expect(browser.loads.filter((path) => path === '/a')).toHaveLength(10);
    expect(result.failures).toEqual(['/a: a tap after the first touch took 250 ms to its next paint (at most 200)']);
  });
});
