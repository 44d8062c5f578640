// Composition (docs/hosting.md, "Composing pages"): each route's page rendered at deploy time, written with its copies.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { SERVER_ENTRY_FILE } from '../../shared/build/buildFiles.mjs';
import { GZIP_LEVEL, deployBrotliQuality } from '../../shared/build/compressedCopies.mjs';
import { CANARY_FOLDER, previewFolder } from '../lib/candidateFolders.mjs';
import { REMOTES, SHELL, entryUrlOf, readLayout, releaseBaseOf, writeFileAtomically } from '../lib/deployRoot.mjs';
import { COMPOSED_FOLDER, composedFileOf, composedNotFoundFileOf, readRouteList } from '../lib/routes.mjs';
import { unescapeHtml } from '../../shared/src/linkedFiles.mjs';
import { serverBuildFolder } from './releases.mjs';

/** @typedef {import('../../shared/src/contract').ShellServerEntry} ShellServerEntry @typedef {import('../../shared/src/contract').RemoteServerEntry} RemoteServerEntry @typedef {Record<string, string>} LiveBuildIds */

/** `only`'s pages (the shell's: all, and not-found), file -> HTML, or null when the owner has none live (the file goes).
 * @param {{ root: string, layout?: import('../lib/deployRoot.mjs').Layout, live: LiveBuildIds, only?: string, releasePreview?: import('../../shared/src/contract').ReleasePreview }} options */
export async function renderComposedPages({ root, layout = readLayout(root), live, only, releasePreview }) {
  const pages = /** @type {Map<string, string | null>} */ (new Map());
  const shellBuildId = live[SHELL];
  if (!shellBuildId) return pages;
  const shell = /** @type {ShellServerEntry} */ (await importServerEntry(root, SHELL, shellBuildId));
  const shellFolder = join(root, SHELL, shellBuildId);
  const template = readFileSync(join(shellFolder, 'index.html'), 'utf8');
  const clientManifest = JSON.parse(readFileSync(join(shellFolder, shell.clientManifestFile), 'utf8'));
  const everything = !only || only === SHELL;
  // What both hosts serve as pages: a page the release's route list does not name gets none.
  const listed = new Set(readRouteList(shellFolder));

  // Listing every page, they change with any section's deploy: composed last, from every page's title.
  const siteIndexPages = new Set(shell.siteIndexPages ?? []);
  for (const { path, owner, route, language } of shell.routes) {
    if (!route || !language)
      throw new Error(
        `The shell release ${shellBuildId} lists ${path} without its route and language: deploy a current build of the shell.`,
      );
    if ((!everything && owner !== only) || !listed.has(path) || siteIndexPages.has(path)) continue;
    const file = composedFileOf(path);
    if (owner === SHELL) {
      pages.set(
        file,
        await shell.renderDocument({ path, template, clientManifest, releases: { [SHELL]: shellBuildId } }),
      );
      continue;
    }
    const buildId = live[owner];
    const remote = buildId
      ? /** @type {RemoteServerEntry} */ (await importServerEntry(root, owner, buildId))
      : undefined;
    const entryUrl = entryUrlOf(layout, owner, buildId);
    const assetBase = entryUrl && releaseBaseOf(entryUrl);
    const page =
      remote && assetBase !== undefined ? await remote.renderPage(route, { assetBase, language }) : undefined;
    const remotePage = page && entryUrl ? { ...page, entryUrl } : undefined;
    const releases = { [SHELL]: shellBuildId, [owner]: /** @type {string} */ (buildId) };
    pages.set(
      file,
      remotePage
        ? await shell.renderDocument({
            path,
            template,
            clientManifest,
            remotePage,
            releases,
            ...(releasePreview ? { releasePreview } : {}),
          })
        : null,
    );
  }
  for (const { path, language } of shell.routes.filter(
    (page) => siteIndexPages.has(page.path) && listed.has(page.path),
  )) {
    const siteIndex = siteIndexOf(root, shell.routes, listed, pages, language, siteIndexPages);
    pages.set(
      composedFileOf(path),
      await shell.renderDocument({ path, template, clientManifest, releases: { [SHELL]: shellBuildId }, siteIndex }),
    );
  }
  if (everything) {
    for (const language of new Set(
      shell.routes.map((page) => /** @type {import('../../shared/src/routePath.mjs').Language} */ (page.language)),
    )) {
      pages.set(
        composedNotFoundFileOf(language),
        await shell.renderDocument({ path: null, language, template, clientManifest }),
      );
    }
  }
  return pages;
}

/**
 * Every page of `language` with a title but those that list them: from `rendered` (this deploy's pages) or the composed page on disk.
 * @param {string} root @param {ShellServerEntry['routes']} routes @param {Set<string>} listed @param {Map<string, string | null>} rendered @param {string | undefined} language @param {Set<string>} siteIndexPages
 */
function siteIndexOf(root, routes, listed, rendered, language, siteIndexPages) {
  return routes.flatMap(({ path, owner, language: pageLanguage }) => {
    if (pageLanguage !== language || !listed.has(path) || siteIndexPages.has(path)) return [];
    const file = composedFileOf(path);
    const html = rendered.has(file) ? rendered.get(file) : readComposedPage(root, file);
    const title = html && /<title>([^<]*)<\/title>/.exec(html)?.[1];
    return title ? [{ path, title: unescapeHtml(title), owner }] : [];
  });
}

function readComposedPage(/** @type {string} */ root, /** @type {string} */ file) {
  const onDisk = join(root, COMPOSED_FOLDER, file);
  return existsSync(onDisk) ? readFileSync(onDisk, 'utf8') : null;
}

/** Every candidate's pages, in memory, with the folder each goes to and the releases they were rendered with. @param {{ root: string, layout: import('../lib/deployRoot.mjs').Layout, live: LiveBuildIds, candidates: import('./releases.mjs').Candidates }} options */
export async function renderCandidatePages({ root, layout, live, candidates }) {
  const rendered = [];
  for (const [pkg, candidate] of Object.entries(candidates)) {
    const withCandidate = { ...live, [pkg]: candidate.buildId };
    if (candidate.preview) {
      const pages = await renderComposedPages({
        root,
        layout,
        live: withCandidate,
        only: pkg,
        releasePreview: releasePreviewOf(pkg, candidate.buildId),
      });
      rendered.push({ folder: previewFolder(root, candidate.preview.token), pages, live: withCandidate });
    }
    if (candidate.canary)
      rendered.push({
        folder: join(root, CANARY_FOLDER),
        pages: await renderComposedPages({ root, layout, live: withCandidate, only: pkg }),
        live: withCandidate,
      });
  }
  return rendered;
}

/** @param {string} pkg @param {string} buildId */
export function releasePreviewOf(pkg, buildId) {
  if (!REMOTES.includes(pkg)) throw new Error(`Not a section: ${pkg}`);
  return { section: /** @type {import('../../shared/src/remotes').RemoteName} */ (pkg), buildId };
}

const brotliOf = promisify(brotliCompress);
const gzipOf = promisify(gzip);

/** Each page in one step after its compressed copies (made in zlib's pool: the lock's refresh keeps running); with `prune`,
 * pages not rendered go. @param {string} base @param {Map<string, string | null>} pages @param {{ prune?: boolean }} [options] */
export async function writeComposedPages(base, pages, { prune = false } = {}) {
  const folder = join(base, COMPOSED_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  const compressed = await Promise.all(
    [...pages].map(async ([file, html]) => {
      if (html === null) return { file, body: null };
      const body = Buffer.from(html);
      const [brotli, gzipped] = await Promise.all([
        brotliOf(body, { params: { [constants.BROTLI_PARAM_QUALITY]: deployBrotliQuality() } }),
        gzipOf(body, { level: GZIP_LEVEL }),
      ]);
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
    const file = entry
      .split(/[\\/]/)
      .join('/')
      .replace(/\.(br|gz)$/, '');
    if (file.endsWith('.html') && !pages.has(file)) rmSync(join(folder, entry), { force: true });
  }
}

function removeComposedPage(/** @type {string} */ folder, /** @type {string} */ file) {
  for (const suffix of ['', '.br', '.gz']) rmSync(join(folder, `${file}${suffix}`), { force: true });
}

/** `npm run compose`: `only`'s pages (all by default) rendered and written from `live`. @param {{ root: string, live: LiveBuildIds, only?: string }} options */
export async function compose({ root, live, only }) {
  const started = performance.now();
  const pages = await renderComposedPages({ root, live, only });
  await writeComposedPages(root, pages, { prune: !only || only === SHELL });
  const written = [...pages.values()].filter((html) => html !== null).length;
  return { written, removed: pages.size - written, ms: Math.round(performance.now() - started) };
}

/** Loaded once per process: a new release is a new file. @param {string} root @param {string} pkg @param {string} buildId */
async function importServerEntry(root, pkg, buildId) {
  const file = join(serverBuildFolder(root, pkg, buildId), SERVER_ENTRY_FILE);
  if (!existsSync(file))
    throw new Error(
      `The release ${buildId} of ${pkg} has no server build (${file}): run \`npm run migrate\` (docs/hosting.md).`,
    );
  return (await import(pathToFileURL(file).href)).default;
}
