import { ROUTES, isRemoteName, type RouteEntry } from '@mboa/shared';

/**
 * What a prerendered document says about itself, in a JSON data block (never run as a script,
 * so the CSP needs no exception): which route it was rendered for (null: the not-found page),
 * and the remote release whose page is in it, so the browser hydrates with that same release.
 * Written by the shell's server entry (shell/src/server/), read by the client entry (main.tsx).
 */
export interface PrerenderedPage {
  readonly path: string | null;
  /** The owning remote's entry URL, exactly as remotes.json named it when the page was composed. */
  readonly release?: string;
}

export const PRERENDERED_PAGE_ID = 'mboa-page';

/** The data block's text: JSON that cannot end the script element early. */
export function prerenderedPageJson(page: PrerenderedPage): string {
  return JSON.stringify(page).replace(/</g, '\\u003c');
}

/**
 * The document's prerendered page, or undefined when the document was not prerendered (the
 * shell's index.html, `npm run dev`) or its data block is not one this shell understands.
 */
export function readPrerenderedPage(document: Document): { route: RouteEntry | null; release?: string } | undefined {
  const text = document.getElementById(PRERENDERED_PAGE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { path, release } = JSON.parse(text) as Partial<PrerenderedPage>;
    if (release !== undefined && typeof release !== 'string') return undefined;
    if (path === null) return { route: null };
    const route = ROUTES.find((entry) => entry.path === path);
    if (!route || (release !== undefined && !isRemoteName(route.owner))) return undefined;
    return { route, release };
  } catch {
    return undefined;
  }
}
