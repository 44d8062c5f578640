import { gunzipSync } from 'node:zlib';
// @vitest-environment node
import { chmodSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { ensureSearchIndex, indexComposedPages } from './searchIndex.mjs';

const temp = temporaryFoldersForThisFile();
const BUILD_ID = '0123456789ab';

/** A deploy root holding one release of `pkg`, with nothing in it but what a test adds. */
function rootWithRelease(pkg = 'personal-banking') {
  const root = temp('mboa-search-');
  mkdirSync(join(root, pkg, BUILD_ID), { recursive: true });
  return root;
}

const page = (path: string, language: 'en' | 'fr', words: string) => ({
  path,
  language,
  html: `<!doctype html><html><body><header>Menu</header><main data-pagefind-body><h1>${words}</h1><p>${words}</p></main></body></html>`,
});

const PAGES = [
  page('/savings_account', 'en', 'Savings account'),
  page('/current_account', 'en', 'Current account'),
  page('/fr/savings_account', 'fr', 'Compte d’épargne rémunéré'),
];

const entryOf = (bundle: string) =>
  JSON.parse(readFileSync(join(bundle, 'pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { page_count: number; wasm: string }>;
  };

/** Every file and folder under `folder`, relative to it, `/` between parts. */
const treeOf = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((entry) => entry.split(/[\\/]/).join('/'))
    .sort();

describe('a release’s search bundles', () => {
  it('are one Pagefind bundle a language in the release’s own folder, with the files the browser loads alone, readable by the web server', async () => {
    const root = rootWithRelease();
    expect(await ensureSearchIndex(root, 'personal-banking', BUILD_ID, PAGES)).toBe(true);

    const bundles = join(root, 'personal-banking', BUILD_ID, 'pagefind');
    expect(readdirSync(bundles).sort()).toEqual(['en', 'fr']);
    expect(entryOf(join(bundles, 'en')).languages).toEqual({
      en: expect.objectContaining({ page_count: 2, wasm: 'en' }),
    });
    // French stemming: the bundle's engine is the French one.
    expect(entryOf(join(bundles, 'fr')).languages).toEqual({
      fr: expect.objectContaining({ page_count: 1, wasm: 'fr' }),
    });
    const files = treeOf(join(bundles, 'fr'));
    // The text files with the copies the hosts send compressed; the rest is gzip data Pagefind reads itself.
    expect(files.filter((file) => !/^(index|fragment)(\/|$)|\.pf_meta$/.test(file))).toEqual([
      'bundle-files.json',
      'bundle-files.json.br',
      'bundle-files.json.gz',
      'pagefind-entry.json',
      'pagefind-entry.json.br',
      'pagefind-entry.json.gz',
      'pagefind-worker.js',
      'pagefind-worker.js.br',
      'pagefind-worker.js.gz',
      'pagefind.js',
      'pagefind.js.br',
      'pagefind.js.gz',
      'wasm.fr.pagefind',
    ]);
    const script = readFileSync(join(bundles, 'fr', 'pagefind.js'));
    expect(gunzipSync(readFileSync(join(bundles, 'fr', 'pagefind.js.gz'))).equals(script)).toBe(true);
    expect(files.filter((file) => /\.pf_meta$/.test(file))).toEqual([
      expect.stringMatching(/^pagefind\.fr_[0-9a-f]+\.pf_meta$/),
    ]);
    expect(files.filter((file) => file.startsWith('fragment/')).length).toBe(1);
    // The bundle's list of itself: every file the browser may load, none of the compressed copies or of the folders.
    const listed = JSON.parse(readFileSync(join(bundles, 'fr', 'bundle-files.json'), 'utf8')) as string[];
    expect(listed).toEqual(
      files.filter((file) => !/\.(br|gz)$/.test(file) && !['index', 'fragment', 'bundle-files.json'].includes(file)),
    );
    for (const file of ['', ...treeOf(bundles)]) {
      const stats = statSync(join(bundles, file));
      expect(stats.mode & 0o777, file).toBe(stats.isDirectory() ? 0o755 : 0o644);
    }
    expect(readdirSync(join(root, 'personal-banking'))).toEqual([BUILD_ID]);
  });

  it('are written once: a rollback or a redeploy of the same build finds them and leaves them as they are', async () => {
    const root = rootWithRelease();
    await ensureSearchIndex(root, 'personal-banking', BUILD_ID, PAGES);
    const entry = join(root, 'personal-banking', BUILD_ID, 'pagefind', 'en', 'pagefind-entry.json');
    const before = statSync(entry);
    const folderBefore = statSync(join(root, 'personal-banking', BUILD_ID, 'pagefind'));

    expect(await ensureSearchIndex(root, 'personal-banking', BUILD_ID, [page('/other', 'en', 'Other words')])).toBe(
      false,
    );
    const after = statSync(entry);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    const folderAfter = statSync(join(root, 'personal-banking', BUILD_ID, 'pagefind'));
    expect([folderAfter.ino, folderAfter.mtimeMs]).toEqual([folderBefore.ino, folderBefore.mtimeMs]);
    expect(entryOf(join(root, 'personal-banking', BUILD_ID, 'pagefind', 'en')).languages.en?.page_count).toBe(2);
  });

  it('written before they listed their files, get their lists at the next deploy, the rest left as it is', async () => {
    const root = rootWithRelease();
    await ensureSearchIndex(root, 'personal-banking', BUILD_ID, PAGES);
    const folder = join(root, 'personal-banking', BUILD_ID, 'pagefind', 'fr');
    const listed = readFileSync(join(folder, 'bundle-files.json'), 'utf8');
    for (const suffix of ['', '.br', '.gz']) rmSync(join(folder, `bundle-files.json${suffix}`));
    const entry = statSync(join(folder, 'pagefind-entry.json'));

    expect(await ensureSearchIndex(root, 'personal-banking', BUILD_ID, PAGES)).toBe(false);
    expect(readFileSync(join(folder, 'bundle-files.json'), 'utf8')).toBe(listed);
    expect(gunzipSync(readFileSync(join(folder, 'bundle-files.json.gz'))).toString()).toBe(listed);
    expect(statSync(join(folder, 'bundle-files.json')).mode & 0o777).toBe(0o644);
    const after = statSync(join(folder, 'pagefind-entry.json'));
    expect([after.ino, after.mtimeMs]).toEqual([entry.ino, entry.mtimeMs]);
  });

  it('are none for a release with no page to index: no folder, and Pagefind is not started', async () => {
    const root = rootWithRelease();
    expect(await ensureSearchIndex(root, 'personal-banking', BUILD_ID, [])).toBe(false);
    expect(readdirSync(join(root, 'personal-banking', BUILD_ID))).toEqual([]);
  });

  it('stop the deploy when Pagefind fails, leaving no folder half-written, and Pagefind starts again for the next', async () => {
    const root = rootWithRelease();
    // The English bundle is written first; Pagefind refuses the French page (it has no content).
    const broken = [
      ...PAGES,
      { path: '/fr/current_account', language: 'fr' as const, html: undefined as unknown as string },
    ];
    await expect(ensureSearchIndex(root, 'personal-banking', BUILD_ID, broken)).rejects.toThrow(
      /^Pagefind could not index the fr pages of personal-banking's release 0123456789ab for site search: /,
    );
    expect(readdirSync(join(root, 'personal-banking'))).toEqual([BUILD_ID]);
    expect(readdirSync(join(root, 'personal-banking', BUILD_ID))).toEqual([]);

    expect(await ensureSearchIndex(root, 'personal-banking', BUILD_ID, PAGES)).toBe(true);
  });

  it('stop the deploy when Pagefind stops answering, rather than hold the deploy lock for ever', async () => {
    const root = rootWithRelease();
    // A Pagefind that reads what it is sent and never answers (as one that panicked mid-way).
    const silent = join(temp('mboa-silent-pagefind-'), 'pagefind');
    writeFileSync(silent, '#!/bin/sh\nexec cat > /dev/null\n');
    chmodSync(silent, 0o755);
    vi.stubEnv('PAGEFIND_BINARY_PATH', silent);
    try {
      await expect(ensureSearchIndex(root, 'personal-banking', BUILD_ID, PAGES, { answerMs: 300 })).rejects.toThrow(
        'no answer from Pagefind within 300 ms',
      );
    } finally {
      vi.unstubAllEnvs();
    }
    expect(readdirSync(join(root, 'personal-banking'))).toEqual([BUILD_ID]);
    expect(existsSync(join(root, 'personal-banking', BUILD_ID, 'pagefind'))).toBe(false);
  });

  it('refuse a release that is not on disk', async () => {
    const root = rootWithRelease();
    await expect(ensureSearchIndex(root, 'personal-banking', 'ba9876543210', PAGES)).rejects.toThrow(
      'personal-banking: release ba9876543210 is not on disk',
    );
  });
});

describe('indexing composed pages', () => {
  it('gives each release the pages it owns, found by the shell release’s route list; a page not rendered and the not-found pages are none', async () => {
    const root = temp('mboa-search-composed-');
    const live = { shell: 'aaaaaaaaaaaa', 'personal-banking': 'bbbbbbbbbbbb', 'group-societies': 'cccccccccccc' };
    for (const [pkg, buildId] of Object.entries(live)) mkdirSync(join(root, pkg, buildId), { recursive: true });
    const owners = { '/': 'shell', '/savings_account': 'personal-banking', '/njangie': 'group-societies' };
    writeFileSync(
      join(root, 'shell', live.shell, 'routes.json'),
      JSON.stringify({ routes: ['/', '/fr', '/savings_account', '/fr/savings_account', '/njangie'], owners }),
    );
    const html = (words: string) => page('/', 'en', words).html;
    const composed = new Map<string, string | null>([
      ['index.html', html('Welcome')],
      ['fr.html', html('Bienvenue')],
      ['savings_account.html', html('Savings')],
      ['fr/savings_account.html', html('Épargne')],
      ['njangie.html', null],
      ['404.html', html('Not found')],
    ]);

    await indexComposedPages({ root, live, composed });

    const pageCounts = (pkg: string) =>
      Object.fromEntries(
        readdirSync(join(root, pkg, live[pkg as keyof typeof live], 'pagefind')).map((language) => [
          language,
          entryOf(join(root, pkg, live[pkg as keyof typeof live], 'pagefind', language)).languages[language]
            ?.page_count,
        ]),
      );
    expect(pageCounts('shell')).toEqual({ en: 1, fr: 1 });
    expect(pageCounts('personal-banking')).toEqual({ en: 1, fr: 1 });
    expect(existsSync(join(root, 'group-societies', live['group-societies'], 'pagefind'))).toBe(false);
  });
});
