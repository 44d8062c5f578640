// A page's HTML read and written in the worker, with no DOM. Composed pages come from the site's own server render, so
// their few landmarks are known: the boot script's `data-entry`, the data block, `<body>`.
import { escapeHtml } from '@mboa/shared/escape-html';
import { linkedReferences, unescapeHtml } from '@mboa/shared/linked-files';
import { PAGE_DATA_ID } from '@mboa/shared/page-data';
import { SAVED_COPY_NOTICE_CLASS } from '@mboa/shared/saved-copy';
import { languageOfPath, type Language } from '@mboa/shared/route-path';

export interface PageFacts {
  /** The page's `<title>`, as text. */
  readonly title: string;
  readonly language: Language;
  /** The shell's entry script the page starts its app with: which shell release the page is. */
  readonly shellEntry?: string;
  /** The owning section's entry URL, as remotes.json named it when the page was composed. */
  readonly entryUrl?: string;
  /** Build ids the page was composed from, by package. */
  readonly releases: Readonly<Record<string, string>>;
}

/** What a page's HTML says of itself; `url` gives its language when its `<html lang>` does not. */
export function pageFactsOf(html: string, url: URL): PageFacts {
  const title = unescapeHtml(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.trim() ?? url.pathname);
  const lang = /<html[^>]*\slang="([a-z]{2})/i.exec(html)?.[1]?.toLowerCase();
  const language: Language = lang === 'fr' || lang === 'en' ? lang : languageOfPath(url.pathname).language;
  const shellEntry = /<script[^>]*\sdata-entry="([^"]+)"/.exec(html)?.[1];
  const data = dataBlockOf(html);
  return {
    title,
    language,
    ...(shellEntry ? { shellEntry: unescapeHtml(shellEntry) } : {}),
    ...(typeof data.entryUrl === 'string' ? { entryUrl: data.entryUrl } : {}),
    releases: isReleaseList(data.releases) ? data.releases : {},
  };
}

const DATA_BLOCK = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}"[^>]*>([^<]*)</script>`);

function dataBlockOf(html: string): { entryUrl?: unknown; releases?: unknown } {
  const json = DATA_BLOCK.exec(html)?.[1];
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? value : {};
  } catch {
    return {};
  }
}

function isReleaseList(value: unknown): value is Record<string, string> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((id) => typeof id === 'string')
  );
}

/** The stylesheets and images a page links on the site's own origin or a section's: what it needs to read as it did. */
export function linkedFilesOf(html: string, pageUrl: URL): string[] {
  const resolved = linkedReferences(html).flatMap((reference) => {
    try {
      return [new URL(reference, pageUrl).href];
    } catch {
      return [];
    }
  });
  return [...new Set(resolved)];
}

/**
 * A saved copy with the notice first in its body, outside the app's root so the app hydrates the page as composed: a
 * status, read with the page, styled by the site's stylesheet (the page's policy allows no inline style).
 */
export function withOfflineNotice(html: string, notice: string): string {
  const body = /<body[^>]*>/.exec(html);
  if (!body) return html;
  const at = body.index + body[0].length;
  return `${html.slice(0, at)}<p class="${SAVED_COPY_NOTICE_CLASS}" role="status">${escapeHtml(notice)}</p>${html.slice(at)}`;
}
