/**
 * The offline page: the answer to a page never saved on this device, asked for with no
 * connection. Made here, in the worker, from the pages it has saved, so it costs no download
 * ahead and needs no script: its links are to the saved pages, which the worker answers offline.
 */
import type { Language } from '@mboa/shared/route-path';
import { findPage } from '@mboa/shared/routes';
import { withDate, type OfflineText } from '../offlineText';
import { escapeHtml } from '@mboa/shared/escape-html';

export interface SavedPageLink {
  /** The page's path on the site (with no query). */
  readonly path: string;
  readonly title: string;
  readonly language: Language;
  readonly savedAt: Date;
}

export interface OfflinePageOptions {
  readonly language: Language;
  /** The locale dates are written in (LOCALES[language]). */
  readonly locale: string;
  readonly text: OfflineText;
  /** The site's name, as the header shows it. */
  readonly siteName: string;
  /** The page asked for, as retryPathOf spells it: "Try again" reloads it. */
  readonly retryPath: string;
  readonly pages: readonly SavedPageLink[];
  /** Allows the page's one inline stylesheet (Content-Security-Policy), new for each answer. */
  readonly nonce: string;
}

/** The page's styles: the site's colours and type, on a phone first. */
const STYLES = `
*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2a24;background:#f5f7f6;line-height:1.5}
header{background:#0b5d3b;color:#fff;padding:.9rem max(1rem,calc((100% - 38rem)/2));font-weight:700;font-size:1.1rem}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem 3rem}
h1{font-size:1.6rem;line-height:1.25;margin:0 0 .75rem;color:#0b5d3b}
h2{font-size:1.15rem;margin:2rem 0 .5rem}
a{color:#0b5d3b;font-weight:600}
a:focus-visible{outline:3px solid #f2b705;outline-offset:2px;border-radius:2px}
.button{display:inline-block;background:#0b5d3b;color:#fff;text-decoration:none;padding:.7rem 1.2rem;border-radius:.4rem;min-height:44px}
ul{list-style:none;padding:0;margin:0}
li{background:#fff;border:1px solid #d5ddd9;border-radius:.4rem;padding:.75rem 1rem;margin:.5rem 0}
li a{display:block;padding:.25rem 0}
li span{font-size:.9rem;color:#4a5a52}
`;

export function renderOfflinePage({
  language,
  locale,
  text,
  siteName,
  retryPath,
  pages,
  nonce,
}: OfflinePageOptions): string {
  const { offlinePage } = text;
  // The visitor's language first, then the other's; the most recently saved first in each.
  const ordered = [...pages].sort(
    (a, b) =>
      Number(b.language === language) - Number(a.language === language) || b.savedAt.getTime() - a.savedAt.getTime(),
  );
  const items = ordered
    .map((page) => {
      const lang = page.language === language ? '' : ` lang="${page.language}"`;
      return `<li><a href="${escapeHtml(page.path)}"${lang}>${escapeHtml(withoutSiteName(page.title, siteName))}</a><span>${escapeHtml(withDate(offlinePage.savedOn, page.savedAt, locale))}</span></li>`;
    })
    .join('');
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(`${offlinePage.title} | ${siteName}`)}</title>
<style nonce="${nonce}">${STYLES}</style>
</head>
<body>
<header>${escapeHtml(siteName)}</header>
<main>
<h1>${escapeHtml(offlinePage.title)}</h1>
<p>${escapeHtml(offlinePage.intro)}</p>
<p><a class="button" href="${escapeHtml(retryPath)}">${escapeHtml(offlinePage.tryAgain)}</a></p>
<h2>${escapeHtml(offlinePage.savedPagesHeading)}</h2>
${items ? `<ul>${items}</ul>` : `<p>${escapeHtml(offlinePage.noSavedPages)}</p>`}
</main>
</body>
</html>
`;
}

/** "Savings account | Mboa CCU" is "Savings account" in a list that is all the site's. */
function withoutSiteName(title: string, siteName: string): string {
  const suffix = ` | ${siteName}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
}

/**
 * The address "Try again" reloads: the page asked for, always on this site. Its leading slashes
 * are one (`//evil.example/x` would link to another site), and a route is spelled as its own.
 */
export function retryPathOf(url: URL): string {
  const path = url.pathname.replace(/^\/+/, '/');
  return `${findPage(path)?.path ?? path}${url.search}`;
}

/** The offline page's own policy: no script at all, its one stylesheet by nonce. */
export function offlinePagePolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
}
