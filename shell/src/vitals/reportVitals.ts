import { BEACON_PATH, beaconQuery, type MetricName, type PageView } from '@mboa/shared/vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { takeoverAfterFirstAct } from '../start/takeover';

/**
 * The reporting chunk: measures the page view with web-vitals and sends what it measured when the
 * page is hidden (the visitor leaves, switches tab or closes it), which is when CLS and INP are
 * final and the one moment a browser reliably still sends a request. One beacon carries every
 * metric measured; a metric already sent is never sent again (a visitor who comes back to the tab
 * and leaves again sends only what was not measured before). No cookie, no identifier, no
 * referrer: the beacon's fields are all that leaves the browser.
 */
export function reportVitals(view: PageView, win: Window = window): void {
  const measured: Partial<Record<MetricName, number>> = {};
  const sent = new Set<MetricName>();
  const record = ({ name, value }: Pick<Metric, 'value'> & { name: MetricName }) => {
    if (!sent.has(name)) measured[name] = value;
  };
  // Every change, not only web-vitals' final values: what is sent is the value when the page is
  // hidden, including an interaction web-vitals only finishes timing as the page is hidden.
  const options = { reportAllChanges: true };
  onFCP(record, options);
  onLCP(record, options);
  onTTFB(record, options);
  onCLS(record, options);
  onINP(record, options);
  // Marked before this chunk loads (it loads once the app runs): known now, or never.
  const takeover = takeoverAfterFirstAct(win.performance);
  if (takeover !== undefined) record({ name: 'Takeover', value: takeover });

  const send = () => {
    const unsent = Object.fromEntries(Object.entries(measured).filter(([name]) => !sent.has(name as MetricName))) as typeof measured;
    const query = beaconQuery(view, unsent);
    if (!query) return;
    for (const name of Object.keys(unsent)) sent.add(name as MetricName);
    // keepalive: the request outlives the page that is being left.
    void fetch(`${BEACON_PATH}?${query}`, { keepalive: true, credentials: 'omit', cache: 'no-store', referrerPolicy: 'no-referrer' }).catch(() => undefined);
  };
  // Registered after web-vitals' own listeners (on the window, in its capture phase), so that the
  // metrics it finalises when the page is hidden are recorded before they are sent. Not on
  // `pagehide`: a page being left fires it before `visibilitychange`, when CLS and INP are not final.
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') send();
  });
}
