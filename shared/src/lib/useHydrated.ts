import { useSyncExternalStore } from 'react';

const nothingToSubscribe = () => () => {};

/**
 * False while a page renders on the server and while the browser hydrates that HTML, true from
 * the render after; true at once when the browser renders with no server HTML (createRoot). For
 * what must wait for the page's script, a form's submit button say: a click before hydration
 * would submit the form natively, its values in the URL. Both first renders agree, so hydration
 * matches; the update after it is React's own.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToSubscribe,
    () => true,
    () => false,
  );
}
