// Composition: every route's HTML, rendered at deploy time from the live releases, so a visitor
// reads a page before any script runs. The shell's server build renders the document (header,
// footer, its own pages); a remote's server build renders that remote's pages. Each route's
// composed page goes into the deploy root's composed folder (with .gz and .br copies), which
// both hosts answer for the route; a route with no composed page falls back to the shell's
// index.html. The deploy root's layout: docs/hosting.md.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SERVER_ENTRY_FILE } from '../lib/builds.mjs';
import { SHELL, entryUrlOf, readLayout, writeFileAtomically } from '../lib/deployRoot.mjs';
import { COMPOSED_FOLDER, composedFileOf, composedNotFoundFileOf, readRouteList } from '../lib/routes.mjs';
import { serverBuildFolder } from './releases.mjs';

/**
 * The server builds' contract: shared/src/contract.ts.
 * @typedef {import('../../shared/src/contract').ShellServerEntry} ShellServerEntry
 * @typedef {import('../../shared/src/contract').RemoteServerEntry} RemoteServerEntry
 * @typedef {Record<string, string>} LiveBuildIds package -> the build id live (or about to be)
 */

/**
 * Renders the composed pages of `only`'s routes (the shell's: every route and the not-found
 * page), in memory, with the build ids in `live` and the entry URLs of `layout`: a deploy
 * renders before it switches, and a page that fails to render stops it. Routes whose owner has
 * no live release get no page (`null`): their composed file is removed, so the host falls back
 * to the shell's index.html. Nothing is composed while no shell release is live.
 * With `releasePreview`, each page carries the bar of a preview of that section's release.
 * @param {{ root: string, layout?: import('../lib/deployRoot.mjs').Layout, live: LiveBuildIds, only?: string,
 *   releasePreview?: import('../../shared/src/contract').ReleasePreview }} options
 * @returns {Promise<Map<string, string | null>>} composed file -> HTML, or null to remove it
 */
export async function renderComposedPages({ root, layout = readLayout(root), live, only, releasePreview }) {
  /** @type {Map<string, string | null>} */
  const pages = new Map();
  const shellBuildId = live[SHELL];
  if (!shellBuildId) return pages;
  const shell = /** @type {ShellServerEntry} */ (await importServerEntry(root, SHELL, shellBuildId));
  const shellFolder = join(root, SHELL, shellBuildId);
  const template = readFileSync(join(shellFolder, 'index.html'), 'utf8');
  const clientManifest = JSON.parse(readFileSync(join(shellFolder, shell.clientManifestFile), 'utf8'));
  const everything = !only || only === SHELL;
  // What both hosts serve as pages: a page the release's route list does not name gets none.
  const listed = new Set(readRouteList(shellFolder));

  // Each page is a route in a language: `route` is what its owner renders, `path` its address.
  for (const { path, owner, route, language } of shell.routes) {
    if (!route || !language) throw new Error(`The shell release ${shellBuildId} lists ${path} without its route and language: deploy a current build of the shell.`);
    if ((!everything && owner !== only) || !listed.has(path)) continue;
    const file = composedFileOf(path);
    if (owner === SHELL) {
      pages.set(file, await shell.renderDocument({ path, template, clientManifest, releases: { [SHELL]: shellBuildId } }));
      continue;
    }
    const buildId = live[owner];
    const remote = buildId ? /** @type {RemoteServerEntry} */ (await importServerEntry(root, owner, buildId)) : undefined;
    const entryUrl = entryUrlOf(layout, owner, buildId);
    const assetBase = entryUrl?.replace(/assets\/remoteEntry\.js$/, '');
    const page = remote && assetBase !== undefined ? await remote.renderPage(route, { assetBase, language }) : undefined;
    const remotePage = page && entryUrl ? { ...page, entryUrl } : undefined;
    const releases = { [SHELL]: shellBuildId, [owner]: /** @type {string} */ (buildId) };
    pages.set(file, remotePage ? await shell.renderDocument({ path, template, clientManifest, remotePage, releases, ...(releasePreview ? { releasePreview } : {}) }) : null);
  }
  if (everything) {
    for (const language of new Set(shell.routes.map((page) => /** @type {import('../../shared/src/routePath.mjs').Language} */ (page.language)))) {
      pages.set(composedNotFoundFileOf(language), await shell.renderDocument({ path: null, language, template, clientManifest }));
    }
  }
  return pages;
}

const brotliOf = promisify(brotliCompress);

/**
 * Brotli's quality for the composed pages: the best (11), a page being compressed once per deploy
 * and downloaded many times. `MBOA_COMPOSE_BROTLI_QUALITY` (0–11) lowers it where the bytes do not
 * matter and the time does: the browser tests compose 100 pages for each site they start (11
 * costs about 22 ms a page, 5 about 2 ms).
 */
function brotliQuality() {
  const quality = Number(process.env.MBOA_COMPOSE_BROTLI_QUALITY ?? 11);
  return Number.isInteger(quality) && quality >= 0 && quality <= 11 ? quality : 11;
}
const gzipOf = promisify(gzip);

/**
 * Writes composed pages into `base`'s composed folder (the deploy root's, or a candidate's folder),
 * each file replaced in one step with its compressed copies first, so
 * a host never answers with half a page. With `prune`, files of pages no longer rendered (a
 * route the live shell no longer has) go. Compressed off the main thread (zlib's pool): the
 * deploy lock's refresh keeps running however long it takes.
 * @param {string} base
 * @param {Map<string, string | null>} pages
 * @param {{ prune?: boolean }} [options]
 */
export async function writeComposedPages(base, pages, { prune = false } = {}) {
  const folder = join(base, COMPOSED_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  // Every page compressed at once: zlib's pool spreads them over the machine's cores.
  const compressed = await Promise.all(
    [...pages].map(async ([file, html]) => {
      if (html === null) return { file, body: null };
      const body = Buffer.from(html);
      const [brotli, gzipped] = await Promise.all([brotliOf(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality() } }), gzipOf(body, { level: 9 })]);
      return { file, body, brotli, gzipped };
    }),
  );
  for (const { file, body, brotli, gzipped } of compressed) {
    if (body === null) {
      removeComposedPage(folder, file);
      continue;
    }
    mkdirSync(dirname(join(folder, file)), { recursive: true, mode: 0o755 });
    writeFileAtomically(join(folder, `${file}.br`), /** @type {Buffer} */ (brotli));
    writeFileAtomically(join(folder, `${file}.gz`), /** @type {Buffer} */ (gzipped));
    writeFileAtomically(join(folder, file), body);
  }
  if (!prune) return;
  // Names relative to the folder, with '/' between parts, as composedFileOf writes them.
  for (const entry of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
    const file = entry.split(/[\\/]/).join('/').replace(/\.(br|gz)$/, '');
    if (file.endsWith('.html') && !pages.has(file)) rmSync(join(folder, entry), { force: true });
  }
}

function removeComposedPage(/** @type {string} */ folder, /** @type {string} */ file) {
  for (const suffix of ['', '.br', '.gz']) rmSync(join(folder, `${file}${suffix}`), { force: true });
}

/**
 * Composes the pages of `only`'s routes (all, by default) from the build ids in `live`:
 * `npm run compose` (hosting/cli/compose.mjs). A deploy renders and writes in two steps, with
 * its switch between them (hosting/deploy/deploy.mjs).
 * @param {{ root: string, live: LiveBuildIds, only?: string }} options
 */
export async function compose({ root, live, only }) {
  const started = performance.now();
  const pages = await renderComposedPages({ root, live, only });
  await writeComposedPages(root, pages, { prune: !only || only === SHELL });
  const written = [...pages.values()].filter((html) => html !== null).length;
  return { written, removed: pages.size - written, ms: Math.round(performance.now() - started) };
}

/**
 * A release's server build, loaded once per process (one file per build id: a new release is a
 * new module). Every release has one: a deploy refuses a build without it.
 * @param {string} root @param {string} pkg @param {string} buildId
 */
async function importServerEntry(root, pkg, buildId) {
  const file = join(serverBuildFolder(root, pkg, buildId), SERVER_ENTRY_FILE);
  if (!existsSync(file)) throw new Error(`The release ${buildId} of ${pkg} has no server build (${file}): run \`npm run migrate\` (docs/hosting.md).`);
  return (await import(pathToFileURL(file).href)).default;
}
