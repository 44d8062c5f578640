import type { PageModule } from '@mboa/shared';
import { createContext } from 'react';

/**
 * The page a prerendered document was rendered with (its HTML arrived composed at deploy time),
 * handed to the first render so that it matches that HTML: the route starts ready instead of
 * loading, so hydration shows no spinner and moves nothing. `html` is the page's own server
 * HTML, kept on screen when its code could not be loaded (a section down): readable, not
 * interactive. Used for the document's first route only; later visits load as usual.
 */
export type InitialPage = { readonly path: string; readonly page: PageModule } | { readonly path: string; readonly html: string };

/** A box, emptied once the first route has taken its page: a return to that route loads afresh. */
export interface InitialPageBox {
  current: InitialPage | undefined;
}

export const InitialPageContext = createContext<InitialPageBox>({ current: undefined });
