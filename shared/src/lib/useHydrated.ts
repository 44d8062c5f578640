import { useSyncExternalStore } from 'react';

const nothingToSubscribe = () => () => {};

/** False on the server and while hydrating, so that both first renders agree: for what must wait for
 * the script, as a submit button, which would otherwise submit natively with its values in the URL. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToSubscribe,
    () => true,
    () => false,
  );
}
