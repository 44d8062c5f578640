import { describe, expect, it } from 'vitest';
import { linkedFilesOf, pageFactsOf, withOfflineNotice } from './savedPage';

const SITE = 'https://www.mboa.example';
const GROUP_SOCIETIES_ENTRY = '/remotes/group-societies/0123456789ab/assets/remoteEntry.js';
const RELEASES = { shell: 'bcdd99c966ee', 'group-societies': '0123456789ab' };

/** The data block a composed page ends with (shell/src/start/initialPage.ts), with the JSON given. */
const dataBlock = (json: string) =>
  `<script type="application/json" id="mboa-page" data-preload="/assets/chrome.fr-tv5uoicT.js /assets/app-frame-CY9ZEsRL.js">${json}</script>`;

/** A composed page as the deploy writes it (composed/fr/njangie.html), trimmed to its landmarks. */
function composedPage({
  lang = 'fr',
  title = 'Compte de groupe njangie &amp; tontines | Mboa CCU',
  data = dataBlock(JSON.stringify({ path: '/fr/njangie', entryUrl: GROUP_SOCIETIES_ENTRY, releases: RELEASES })),
} = {}) {
  return `<!doctype html>
<html${lang ? ` lang="${lang}"` : ''}>
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Gardez les cotisations de votre njangie en sécurité." />
    <title>${title}</title>
    <script type="module" data-entry="/assets/index-Dg5fmowl.js" data-preload="">const v="script[data-entry]";S(window,e=>import(e));</script>
    <link rel="stylesheet" crossorigin href="/assets/index-CY9fWlk0.css">
    <link rel="canonical" href="${SITE}/fr/njangie">
  </head>
  <body>
    <div id="root"><header><a href="/fr">Mboa CCU</a></header><main id="main"><div><h1>Njangie</h1></div></main></div>
    ${data}
  </body>
</html>
`;
}

const NJANGIE_FR = new URL(`${SITE}/fr/njangie`);

describe('what a saved page says of itself', () => {
  it('reads a composed page’s title as text, its language, its shell entry and the releases it was composed from', () => {
    expect(pageFactsOf(composedPage(), NJANGIE_FR)).toEqual({
      title: 'Compte de groupe njangie & tontines | Mboa CCU',
      language: 'fr',
      shellEntry: '/assets/index-Dg5fmowl.js',
      entryUrl: GROUP_SOCIETIES_ENTRY,
      releases: RELEASES,
    });
  });

  it('reads a title with an apostrophe as React writes it', () => {
    expect(pageFactsOf(composedPage({ title: 'Compte d&#x27;épargne | Mboa CCU' }), NJANGIE_FR).title).toBe(
      "Compte d'épargne | Mboa CCU",
    );
  });

  it('takes the page’s own <html lang> over its address', () => {
    expect(pageFactsOf(composedPage({ lang: 'fr' }), new URL(`${SITE}/njangie`)).language).toBe('fr');
    expect(pageFactsOf(composedPage({ lang: 'en' }), NJANGIE_FR).language).toBe('en');
  });

  it('takes the language from the address when the page does not say it', () => {
    expect(pageFactsOf(composedPage({ lang: '' }), NJANGIE_FR).language).toBe('fr');
    expect(pageFactsOf(composedPage({ lang: '' }), new URL(`${SITE}/njangie`)).language).toBe('en');
  });

  it('reads a page with no data block (the shell’s index.html): no section entry, no releases, the rest as it is', () => {
    expect(pageFactsOf(composedPage({ data: '' }), NJANGIE_FR)).toEqual({
      title: 'Compte de groupe njangie & tontines | Mboa CCU',
      language: 'fr',
      shellEntry: '/assets/index-Dg5fmowl.js',
      releases: {},
    });
  });

  it('reads a shell page’s data block, which names no section entry', () => {
    const facts = pageFactsOf(
      composedPage({ data: dataBlock(JSON.stringify({ path: '/fr/legal', releases: { shell: 'bcdd99c966ee' } })) }),
      new URL(`${SITE}/fr/legal`),
    );
    expect(facts.entryUrl).toBeUndefined();
    expect(facts.releases).toEqual({ shell: 'bcdd99c966ee' });
  });

  it.each([
    ['JSON cut short', '{"path":"/fr/njangie","entryUrl":'],
    ['not JSON at all', '{path: /fr/njangie}'],
    ['JSON that is no object', '"/fr/njangie"'],
    ['null', 'null'],
  ])('reads a page whose data block is broken (%s) as one with none, without throwing', (_what, json) => {
    const facts = pageFactsOf(composedPage({ data: dataBlock(json) }), NJANGIE_FR);
    expect(facts.title).toBe('Compte de groupe njangie & tontines | Mboa CCU');
    expect(facts.entryUrl).toBeUndefined();
    expect(facts.releases).toEqual({});
  });

  it('keeps no release list that is not names to build ids', () => {
    for (const releases of [['bcdd99c966ee'], { shell: 12 }, 'bcdd99c966ee']) {
      expect(
        pageFactsOf(composedPage({ data: dataBlock(JSON.stringify({ path: '/fr/njangie', releases })) }), NJANGIE_FR)
          .releases,
      ).toEqual({});
    }
  });

  it('reads a data block whose URLs hold an escaped “<”, as the server writes them', () => {
    const entryUrl = 'https://sections.example/0123456789ab/assets/remoteEntry.js#<x>';
    const json = JSON.stringify({ path: '/fr/njangie', entryUrl, releases: RELEASES }).replace(/</g, '\\u003c');
    expect(pageFactsOf(composedPage({ data: dataBlock(json) }), NJANGIE_FR).entryUrl).toBe(entryUrl);
  });

  it('lists a page with no title under its address', () => {
    expect(pageFactsOf('<html lang="fr"><body><p>Njangie</p></body></html>', NJANGIE_FR).title).toBe('/fr/njangie');
  });
});

/** Text as a browser reads it from HTML: character references decoded. */
function decoded(html: string): string {
  const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  return html.replace(/&(?:#(\d+)|#x([0-9a-f]+)|(\w+));/gi, (entity, decimal?: string, hex?: string, name?: string) =>
    decimal
      ? String.fromCodePoint(Number(decimal))
      : hex
        ? String.fromCodePoint(parseInt(hex, 16))
        : (named[name ?? ''] ?? entity),
  );
}

/** What follows a page's <body> tag. */
const bodyOf = (html: string) => /<body[^>]*>([\s\S]*)$/.exec(html)?.[1] ?? '';

describe('the notice on a saved copy', () => {
  const NOTICE =
    'You are offline, or the connection is too slow. You are reading the copy of this page saved on this device on 3 March 2025: the page may have changed since.';

  it('comes first in <body>, before the app’s root, as a status a screen reader reads with the page', () => {
    const page = composedPage();
    const noticed = withOfflineNotice(page, NOTICE);
    const notice = /^<p class="offline-notice" role="status">([^<]*)<\/p>/.exec(bodyOf(noticed));
    expect(notice?.[1] && decoded(notice[1])).toBe(NOTICE);
    expect(bodyOf(noticed).slice(notice?.[0].length).trimStart().startsWith('<div id="root">')).toBe(true);
  });

  it('leaves the rest of the page as it was composed, so the app hydrates it unchanged', () => {
    const page = composedPage();
    const noticed = withOfflineNotice(page, NOTICE);
    expect(noticed.replace(/<p class="offline-notice" role="status">[^<]*<\/p>/, '')).toBe(page);
  });

  it('finds a <body> with attributes', () => {
    const page = composedPage().replace('<body>', '<body class="page">');
    expect(bodyOf(withOfflineNotice(page, NOTICE)).startsWith('<p class="offline-notice" role="status">')).toBe(true);
  });

  it('writes the notice as text: markup in it is shown, never made into elements', () => {
    const notice = 'Saved on <b>3 March</b> & "then" <script>alert(1)</script> l’été';
    const noticed = withOfflineNotice(composedPage(), notice);
    expect(noticed).not.toContain('<b>');
    expect(noticed).not.toContain('<script>alert');
    const text = /<p class="offline-notice" role="status">([^<]*)<\/p>/.exec(noticed)?.[1];
    expect(text && decoded(text)).toBe(notice);
  });

  it('leaves a page with no <body> as it is', () => {
    const fragment = '<html lang="en"><head><title>Savings Account</title></head></html>';
    expect(withOfflineNotice(fragment, NOTICE)).toBe(fragment);
    expect(withOfflineNotice('', NOTICE)).toBe('');
  });
});

describe('the files a page links', () => {
  const SECTION = 'http://localhost:5153/7a144b368af8/assets';
  const page = `<!doctype html><html lang="fr"><head>
    <link rel="icon" href="data:image/svg+xml,%3Csvg%3E%3C/svg%3E" type="image/svg+xml" />
    <script type="module" data-entry="/assets/index-Dg5fmowl.js" data-preload="/assets/app-frame-CY9ZEsRL.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-CY9fWlk0.css">
    <link rel="stylesheet" crossorigin href="${SECTION}/style-Qw3rTy12.css">
    <link rel="modulepreload" href="/assets/HomePage-Cfrr0Sar.js">
    <link rel="canonical" href="${SITE}/fr/njangie">
    <link rel="alternate" hreflang="en" href="${SITE}/njangie">
  </head><body>
    <img class="feature-block__illustration" src="${SECTION}/njangie-BWfmVkvP.svg" alt="Six membres d&#x27;un groupe" width="320" height="240" loading="lazy" decoding="async"/>
    <img src="../assets/hero-B_x-9aQz.webp" alt="">
    <img src="${SECTION}/njangie-BWfmVkvP.svg" alt="again">
    <img src="/assets/chart-AbCdEf12.png?w=320&amp;h=240" alt="">
    <script src="/assets/not-an-image-AbCdEf12.js"></script>
  </body></html>`;

  it('finds the stylesheets and images, resolved against the page’s address, each once', () => {
    expect(linkedFilesOf(page, NJANGIE_FR).sort()).toEqual(
      [
        `${SITE}/assets/index-CY9fWlk0.css`,
        `${SECTION}/style-Qw3rTy12.css`,
        `${SECTION}/njangie-BWfmVkvP.svg`,
        `${SITE}/assets/hero-B_x-9aQz.webp`,
        `${SITE}/assets/chart-AbCdEf12.png?w=320&h=240`,
      ].sort(),
    );
  });

  it('finds nothing in a page that links no stylesheet or image', () => {
    expect(
      linkedFilesOf('<html><head><link rel="canonical" href="/"></head><body><p>Hello</p></body></html>', NJANGIE_FR),
    ).toEqual([]);
  });
});
