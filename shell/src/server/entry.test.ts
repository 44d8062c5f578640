// @vitest-environment node
import { describe, expect, it } from 'vitest';
import entry from './entry';

const TEMPLATE = `<!doctype html><html lang="en"><head><meta name="description" content="x" /><title>x</title><script type="module" data-entry="/assets/index-A.js" data-preload="">boot()</script></head><body><div id="root"></div><noscript>This site needs JavaScript.</noscript></body></html>`;
/** A client manifest naming every shell module's chunk (pages, records), as the build's does. */
const clientManifest = new Proxy(
  {},
  {
    get: (_target, key) =>
      typeof key === 'string' && key.startsWith('src/')
        ? { file: `assets/${key.replace(/^src\/(?:\w+\/)+/, '').replace(/\.tsx?$/, '')}-X.js`, css: [] }
        : undefined,
  },
);

const h1Of = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]*>/g, '');
const blockOf = (html: string) => {
  const [, chunks, json] =
    /<script type="application\/json" id="mboa-page"(?: data-preload="([^"]*)")?>([^<]*)<\/script>/.exec(html)!;
  return { ...(JSON.parse(json!) as object), preload: chunks?.split(' ') };
};
/** The data block but for the page's chunks (preloadOf). */
const dataOf = (html: string): unknown => ({ ...blockOf(html), preload: undefined });
/** The chunks the page names to fetch with the entry, in order. */
const preloadOf = (html: string) => blockOf(html).preload?.join(' ');

describe('the shell’s server entry', () => {
  it('renders in Node, with no window', () => {
    expect(typeof window).toBe('undefined');
    // Each of the 51 routes in English and in French.
    expect(entry.routes).toHaveLength(102);
    expect(entry.routes).toContainEqual({
      path: '/fr/savings_account',
      route: '/savings_account',
      owner: 'personal-banking',
      language: 'fr',
    });
    expect(entry.routes).toContainEqual({ path: '/fr', route: '/', owner: 'shell', language: 'fr' });
  });

  it('renders a shell route’s whole document: its page in the header and footer, its title, canonical link and data block', async () => {
    const html = await entry.renderDocument({ path: '/legal', template: TEMPLATE, clientManifest });
    expect(html).toMatch(/<title>[^<]*Legal[^<]*<\/title>/i);
    expect(html).toContain('<link rel="canonical" href="https://www.mboa.example/legal">');
    expect(html).toContain('<header class="site-header">');
    expect(html).toMatch(/<footer\b/);
    expect(h1Of(html)).toBeTruthy();
    // The page's chunk, its English record and the chrome's English record load with the entry.
    expect(html).toContain('<script type="module" data-entry="/assets/index-A.js" data-preload="">boot()</script>');
    expect(preloadOf(html)).toBe('/assets/chrome.en-X.js /assets/LegalPage-X.js /assets/legal.en-X.js');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<link rel="alternate" hreflang="fr" href="https://www.mboa.example/fr/legal">');
    expect(dataOf(html)).toEqual({ path: '/legal' });
  });

  it('lists every page the deploy names on the search page, A to Z by section, and hands the same list to the app', async () => {
    expect(entry.siteIndexPages).toEqual(['/search', '/fr/search']);
    const siteIndex = [
      { path: '/fr/savings_account', title: 'Compte d’épargne | Mboa CCU', owner: 'personal-banking' as const },
      { path: '/fr/faqs', title: 'Questions fréquentes | Mboa CCU', owner: 'shell' as const },
      { path: '/fr/mboaloader', title: 'Chargement | Mboa CCU', owner: 'shell' as const },
    ];
    const html = await entry.renderDocument({ path: '/fr/search', template: TEMPLATE, clientManifest, siteIndex });
    const list = html.slice(html.indexOf('class="site-index"'), html.indexOf('</main>'));
    const listed = [...list.matchAll(/<li><a href="([^"]+)">([^<]+)<\/a><\/li>/g)].map(([, href, name]) => [
      href,
      name,
    ]);
    // The loader is a page search never returns: the list leaves it out too.
    expect(listed).toEqual([
      ['/fr/faqs', 'Questions fréquentes'],
      ['/fr/savings_account', 'Compte d’épargne'],
    ]);
    expect(dataOf(html)).toEqual({ path: '/fr/search', siteIndex });
    // Search never returns the search page itself: its <main> is not marked for the index.
    expect(html).toContain('<main id="main" tabindex="-1"><!--$-->');
  });

  it('puts a remote’s rendered page in its place, names the release, and takes its meta', async () => {
    const entryUrl = '/remotes/personal-banking/abc123/assets/remoteEntry.js';
    const html = await entry.renderDocument({
      path: '/savings_account',
      template: TEMPLATE,
      clientManifest,
      remotePage: {
        html: '<h1>Savings Account</h1><p>No monthly fees.</p>',
        meta: { title: 'Savings account | Mboa CCU', description: 'Save.' },
        entryUrl,
      },
    });
    expect(html).toContain(
      '<main id="main" tabindex="-1" data-pagefind-body=""><!--$--><div><h1>Savings Account</h1><p>No monthly fees.</p></div><!--/$--></main>',
    );
    expect(html).toContain('<title>Savings account | Mboa CCU</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.mboa.example/savings_account">');
    expect(dataOf(html)).toEqual({ path: '/savings_account', entryUrl });
  });

  it('renders a shell route in French: lang, canonical, French records, links to French pages', async () => {
    const html = await entry.renderDocument({ path: '/fr/legal', template: TEMPLATE, clientManifest });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<link rel="canonical" href="https://www.mboa.example/fr/legal">');
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.mboa.example/legal">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.mboa.example/legal">');
    expect(preloadOf(html)).toBe('/assets/chrome.fr-X.js /assets/LegalPage-X.js /assets/legal.fr-X.js');
    expect(html).not.toContain('chrome.en-X.js');
    expect(html).toContain('href="/fr/student-account"');
    expect(html).toContain('>Groupes et associations<');
    expect(dataOf(html)).toEqual({ path: '/fr/legal' });
  });

  it('renders the French not-found page', async () => {
    const html = await entry.renderDocument({ path: null, language: 'fr', template: TEMPLATE, clientManifest });
    expect(h1Of(html)).toBe('C&#x27;est une erreur.');
    expect(html).toContain('<html lang="fr">');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('hreflang');
  });

  it('renders the not-found page with no canonical link', async () => {
    const html = await entry.renderDocument({ path: null, template: TEMPLATE, clientManifest });
    expect(h1Of(html)).toBe('That&#x27;s an error.');
    expect(html).not.toContain('rel="canonical"');
    expect(dataOf(html)).toEqual({ path: null });
  });

  it('refuses a remote route without its rendered page, and a path that is no route', async () => {
    await expect(
      entry.renderDocument({ path: '/savings_account', template: TEMPLATE, clientManifest }),
    ).rejects.toThrow(/personal-banking/);
    await expect(entry.renderDocument({ path: '/nope', template: TEMPLATE, clientManifest })).rejects.toThrow(
      /not a page of the site/,
    );
  });
});

describe('the releases a document names (field speed)', () => {
  it('are in a page’s data block, for a shell page and for a remote’s', async () => {
    const shellPage = await entry.renderDocument({
      path: '/legal',
      template: TEMPLATE,
      clientManifest,
      releases: { shell: '0123456789ab' },
    });
    expect(dataOf(shellPage)).toEqual({ path: '/legal', releases: { shell: '0123456789ab' } });

    const entryUrl = '/remotes/personal-banking/abcdef012345/assets/remoteEntry.js';
    const releases = { shell: '0123456789ab', 'personal-banking': 'abcdef012345' };
    const remotePage = await entry.renderDocument({
      path: '/fr/savings_account',
      template: TEMPLATE,
      clientManifest,
      remotePage: {
        html: '<h1>Compte d’épargne</h1>',
        meta: { title: 'Compte d’épargne | Mboa CCU', description: 'Épargner.' },
        entryUrl,
      },
      releases,
    });
    expect(dataOf(remotePage)).toEqual({ path: '/fr/savings_account', entryUrl, releases });
  });

  it('are not in the not-found page’s data block', async () => {
    for (const language of ['en', 'fr'] as const) {
      const html = await entry.renderDocument({
        path: null,
        language,
        template: TEMPLATE,
        clientManifest,
        releases: { shell: '0123456789ab' },
      });
      expect(dataOf(html)).toEqual({ path: null });
      expect(html).not.toContain('0123456789ab');
    }
  });

  it('are not in a page’s data block when the request names none', async () => {
    expect(dataOf(await entry.renderDocument({ path: '/legal', template: TEMPLATE, clientManifest }))).toEqual({
      path: '/legal',
    });
  });
});
