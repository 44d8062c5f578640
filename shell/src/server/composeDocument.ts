import { DEFAULT_LANGUAGE, LOCALES, escapeHtml, type Language, type PageMeta } from '@mboa/shared';

/** The same page in one language, for search engines: its absolute URL. */
export interface LanguageAlternate {
  readonly language: Language;
  readonly url: string;
}

/** What a prerendered page puts into the shell's built index.html. */
export interface DocumentParts {
  /** The app's HTML: the content of `<div id="root">`. */
  readonly appHtml: string;
  readonly language: Language;
  readonly meta: PageMeta;
  /** Absolute URL of the page's canonical address; null for the not-found page. */
  readonly canonicalUrl: string | null;
  /** The page in every language (itself included), linked with `hreflang`; English is also `x-default`. */
  readonly alternates: readonly LanguageAlternate[];
  /** The institution's name, for link previews (Open Graph's site name). */
  readonly siteName: string;
  /** The page chunk's stylesheets, as site paths, in load order (the entry's are in the template). */
  readonly stylesheets: readonly string[];
  /** The page's data block element (start/initialPage.ts), put after the app: it names the page's chunks too. */
  readonly pageData: string;
  /** A page composed for a preview link: its bar (server/ReleasePreviewBar.tsx), put before the app's root. */
  readonly releasePreviewBar?: string;
}

/**
 * The shell's built index.html with a page in it, its stylesheets linked so it is styled before any script runs. The
 * template's `<noscript>` note goes (the page reads without script); its inline boot script stays as it is.
 */
export function composeDocument(template: string, parts: DocumentParts): string {
  const { title, description } = parts.meta;
  const defaultAlternate = parts.alternates.find((alternate) => alternate.language === DEFAULT_LANGUAGE);
  const head = [
    parts.canonicalUrl === null ? '' : `<link rel="canonical" href="${escapeHtml(parts.canonicalUrl)}">`,
    ...parts.alternates.map(
      ({ language, url }) => `<link rel="alternate" hreflang="${language}" href="${escapeHtml(url)}">`,
    ),
    defaultAlternate ? `<link rel="alternate" hreflang="x-default" href="${escapeHtml(defaultAlternate.url)}">` : '',
    // Link previews (messaging apps, social networks) read these rather than the title.
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(parts.siteName)}">`,
    `<meta property="og:locale" content="${LOCALES[parts.language].replace('-', '_')}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    parts.canonicalUrl === null ? '' : `<meta property="og:url" content="${escapeHtml(parts.canonicalUrl)}">`,
    ...parts.stylesheets
      .filter((href) => !template.includes(`"${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ].filter(Boolean);
  // The template's own note goes first: the app's HTML may hold `<noscript>` notes of its own.
  let html = replaceOnce(template, /\s*<noscript>[\s\S]*?<\/noscript>/, '', { optional: true });
  html = replaceOnce(html, /<html lang="[^"]*">/, `<html lang="${parts.language}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
  html = replaceOnce(
    html,
    /<meta name="description" content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(description)}" />`,
  );
  html = replaceOnce(html, /<\/head>/, `${head.map((tag) => `  ${tag}\n`).join('')}  </head>`);
  return replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `${parts.releasePreviewBar ? `${parts.releasePreviewBar}\n    ` : ''}<div id="root">${parts.appHtml}</div>\n    ${parts.pageData}`,
  );
}

function replaceOnce(text: string, pattern: RegExp, replacement: string, { optional = false } = {}): string {
  if (!pattern.test(text)) {
    if (optional) return text;
    throw new Error(`The shell's index.html has no ${pattern.source}: it cannot take a prerendered page.`);
  }
  return text.replace(pattern, () => replacement);
}
