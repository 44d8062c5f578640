import { PAGE_DATA_ID, SITE_PAGES, escapeHtml, isRemoteName, type PageModule, type SitePage } from '@mboa/shared';

// The page a document starts with: its data block (written by the server entry, read by the
// browser's), and the page the app's first render is given, so that it matches the HTML.

/**
 * The handoff from a prerendered document to the app: a JSON data block (never run as a script,
 * so the CSP needs no exception) naming the page the document was rendered for, by its address
 * (null: the not-found page), the chunks the page needs with the app's entry, and, for a remote's
 * page, the release its HTML came from, so the browser hydrates with that same release. The
 * page's HTML itself is the one element PageRoute renders inside `<main>`.
 */
export interface PageData {
  readonly path: string | null;
  /**
   * The page's own chunks (its code, its record, the chrome's record) and those they import, as
   * site paths: the boot script (boot.ts) fetches them with the entry, when it starts the app.
   * Written as the block's `data-preload` attribute, not in its JSON: the boot script reads an
   * attribute in a few bytes, where parsing the JSON would cost every page more.
   */
  readonly preload?: readonly string[];
  /** The owning remote's entry URL, exactly as remotes.json named it when the page was composed. */
  readonly entryUrl?: string;
  /** The build ids the page was composed from, by package (the shell's and its owner's): for the field-speed report. */
  readonly releases?: Readonly<Record<string, string>>;
}

/** What the browser reads back: the page (a route in a language), its release, and its HTML as it arrived. */
export interface PrerenderedPage {
  readonly page: SitePage | null;
  readonly entryUrl?: string;
  readonly html?: string;
  readonly releases?: Readonly<Record<string, string>>;
}

/** The data block's element: JSON that cannot end the script element early, whatever a URL holds. */
export function pageDataBlock({ preload, ...data }: PageData): string {
  const chunks = preload?.length ? ` data-preload="${escapeHtml(preload.join(' '))}"` : '';
  return `<script type="application/json" id="${PAGE_DATA_ID}"${chunks}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The document's prerendered page, or undefined when the document was not prerendered (the
 * shell's index.html, `npm run dev`) or its data block is not one this shell understands.
 */
export function readPrerenderedPage(document: Document): PrerenderedPage | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { path, entryUrl, releases } = JSON.parse(text) as Partial<PageData>;
    if (entryUrl !== undefined && typeof entryUrl !== 'string') return undefined;
    if (path === null) return { page: null };
    const page = SITE_PAGES.find((entry) => entry.path === path);
    if (!page || (entryUrl !== undefined && !isRemoteName(page.owner))) return undefined;
    return { page, entryUrl, html: document.getElementById('main')?.firstElementChild?.innerHTML, ...(isReleaseList(releases) ? { releases } : {}) };
  } catch {
    return undefined;
  }
}

/** Package names to build ids, nothing else (a document composed without them, or with malformed ones, has none). */
function isReleaseList(value: unknown): value is Readonly<Record<string, string>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((id) => typeof id === 'string' && /^[0-9a-f]{12}$/.test(id));
}

/**
 * How the app gets a page's module, given to it by its entry: the browser's loads the shell's
 * chunks and the remotes' federated modules (start/main.tsx); the server's has every page
 * already (server/entry.tsx), so the server build holds no federation runtime. `page` is a route
 * in a language (shared/src/routes.ts, SITE_PAGES); `attempt` counts Retries (0 for the first
 * load), so a loader can fetch its code afresh. Resolves to undefined when the owner has no page
 * for the route.
 */
export type LoadRoutePage = (page: SitePage, attempt: number) => Promise<PageModule | undefined>;

/** One route's loader, as PageRoute uses it. */
export type RoutePageLoader = (attempt: number) => Promise<PageModule | undefined>;

/**
 * The page a prerendered document was rendered with, handed to the app's first render as a
 * value so that it matches that HTML: the route starts ready instead of loading, so hydration
 * shows no spinner and moves nothing. `path` is the page's address (`/fr/savings_account`).
 * `html` is the page's own server HTML, kept on screen when its code could not be loaded (a
 * section down): readable, its links working. On the server, `html` is how a remote's page
 * (rendered by the remote) goes into the shell's document.
 */
export type InitialPage = { readonly path: string; readonly page: PageModule } | { readonly path: string; readonly html: string };
