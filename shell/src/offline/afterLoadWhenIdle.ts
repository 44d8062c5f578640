/** After the load event, how long the callback waits at most for the browser to be idle. */
const IDLE_TIMEOUT_MS = 5000;

/** `callback` after the load event, once the browser is idle: work no visit's loading should pay for. */
export function afterLoadWhenIdle(win: Window, callback: () => void): void {
  const whenIdle = () => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
    else win.setTimeout(callback, 0);
  };
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
