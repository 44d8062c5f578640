/** After the load event, how long the callback waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 5000;

/**
 * `callback` once the page has loaded (its load event) and the browser is idle: work that no visit's
 * loading should pay for (offline reading's code and worker, start/main.tsx).
 */
export function afterLoadWhenIdle(win: Window, callback: () => void): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(callback, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
