import { SITE_PAGES, isRemoteName, type SitePage } from '@mboa/shared';

/**
 * The handoff from a prerendered document to the app, written by the shell's server entry and
 * read by the browser's entry: a JSON data block (never run as a script, so the CSP needs no
 * exception) naming the page the document was rendered for, by its address (null: the not-found page) and,
 * for a remote's page, the release its HTML came from, so the browser hydrates with that same
 * release. The page's HTML itself is the one element PageRoute renders inside `<main>`.
 */
export interface PageData {
  readonly path: string | null;
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

/** Package names to build ids, nothing else (a page composed before pages named them has none). */
function isReleaseList(value: unknown): value is Readonly<Record<string, string>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((id) => typeof id === 'string' && /^[0-9a-f]{12}$/.test(id));
}
