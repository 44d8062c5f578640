import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Keeps the footer out of the page while the page above it is still loading, so that it is
 * never painted and then pushed down (the layout shift a phone visitor feels). Routes hold it
 * while their code loads (a prerendered page arrives with its content: nothing holds it there).
 * Returns the function that releases the hold.
 */
export const FooterHoldContext = createContext<() => () => void>(() => () => undefined);

/** Holds the footer back while `active`. Layout effect: the footer appears in the same frame as the content. */
export function useHoldFooter(active: boolean): void {
  const hold = useContext(FooterHoldContext);
  useLayoutEffect(() => (active ? hold() : undefined), [active, hold]);
}
