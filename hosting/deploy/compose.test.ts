// @vitest-environment node
import { mkdirSync, readFileSync, readdirSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { oneOriginLayout, writeLayout } from '../lib/deployRoot.mjs';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { compose, writeComposedPages } from './compose.mjs';
import { deploy, rollback } from './deploy.mjs';
import { liveBuildIds, serverBuildFolder } from './releases.mjs';

const temp = temporaryFoldersForThisFile();

const ROUTES = [
  { path: '/', owner: 'shell' },
  { path: '/savings_account', owner: 'personal-banking' },
  { path: '/njangie', owner: 'group-societies' },
];
/** The pages of a shell built with English alone: each route at its own address. */
const PAGES_IN_ENGLISH = ROUTES.map(({ path, owner }) => ({ path, route: path, owner, language: 'en' }));

/**
 * Builds as the packages' builds lay them out (dist/ and dist-server/render.mjs), with server
 * entries that follow the contracts (shell/src/server/entry.tsx, shared/src/contract.ts)
 * and write what they were given, so a test reads which release rendered each page.
 */
/** The pages of a shell built with two languages: each route in English and in French (SITE_PAGES). */
const PAGES_IN_TWO_LANGUAGES = ROUTES.flatMap(({ path, owner }) => [
  { path, route: path, owner, language: 'en' },
  { path: path === '/' ? '/fr' : `/fr${path}`, route: path, owner, language: 'fr' },
]);

function shellBuild(folder: string, version: string, routes: readonly object[] = PAGES_IN_ENGLISH) {
  mkdirSync(join(folder, 'dist', '.vite'), { recursive: true });
  mkdirSync(join(folder, 'dist-server'), { recursive: true });
  writeFileSync(join(folder, 'dist', 'index.html'), `<!doctype html><div id="root"></div><!-- shell ${version} -->`);
  writeFileSync(join(folder, 'dist', '.vite', 'manifest.json'), JSON.stringify({ version }));
  // The route list the shell's build writes beside its pages (shell/build/siteIndexPlugin.ts).
  const pages = routes as readonly { path: string; owner: string }[];
  writeFileSync(
    join(folder, 'dist', 'routes.json'),
    JSON.stringify({
      routes: pages.map((page) => page.path),
      owners: Object.fromEntries(pages.map((page) => [page.path, page.owner])),
    }),
  );
  writeFileSync(
    join(folder, 'dist-server', 'render.mjs'),
    `export default {
      routes: ${JSON.stringify(routes)},
      clientManifestFile: '.vite/manifest.json',
      async renderDocument({ path, language, template, clientManifest, remotePage }) {
        return JSON.stringify({ path, ...(language ? { language } : {}), shell: clientManifest.version, template: template.length > 0, page: remotePage?.html ?? null, entryUrl: remotePage?.entryUrl ?? null });
      },
    };`,
  );
  return join(folder, 'dist');
}

function remoteBuild(folder: string, version: string, { fails = false } = {}) {
  mkdirSync(join(folder, 'dist', 'assets'), { recursive: true });
  mkdirSync(join(folder, 'dist-server'), { recursive: true });
  writeFileSync(join(folder, 'dist', 'assets', 'remoteEntry.js'), `export const version = '${version}';`);
  writeFileSync(
    join(folder, 'dist-server', 'render.mjs'),
    `export default {
      async renderPage(path, { assetBase, language }) {
        ${fails ? "throw new Error('this release cannot render ' + path);" : ''}
        return { html: '<h1>' + path + ' ${version}' + (language ? ' ' + language : '') + '</h1><img src="' + assetBase + 'assets/x.svg">', meta: { title: path, description: '' } };
      },
    };`,
  );
  return join(folder, 'dist');
}

const composedPageOf = (root: string, file: string) =>
  JSON.parse(readFileSync(join(root, 'composed', file), 'utf8')) as Record<string, string | null>;
const composedFolderOf = (root: string) =>
  Object.fromEntries(
    readdirSync(join(root, 'composed')).map((file) => [file, readFileSync(join(root, 'composed', file), 'utf8')]),
  );

async function siteWithEveryPackage() {
  const root = temp('mboa-compose-root-');
  const builds = temp('mboa-compose-builds-');
  writeLayout(root, oneOriginLayout());
  const shell = await deploy({ root, pkg: 'shell', from: shellBuild(join(builds, 'shell-v1'), 'v1') });
  const personal = await deploy({ root, pkg: 'personal-banking', from: remoteBuild(join(builds, 'pb-v1'), 'v1') });
  const group = await deploy({ root, pkg: 'group-societies', from: remoteBuild(join(builds, 'gs-v1'), 'v1') });
  return { root, builds, buildIds: { shell: shell.buildId, personal: personal.buildId, group: group.buildId } };
}

/** A shell whose search page lists every page: each document is its title and what it was given. */
function shellWithSearchPage(folder: string) {
  const routes = [...PAGES_IN_ENGLISH, { path: '/search', route: '/search', owner: 'shell', language: 'en' }];
  const dist = shellBuild(folder, 'v1', routes);
  writeFileSync(
    join(folder, 'dist-server', 'render.mjs'),
    `export default {
      routes: ${JSON.stringify(routes)},
      clientManifestFile: '.vite/manifest.json',
      siteIndexPages: ['/search'],
      async renderDocument({ path, remotePage, siteIndex }) {
        const title = remotePage ? remotePage.meta.title + ' &amp; more' : 'Shell ' + path;
        return '<title>' + title + '</title>' + JSON.stringify(siteIndex ?? null);
      },
    };`,
  );
  return dist;
}

describe('composing pages at deploy time', () => {
  it('composes the page that lists every page again at each deploy, from every live page’s title', async () => {
    const root = temp('mboa-compose-root-');
    const builds = temp('mboa-compose-builds-');
    writeLayout(root, oneOriginLayout());
    const listed = () =>
      JSON.parse(readFileSync(join(root, 'composed', 'search.html'), 'utf8').replace(/^<title>[^<]*<\/title>/, ''));
    await deploy({ root, pkg: 'shell', from: shellWithSearchPage(join(builds, 'shell')) });
    expect(listed()).toEqual([{ path: '/', title: 'Shell /', owner: 'shell' }]);
    await deploy({ root, pkg: 'personal-banking', from: remoteBuild(join(builds, 'pb'), 'v1') });
    await deploy({ root, pkg: 'group-societies', from: remoteBuild(join(builds, 'gs'), 'v1') });
    expect(listed()).toEqual([
      { path: '/', title: 'Shell /', owner: 'shell' },
      { path: '/savings_account', title: '/savings_account & more', owner: 'personal-banking' },
      { path: '/njangie', title: '/njangie & more', owner: 'group-societies' },
    ]);
  });

  it('composes only the pages the shell release’s route list names: what both hosts serve as pages', async () => {
    const root = temp('mboa-compose-root-');
    const builds = temp('mboa-compose-builds-');
    writeLayout(root, oneOriginLayout());
    const dist = shellBuild(join(builds, 'shell-v1'), 'v1');
    const list = JSON.parse(readFileSync(join(dist, 'routes.json'), 'utf8')) as {
      routes: string[];
      owners: Record<string, string>;
    };
    writeFileSync(
      join(dist, 'routes.json'),
      JSON.stringify({ ...list, routes: list.routes.filter((route) => route !== '/') }),
    );
    await deploy({ root, pkg: 'shell', from: dist });
    expect(readdirSync(join(root, 'composed')).filter((file) => file.endsWith('.html'))).toEqual(['404.html']);
  });

  it('keeps each release’s server build outside what hosts serve, and writes each route’s page with compressed copies', async () => {
    const { root, buildIds } = await siteWithEveryPackage();
    expect(existsSync(join(serverBuildFolder(root, 'personal-banking', buildIds.personal), 'render.mjs'))).toBe(true);
    expect(existsSync(join(root, 'personal-banking', buildIds.personal, 'render.mjs'))).toBe(false);
    expect(composedPageOf(root, 'index.html')).toMatchObject({ path: '/', shell: 'v1', page: null });
    expect(composedPageOf(root, 'savings_account.html')).toEqual({
      path: '/savings_account',
      shell: 'v1',
      template: true,
      page: `<h1>/savings_account v1 en</h1><img src="/remotes/personal-banking/${buildIds.personal}/assets/x.svg">`,
      entryUrl: `/remotes/personal-banking/${buildIds.personal}/assets/remoteEntry.js`,
    });
    expect(composedPageOf(root, '404.html')).toMatchObject({ path: null });
    expect(gunzipSync(readFileSync(join(root, 'composed', 'njangie.html.gz'))).toString()).toBe(
      readFileSync(join(root, 'composed', 'njangie.html'), 'utf8'),
    );
    expect(existsSync(join(root, 'composed', 'njangie.html.br'))).toBe(true);
  });

  it('gives no page to a route whose section has no live release yet (the host falls back to the shell’s index.html)', async () => {
    const root = temp('mboa-compose-root-');
    const builds = temp('mboa-compose-builds-');
    writeLayout(root, oneOriginLayout());
    await deploy({ root, pkg: 'shell', from: shellBuild(join(builds, 'shell'), 'v1') });
    expect(
      readdirSync(join(root, 'composed'))
        .filter((file) => file.endsWith('.html'))
        .sort(),
    ).toEqual(['404.html', 'index.html']);
  });

  it('recomposes only the deployed remote’s routes, from its new release; the shell’s release is untouched', async () => {
    const { root, builds, buildIds } = await siteWithEveryPackage();
    const before = composedFolderOf(root);
    const shellFiles = readdirSync(join(root, 'shell', buildIds.shell), { recursive: true });
    const { buildId } = await deploy({ root, pkg: 'personal-banking', from: remoteBuild(join(builds, 'pb-v2'), 'v2') });
    const after = composedFolderOf(root);
    const changed = Object.keys(after).filter((file) => after[file] !== before[file]);
    expect(changed.sort()).toEqual(['savings_account.html', 'savings_account.html.br', 'savings_account.html.gz']);
    expect(composedPageOf(root, 'savings_account.html')).toMatchObject({
      page: expect.stringContaining('v2'),
      entryUrl: `/remotes/personal-banking/${buildId}/assets/remoteEntry.js`,
    });
    expect(liveBuildIds(root).shell).toBe(buildIds.shell);
    expect(readdirSync(join(root, 'shell', buildIds.shell), { recursive: true })).toEqual(shellFiles);
  });

  it('recomposes every route after a shell deploy', async () => {
    const { root, builds } = await siteWithEveryPackage();
    await deploy({ root, pkg: 'shell', from: shellBuild(join(builds, 'shell-v2'), 'v2') });
    for (const file of ['index.html', 'savings_account.html', 'njangie.html', '404.html'])
      expect(composedPageOf(root, file).shell).toBe('v2');
  });

  it('stops a deploy whose pages fail to render before anything visitors get changes', async () => {
    const { root, builds, buildIds } = await siteWithEveryPackage();
    const before = composedFolderOf(root);
    const manifest = readFileSync(join(root, 'remotes.json'), 'utf8');
    await expect(
      deploy({
        root,
        pkg: 'personal-banking',
        from: remoteBuild(join(builds, 'pb-broken'), 'broken', { fails: true }),
      }),
    ).rejects.toThrow(/cannot render/);
    expect(composedFolderOf(root)).toEqual(before);
    expect(readFileSync(join(root, 'remotes.json'), 'utf8')).toBe(manifest);
    expect(liveBuildIds(root)['personal-banking']).toBe(buildIds.personal);
  });

  it('recomposes a rolled-back section’s routes from the release that is live again', async () => {
    const { root, builds, buildIds } = await siteWithEveryPackage();
    await deploy({ root, pkg: 'personal-banking', from: remoteBuild(join(builds, 'pb-v2'), 'v2') });
    await rollback({ root, pkg: 'personal-banking' });
    expect(composedPageOf(root, 'savings_account.html')).toMatchObject({
      page: expect.stringContaining('v1'),
      entryUrl: `/remotes/personal-banking/${buildIds.personal}/assets/remoteEntry.js`,
    });
  });

  it('composes every route again on demand (npm run compose)', async () => {
    const { root } = await siteWithEveryPackage();
    const { written, removed } = await compose({ root, live: liveBuildIds(root) });
    expect({ written, removed }).toEqual({ written: 4, removed: 0 });
  });
});

describe('composing pages in two languages', () => {
  it('writes each route’s page in each language, the French ones in fr/, each rendered by its owner in its language, and a not-found page per language', async () => {
    const root = temp('mboa-compose-root-');
    const builds = temp('mboa-compose-builds-');
    writeLayout(root, oneOriginLayout());
    await deploy({ root, pkg: 'personal-banking', from: remoteBuild(join(builds, 'pb-v1'), 'v1') });
    await deploy({ root, pkg: 'group-societies', from: remoteBuild(join(builds, 'gs-v1'), 'v1') });
    await deploy({ root, pkg: 'shell', from: shellBuild(join(builds, 'shell-v1'), 'v1', PAGES_IN_TWO_LANGUAGES) });
    expect(composedPageOf(root, 'fr.html')).toMatchObject({ path: '/fr', shell: 'v1' });
    expect(composedPageOf(root, 'fr/savings_account.html')).toMatchObject({
      path: '/fr/savings_account',
      page: expect.stringMatching(/^<h1>\/savings_account v1 fr<\/h1>/),
    });
    expect(composedPageOf(root, 'savings_account.html')).toMatchObject({
      path: '/savings_account',
      page: expect.stringMatching(/^<h1>\/savings_account v1 en<\/h1>/),
    });
    expect(composedPageOf(root, '404.html')).toMatchObject({ path: null, language: 'en' });
    expect(composedPageOf(root, 'fr/404.html')).toMatchObject({ path: null, language: 'fr' });
    expect(existsSync(join(root, 'composed', 'fr', 'njangie.html.br'))).toBe(true);
  });

  it('prunes the pages of a language the live shell no longer has, in its folder too', async () => {
    const root = temp('mboa-compose-root-');
    const builds = temp('mboa-compose-builds-');
    writeLayout(root, oneOriginLayout());
    await deploy({ root, pkg: 'shell', from: shellBuild(join(builds, 'shell-v1'), 'v1', PAGES_IN_TWO_LANGUAGES) });
    expect(existsSync(join(root, 'composed', 'fr.html'))).toBe(true);
    await deploy({ root, pkg: 'shell', from: shellBuild(join(builds, 'shell-v2'), 'v2') });
    expect(existsSync(join(root, 'composed', 'fr.html'))).toBe(false);
    expect(existsSync(join(root, 'composed', 'fr', '404.html'))).toBe(false);
    expect(existsSync(join(root, 'composed', 'fr', '404.html.gz'))).toBe(false);
    expect(composedPageOf(root, 'index.html')).toMatchObject({ shell: 'v2' });
  });
});

describe('writing composed pages', () => {
  it('compresses off the main thread: the deploy lock’s refresh keeps running however many pages there are', async () => {
    const root = temp('mboa-compose-heavy-');
    // Twenty pages of 50 KB of varied text: about a second of brotli at its best quality.
    const pages = new Map(
      Array.from(
        { length: 20 },
        (_, i) =>
          [
            `page-${i}.html`,
            Array.from({ length: 2000 }, (_, j) => `<p>${i}-${j}-${(j * 7919) % 104729}</p>`).join(''),
          ] as const,
      ),
    );
    let ticks = 0;
    const heartbeat = setInterval(() => ticks++, 5);
    const writing = writeComposedPages(root, pages);
    await writing;
    clearInterval(heartbeat);
    // A synchronous compression would let no timer run until every page was written.
    expect(ticks).toBeGreaterThan(10);
    expect(gunzipSync(readFileSync(join(root, 'composed', 'page-19.html.gz'))).toString()).toBe(
      pages.get('page-19.html'),
    );
  }, 60_000);
});
