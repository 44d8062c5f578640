import { ROUTES, isRemoteName, type RouteEntry } from '@mboa/shared';

/**
 * The handoff from a prerendered document to the app, written by the shell's server entry and
 * read by the browser's entry: a JSON data block (never run as a script, so the CSP needs no
 * exception) naming the route the document was rendered for (null: the not-found page) and,
 * for a remote's page, the release its HTML came from, so the browser hydrates with that same
 * release. The page's HTML itself is the one element PageRoute renders inside `<main>`.
 */
export interface PageData {
  readonly path: string | null;
  /** The owning remote's entry URL, exactly as remotes.json named it when the page was composed. */
  readonly entryUrl?: string;
}

/** What the browser reads back: the route, its release, and the page's HTML as it arrived. */
export interface PrerenderedPage {
  readonly route: RouteEntry | null;
  readonly entryUrl?: string;
  readonly html?: string;
}

const PAGE_DATA_ID = 'mboa-page';

/** The data block's element: JSON that cannot end the script element early, whatever a URL holds. */
export function pageDataBlock(data: PageData): string {
  return `<script type="application/json" id="${PAGE_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The document's prerendered page, or undefined when the document was not prerendered (the
 * shell's index.html, `npm run dev`) or its data block is not one this shell understands.
 */
export function readPrerenderedPage(document: Document): PrerenderedPage | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { path, entryUrl } = JSON.parse(text) as Partial<PageData>;
    if (entryUrl !== undefined && typeof entryUrl !== 'string') return undefined;
    if (path === null) return { route: null };
    const route = ROUTES.find((entry) => entry.path === path);
    if (!route || (entryUrl !== undefined && !isRemoteName(route.owner))) return undefined;
    return { route, entryUrl, html: document.getElementById('main')?.firstElementChild?.innerHTML };
  } catch {
    return undefined;
  }
}
