import type { PageView } from '@mboa/shared/vitals';
import type { PrerenderedPage } from '../start/initialPage';

/**
 * Field speed (docs/field-speed.md): only a sampled page view whose visitor did not ask not to be tracked loads the
 * reporting chunk, when the browser is idle. In the app's entry, this module imports nothing but types.
 */
export interface VitalsReportingOptions {
  /** The deployment's share of page views that report (remotes.json; 0: off). */
  readonly sampleRate: number;
  /** The document's prerendered page: its route, language and the releases it was composed from. */
  readonly prerendered: PrerenderedPage | undefined;
  readonly win?: Window;
  readonly random?: () => number;
  readonly loadReporter?: () => Promise<{ reportVitals: (view: PageView) => void }>;
}

/** After the load event, how long the chunk waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 5000;

/** True when the chunk was asked for (the page view is sampled and may be measured). */
export function startVitalsReporting({
  sampleRate,
  prerendered,
  win = window,
  random = Math.random,
  loadReporter = () => import('./reportVitals'),
}: VitalsReportingOptions): boolean {
  if (!(sampleRate > 0) || random() >= sampleRate || askedNotToBeTracked(win.navigator)) return false;
  const view = pageViewOf(prerendered, win);
  if (!view) return false;
  const load = () =>
    void loadReporter().then(
      ({ reportVitals }) => reportVitals(view),
      () => undefined,
    );
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(load, 0);
  return true;
}

/** Global Privacy Control, or Do Not Track: either is a request not to be measured. */
function askedNotToBeTracked(navigator: Navigator): boolean {
  const signals = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const doNotTrack = signals.doNotTrack ?? signals.msDoNotTrack ?? (globalThis as { doNotTrack?: string }).doNotTrack;
  return signals.globalPrivacyControl === true || doNotTrack === '1' || doNotTrack === 'yes';
}

/** Phones: the screen's shorter side under 600 CSS pixels, whichever way it is held. */
const PHONE_MAX_SHORT_SIDE = 600;

/**
 * What a beacon says of this page view; undefined for a page composed without releases, or not at all (not-found).
 * The route is the document's: later navigations in the app belong to this page view, as in Chrome's field data.
 */
function pageViewOf(prerendered: PrerenderedPage | undefined, win: Window): PageView | undefined {
  const page = prerendered?.page;
  const shell = prerendered?.releases?.shell;
  const release = page ? prerendered?.releases?.[page.owner] : undefined;
  if (!page || !shell || !release) return undefined;
  const connection =
    (win.navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? '';
  const shortSide = Math.min(win.screen.width, win.screen.height);
  return {
    route: page.route,
    language: page.language,
    shell,
    section: page.owner,
    release,
    connection,
    device: shortSide > 0 && shortSide < PHONE_MAX_SHORT_SIDE ? 'phone' : 'larger',
  };
}
