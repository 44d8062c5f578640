import {
  PAGE_DATA_ID,
  SITE_PAGES,
  escapeHtml,
  findPage,
  isRemoteName,
  type IndexedPage,
  type PageModule,
  type SitePage,
} from '@mboa/shared';

/**
 * The data block a prerendered document hands the app (JSON, never run, so the CSP needs no exception): the page's
 * address (null: not found), its chunks and, for a remote's page, the release its HTML came from, to hydrate with.
 */
export interface PageData {
  readonly path: string | null;
  /** The page's chunks and their imports, as site paths: written as `data-preload`, cheaper for boot.ts than JSON. */
  readonly preload?: readonly string[];
  /** The owning remote's entry URL, exactly as remotes.json named it when the page was composed. */
  readonly entryUrl?: string;
  /** The build ids the page was composed from, by package (the shell's and its owner's): for the field-speed report. */
  readonly releases?: Readonly<Record<string, string>>;
  /** The search page's list of every page, as the deploy gave it: the app renders the same list. */
  readonly siteIndex?: readonly IndexedPage[];
}

/** What the browser reads back: the page (a route in a language), its release, and its HTML as it arrived. */
export interface PrerenderedPage {
  readonly page: SitePage | null;
  readonly entryUrl?: string;
  readonly html?: string;
  readonly releases?: Readonly<Record<string, string>>;
  readonly siteIndex?: readonly IndexedPage[];
}

/** The data block's element: JSON that cannot end the script element early, whatever a URL holds. */
export function pageDataBlock({ preload, ...data }: PageData): string {
  const chunks = preload?.length ? ` data-preload="${escapeHtml(preload.join(' '))}"` : '';
  return `<script type="application/json" id="${PAGE_DATA_ID}"${chunks}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
}

/**
 * The document's prerendered page, its HTML the one element PageRoute renders in `<main>`; undefined when there is
 * none (`npm run dev`) or its data block is not one this shell knows.
 */
export function readPrerenderedPage(document: Document): PrerenderedPage | undefined {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { path, entryUrl, releases, siteIndex } = JSON.parse(text) as Partial<PageData>;
    if (entryUrl !== undefined && typeof entryUrl !== 'string') return undefined;
    if (path === null) return { page: null };
    const page = SITE_PAGES.find((entry) => entry.path === path);
    if (!page || (entryUrl !== undefined && !isRemoteName(page.owner))) return undefined;
    return {
      page,
      entryUrl,
      html: document.getElementById('main')?.firstElementChild?.innerHTML,
      ...(isReleaseList(releases) ? { releases } : {}),
      ...(isSiteIndex(siteIndex) ? { siteIndex } : {}),
    };
  } catch {
    return undefined;
  }
}

/** Package names to build ids, nothing else (a document composed without them, or with malformed ones, has none). */
function isReleaseList(value: unknown): value is Readonly<Record<string, string>> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((id) => typeof id === 'string' && /^[0-9a-f]{12}$/.test(id))
  );
}

/** Pages of the site, each with its title and its owner as the route table names it. */
function isSiteIndex(value: unknown): value is readonly IndexedPage[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry: Partial<IndexedPage> | null) =>
        typeof entry?.path === 'string' &&
        typeof entry.title === 'string' &&
        findPage(entry.path)?.owner === entry.owner,
    )
  );
}

/**
 * How the app gets a page's module, given by its entry: the server's has every page, so its build holds no federation
 * runtime. `attempt` counts Retries, so a loader can fetch afresh; undefined: the owner has no page for the route.
 */
export type LoadRoutePage = (page: SitePage, attempt: number) => Promise<PageModule | undefined>;

/** One route's loader, as PageRoute uses it. */
export type RoutePageLoader = (attempt: number) => Promise<PageModule | undefined>;

/**
 * The page the document was rendered with, so the first render matches its HTML and shows no spinner. `html` is its
 * server HTML: kept on screen when its code cannot load, and, on the server, how a remote's page enters the document.
 */
export type InitialPage =
  { readonly path: string; readonly page: PageModule } | { readonly path: string; readonly html: string };
