import { BEACON_PATH, beaconQuery, type MetricName, type PageView } from '@mboa/shared/vitals';
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { takeoverAfterFirstAct } from '../start/takeover';

/**
 * Measures the page view and sends one beacon when the page is hidden, when CLS and INP are final and a browser still
 * sends a request; each metric is sent once (docs/field-speed.md). No cookie, identifier or referrer goes with it.
 */
export function reportVitals(view: PageView, win: Window = window): void {
  const measured: Partial<Record<MetricName, number>> = {};
  const sent = new Set<MetricName>();
  const record = ({ name, value }: Pick<Metric, 'value'> & { name: MetricName }) => {
    if (!sent.has(name)) measured[name] = value;
  };
  // Every change: the value sent is the one at hiding, with an interaction web-vitals only finishes timing then.
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
    const unsent = Object.fromEntries(
      Object.entries(measured).filter(([name]) => !sent.has(name as MetricName)),
    ) as typeof measured;
    const query = beaconQuery(view, unsent);
    if (!query) return;
    for (const name of Object.keys(unsent)) sent.add(name as MetricName);
    void fetch(`${BEACON_PATH}?${query}`, {
      keepalive: true,
      credentials: 'omit',
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
    }).catch(() => undefined);
  };
  // After web-vitals' own capture listeners, so what it finalises on hiding is recorded first. Not `pagehide`: it
  // comes before `visibilitychange`, when CLS and INP are not final.
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') send();
  });
}
