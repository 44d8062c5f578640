import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import type { PageMeta, RemotePages } from '../contract';
import type { RemoteName } from '../remotes';
import { routesOwnedBy, type RoutePath } from '../routes';
import type { RemoteServerEntry, RenderedPage } from '../contract';
import { TEST_ASSET_BASE, loadPage } from './remotePages';

export { TEST_ASSET_BASE } from './remotePages';
export { expectEveryPageHydratesItsServerHtml, type HydrationOptions } from './serverHydration';

function decodeEntities(text: string): string {
  return text.replace(
    /&(amp|lt|gt|quot|#x27|#39|nbsp);/g,
    (_, name: string) =>
      ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: '\u00a0' })[name] ?? '',
  );
}

/** The text of each h1 in server HTML. */
export function headingsOf(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((match) =>
    decodeEntities(match[1]!.replace(/<[^>]*>/g, '')).trim(),
  );
}

/**
 * What a test of a rendered page checks in any environment: one h1 with text, the page module's
 * own meta. Returns the h1's text.
 */
function expectRenderedPage(path: string, rendered: RenderedPage | undefined, meta: PageMeta): string {
  expect(rendered, `${path} renders`).toBeDefined();
  const { html } = rendered!;
  const headings = headingsOf(html);
  expect(headings, `${path}: one h1`).toHaveLength(1);
  expect(headings[0]!.length, `${path}: the h1 has text`).toBeGreaterThan(0);
  expect(rendered!.meta, `${path}: meta of its content record`).toEqual({
    title: meta.title,
    description: meta.description,
  });
  expect(meta.title.length, `${path}: a title`).toBeGreaterThan(0);
  return headings[0]!;
}

/**
 * In Vitest's node environment (no window, no document: a page touching either while
 * rendering throws): the remote's server entry renders every route it owns, each with one h1 and
 * its content record's meta, the same HTML at another date, time of day, time zone and with
 * other random numbers, and nothing for a route it has no page for. Returns each route's h1.
 */
export async function expectEveryPageRendersOnTheServer(
  name: RemoteName,
  entry: RemoteServerEntry,
  remote: RemotePages,
): Promise<Map<string, string>> {
  expect(typeof window, 'the node environment: no window').toBe('undefined');
  expect(typeof document, 'the node environment: no document').toBe('undefined');
  expect(entry.remote).toBe(name);
  expect([...entry.routes], 'the keys of the pages object, in order').toEqual(Object.keys(remote.pages));
  expect([...entry.routes].sort(), 'the routes the ownership table gives it').toEqual(
    routesOwnedBy(name)
      .map((route) => route.path)
      .sort(),
  );

  const headings = new Map<string, string>();
  for (const path of entry.routes) {
    const rendered = await entry.renderPage(path, { assetBase: TEST_ASSET_BASE });
    const { meta } = await loadPage(remote, path);
    headings.set(path, expectRenderedPage(path, rendered, meta));
    expect(
      rendered!.html,
      `${path}: the same HTML at another time, in another time zone, with other random numbers`,
    ).toBe(await renderElsewhen(entry, path));
  }

  for (const path of ['/not-a-page', 'constructor', 'toString', '__proto__']) {
    expect(await entry.renderPage(path as RoutePath), path).toBeUndefined();
  }
  return headings;
}

/**
 * Every route the remote renders, rendered in French: the French record's meta, one h1, and not
 * the English page's h1 (the French record, not the English one with French links).
 */
export async function expectEveryPageRendersInFrench(entry: RemoteServerEntry, remote: RemotePages): Promise<void> {
  for (const path of entry.routes) {
    const [rendered, english] = await Promise.all([entry.renderPage(path, { language: 'fr' }), entry.renderPage(path)]);
    const { meta } = await remote.pages[path]!('fr');
    expect(rendered!.meta, path).toEqual(meta);
    expect(headingsOf(rendered!.html), path).toHaveLength(1);
    expect(headingsOf(rendered!.html), path).not.toEqual(headingsOf(english!.html));
  }
}

async function renderElsewhen(entry: RemoteServerEntry, path: RoutePath): Promise<string | undefined> {
  const timeZone = process.env.TZ;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2031-12-31T23:59:58.765Z'));
  vi.spyOn(Math, 'random').mockReturnValue(0.8765);
  process.env.TZ = 'Pacific/Kiritimati';
  try {
    return (await entry.renderPage(path, { assetBase: TEST_ASSET_BASE }))?.html;
  } finally {
    if (timeZone === undefined) delete process.env.TZ;
    else process.env.TZ = timeZone;
    vi.restoreAllMocks();
    vi.useRealTimers();
  }
}

/**
 * The remote's BUILT server entry, copied alone into an empty folder outside the repository and
 * run there by plain `node`: it imports nothing but Node's own modules, renders every route as
 * the source entry does (asset URLs aside), writes asset URLs from the asset base it is given,
 * naming files the client build has. Returns false, with a notice, when the remote has no
 * server build (run `npm run build -w <remote>`).
 */
export async function expectBuiltServerEntryRunsAlone(
  name: RemoteName,
  remoteFolder: string,
  source: RemoteServerEntry,
): Promise<boolean> {
  const built = join(remoteFolder, 'dist-server', 'render.mjs');
  if (!existsSync(built)) {
    console.warn(
      `Skipped: ${relative(process.cwd(), built)} is not built. Run \`npm run build -w ${name}\` to test the server build.`,
    );
    return false;
  }
  const code = readFileSync(built, 'utf8');
  const imported = [
    ...code.matchAll(
      /^\s*(?:import|export)\b[^'"]*?\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/gm,
    ),
  ].map((m) => m[1] ?? m[2] ?? m[3]);
  const builtins = new Set(builtinModules);
  expect(
    imported.filter((specifier) => !builtins.has(specifier!.replace(/^node:/, ''))),
    `${name}: render.mjs imports only Node's own modules`,
  ).toEqual([]);
  expect(readdirSync(join(remoteFolder, 'dist-server')), `${name}: one file`).toEqual(['render.mjs']);

  const folder = mkdtempSync(join(tmpdir(), `mboa-${name}-server-`));
  try {
    expect(relative(join(remoteFolder, '..'), folder).startsWith('..'), 'outside the repository').toBe(true);
    copyFileSync(built, join(folder, 'render.mjs'));
    const script = `
      const { default: entry } = await import('./render.mjs');
      const pages = {};
      for (const path of entry.routes) pages[path] = await entry.renderPage(path, { assetBase: ${JSON.stringify(TEST_ASSET_BASE)} });
      const missing = await entry.renderPage('/not-a-page');
      process.stdout.write(JSON.stringify({ remote: entry.remote, routes: entry.routes, pages, missing: missing === undefined }));
    `;
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: folder,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    const result = JSON.parse(output) as {
      remote: string;
      routes: RoutePath[];
      pages: Record<string, RenderedPage>;
      missing: boolean;
    };

    expect(result.remote).toBe(name);
    expect(result.routes).toEqual(source.routes);
    expect(result.missing).toBe(true);
    const dist = join(remoteFolder, 'dist');
    for (const path of source.routes) {
      const rendered = result.pages[path];
      const fromSource = (await source.renderPage(path, { assetBase: TEST_ASSET_BASE }))!;
      expectRenderedPage(path, rendered, fromSource.meta);
      const { html } = rendered!;
      expect(html, `${path}: every placeholder replaced`).not.toContain('__MBOA_ASSET_BASE__');
      for (const [, src] of html.matchAll(/\ssrc="([^"]*)"/g)) {
        expect(src, `${path}: an asset URL from the asset base`).toMatch(
          new RegExp(`^${TEST_ASSET_BASE}assets/[^/]+$`),
        );
        expect(
          existsSync(join(dist, src!.slice(TEST_ASSET_BASE.length))),
          `${path}: ${src} is in the client build`,
        ).toBe(true);
      }
      expect(withAssetNames(html, { hashed: true }), `${path}: the built entry renders what the source renders`).toBe(
        withAssetNames(fromSource.html, { hashed: false }),
      );
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return true;
}

/** Asset URLs reduced to the asset's name: built `…/assets/savings-IulgM7qI.svg` and source `…/illustrations/savings.svg` both read `savings.svg`. */
function withAssetNames(html: string, { hashed }: { hashed: boolean }): string {
  const url = hashed ? /\ssrc="[^"]*\/([^/"]+)-[\w-]{8}(\.\w+)"/g : /\ssrc="[^"]*\/([^/"]+)(\.\w+)"/g;
  return html.replace(url, ' src="$1$2"');
}

/**
 * The server-side contract every remote proves of its own pages, from its `src/server.test.ts`
 * (`packageUrl`: the package's folder): each owned route renders in Node the same at any time,
 * and the built dist-server/render.mjs renders the same, copied alone outside the repository.
 * `more` adds the section's own server tests in the same block.
 */
export function describeRemoteServerEntry(
  name: RemoteName,
  entry: RemoteServerEntry,
  remote: RemotePages,
  packageUrl: URL,
  more?: () => void,
): void {
  describe(`${name} pages on the server`, () => {
    it('render every route it owns with no window or document, the same at any time', async () => {
      const headings = await expectEveryPageRendersOnTheServer(name, entry, remote);
      expect(headings.size).toBe(Object.keys(remote.pages).length);
    });

    more?.();

    it('render the same from the built dist-server/render.mjs, run alone outside the repository', async (context) => {
      const built = await expectBuiltServerEntryRunsAlone(name, fileURLToPath(packageUrl), entry);
      if (!built) context.skip(`dist-server/render.mjs is not built: run npm run build -w ${name}`);
    });
  });
}
