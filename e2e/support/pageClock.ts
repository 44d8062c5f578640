import type { CDPSession, Page } from 'playwright-core';

// Tests of states that come and go (the 500 ms overlay and spinner, the 3-second verification
// wait, the carousel's 5 s, a section loading) never race the page: the page itself records each
// change of what the test watches, in its own clock, and the test reads the record afterwards.
// It does not matter whether the test gets there before, during or after a state.

/** One change of what a probe sees, at a time of the page's own clock (performance.now()). */
export interface Recorded<T> {
  at: number;
  value: T;
  /**
   * When the page last looked before this change and still saw the previous value, as of the
   * time its styles were computed for (undefined for the first record). A state's end is bounded by this, not by `at`: on a starved machine
   * the page may not look again for a while, and that delay is the machine's, not the page's.
   */
  lookedBefore?: number;
}

/**
 * What the page recorded for one probe. The probe runs in the page after every DOM change (a
 * MutationObserver), on every frame (what CSS changes by itself, with no DOM change), and on
 * clicks, key presses, hovers and animation events, from the page's first frame (before it,
 * nothing is on screen); a value is recorded when it differs from the last one.
 */
export class PageRecord<T> {
  constructor(
    private readonly page: Page,
    private readonly name: string,
  ) {}

  /** Every change recorded so far, oldest first (empty before the page has a document). */
  entries(): Promise<Recorded<T>[]> {
    return this.page.evaluate(
      (name) => (window as unknown as { mboaRecords?: Record<string, Recorded<unknown>[]> }).mboaRecords?.[name] ?? [],
      this.name,
    ) as Promise<Recorded<T>[]>;
  }

  /**
   * The first change whose value passes `test` (waiting for it if it has not happened yet): it
   * is found whenever the test asks, since the record stays. `what` says in a failure what was
   * awaited, with everything recorded.
   */
  async first(test: (value: T) => boolean, what: string, timeoutMs = 30_000): Promise<Recorded<T>> {
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      const entries = await this.entries().catch(() => [] as Recorded<T>[]);
      const found = entries.find((entry) => test(entry.value));
      if (found) return found;
      if (performance.now() > deadline) {
        throw new Error(
          `Timed out after ${timeoutMs} ms waiting for ${what}. Recorded "${this.name}":\n${describe(entries)}`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The changes recorded at or after `from` (a time of the page's clock), up to `to`. */
  async between(from: number, to = Infinity): Promise<Recorded<T>[]> {
    return (await this.entries()).filter((entry) => entry.at >= from && entry.at <= to);
  }
}

const describe = (entries: Recorded<unknown>[]) =>
  entries.map((entry) => `  ${entry.at.toFixed(1)} ms: ${JSON.stringify(entry.value)}`).join('\n') || '  (nothing)';

/**
 * Records, in the page's own clock, each change of what `probe` returns, from the first moment
 * of every document the page opens (before any of the page's scripts run), and, with `now`, in
 * the document already open. `probe` runs in the page: it must use nothing from the test's
 * scope. It is sent as source text in the injected script, never evaluated by the page (the
 * site's Content-Security-Policy forbids eval).
 */
export async function recordInPage<T>(
  page: Page,
  name: string,
  probe: () => T,
  options: { now?: boolean } = {},
): Promise<PageRecord<T>> {
  const source = `(${installRecorder.toString()})(${JSON.stringify(name)}, ${probe.toString()});`;
  await page.addInitScript({ content: source });
  if (options.now) await page.evaluate(source);
  return new PageRecord<T>(page, name);
}

/** Runs in the page. */
function installRecorder(name: string, probe: () => unknown) {
  const store = window as unknown as { mboaRecords?: Record<string, { at: number; value: unknown }[]> };
  const records = (store.mboaRecords ??= {});
  const list: { at: number; value: unknown; lookedBefore?: number }[] = (records[name] = []);
  let last: string | undefined;
  let lookedAt: number | undefined;
  // Nothing is on screen before the first frame (stylesheets still loading block it): what the
  // DOM holds then is not what a visitor sees.
  let painted = false;
  const check = () => {
    if (!painted) return;
    let value: unknown;
    try {
      value = probe();
    } catch (error) {
      value = { probeFailed: String(error) };
    }
    const now = performance.now();
    const text = JSON.stringify(value);
    if (text !== last) list.push({ at: now, value, lookedBefore: lookedAt });
    last = text;
    // What this look saw, CSS animations included, is the page as of its animation clock: the
    // current frame's time, earlier than now when a long task runs on after the frame began.
    lookedAt = Math.min(now, Number(document.timeline.currentTime ?? now));
  };
  const everyFrame = () => {
    painted = true;
    check();
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    characterData: true,
  });
  for (const type of ['click', 'keydown', 'mouseover', 'animationstart', 'animationend', 'transitionend'])
    addEventListener(type, check, true);
  check();
}

/** Resolves once the page's own clock has reached `time` (ms, performance.now()). */
export async function untilPageTime(page: Page, time: number): Promise<void> {
  await page.waitForFunction((until) => performance.now() >= until, time, { polling: 100, timeout: 60_000 });
}

/** The page's clock now. */
export const pageNow = (page: Page) => page.evaluate(() => performance.now());

/** The page's time of day (ms since 1970): the clock page.clock fixes, which the site's code reads. */
// eslint-disable-next-line no-restricted-syntax -- the page's own clock, not the test machine's
export const pageTime = (page: Page) => page.evaluate(() => Date.now());

/**
 * Holds every CSS animation of the page where it starts (the document timeline's playback rate
 * at 0, through the DevTools protocol) until `release()`: a state that CSS shows for 500 ms
 * stays on screen for as long as a test looks at it. Call before the page is opened.
 */
export async function holdCssAnimations(page: Page): Promise<{ release: () => Promise<void> }> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0 });
  return {
    release: async () => {
      await cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
      await cdp.detach();
    },
  };
}
