// Site search's indexes (docs/hosting.md, "Site search"): a release's own pages, indexed by Pagefind at deploy
// time into its folder, one bundle a language, written once (docs/decisions/site-search-indexes.md).
import { chmodSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { close, createIndex } from 'pagefind';
import { COMPRESSED_COPIES } from '../../shared/build/compressedCopies.mjs';
import { languageOfPath } from '../../shared/src/routePath.mjs';
import { SEARCH_BUNDLE_FILE_LIST } from '../../shared/src/runtimeManifest.mjs';
import { SEARCH_FOLDER, SHELL, writeFileAtomically } from '../lib/deployRoot.mjs';
import { composedFileOf, readRouteList, readRouteOwners } from '../lib/routes.mjs';
import { INCOMING_PREFIX, makeReadable } from './releases.mjs';

/** `path` the page's address (`/fr/savings_account`). @typedef {{ path: string, language: import('../../shared/src/routePath.mjs').Language, html: string }} SearchPage */

/** What Pagefind writes that no browser is sent: its ready-made interfaces, and the engine for pages of no language. */
const UNUSED_FILE = /^(pagefind-(ui|modular-ui|component-ui)\.|pagefind-highlight\.js$|wasm\.unknown\.pagefind$)/;

/** Its text files, sent compressed as the site's scripts are; its other files are gzip data it reads itself. */
const TEXT_FILE = /\.(js|json)$/;

/** Pagefind's binary panics when it cannot write: its calls never settle, and the deploy would hold its lock for ever. */
const ANSWER_MS = 60_000;

/** Pagefind runs one service a process, stopped after each release: one release at a time. */
let turn = /** @type {Promise<unknown>} */ (Promise.resolve());

/**
 * Writes `<root>/<pkg>/<buildId>/pagefind/<language>/` for each language of `pages`, unless the release has its
 * bundles already or there is no page; all or nothing. Resolves to whether it wrote them.
 * @param {string} root @param {string} pkg @param {string} buildId @param {SearchPage[]} pages @param {{ answerMs?: number }} [options] @returns {Promise<boolean>}
 */
export function ensureSearchIndex(root, pkg, buildId, pages, { answerMs = ANSWER_MS } = {}) {
  const indexing = turn.then(() => writeSearchIndex(root, pkg, buildId, pages, answerMs));
  turn = indexing.catch(() => undefined);
  return indexing;
}

/**
 * Each release that owns pages of `composed` (file -> HTML, null: not rendered) indexed with its pages, the release
 * `live` names; each page's address and owner from the shell release's route list. @param {{ root: string, live: Record<string, string>, composed: Map<string, string | null> }} options
 */
export async function indexComposedPages({ root, live, composed }) {
  const shellBuildId = live[SHELL];
  if (!shellBuildId || composed.size === 0) return;
  const shellFolder = join(root, SHELL, shellBuildId);
  const owners = readRouteOwners(shellFolder);
  const pagesOf = /** @type {Map<string, SearchPage[]>} */ (new Map());
  // An owner some of whose pages were not composed this time (the shell's, beside a section's search page) waits.
  const partly = new Set();
  for (const path of readRouteList(shellFolder)) {
    const { language, path: route } = languageOfPath(path);
    const owner = owners[route];
    if (!owner || !live[owner]) continue;
    if (!composed.has(composedFileOf(path))) partly.add(owner);
    const html = composed.get(composedFileOf(path));
    if (html) pagesOf.set(owner, [...(pagesOf.get(owner) ?? []), { path, language, html }]);
  }
  for (const [owner, pages] of pagesOf)
    if (!partly.has(owner)) await ensureSearchIndex(root, owner, /** @type {string} */ (live[owner]), pages);
}

/** @param {string} root @param {string} pkg @param {string} buildId @param {SearchPage[]} pages @param {number} answerMs */
async function writeSearchIndex(root, pkg, buildId, pages, answerMs) {
  const release = join(root, pkg, buildId);
  const bundles = join(release, SEARCH_FOLDER);
  if (existsSync(bundles)) return (void listEachBundle(bundles), false);
  if (pages.length === 0) return false;
  if (!existsSync(release)) throw new Error(`${pkg}: release ${buildId} is not on disk: its pages cannot be indexed.`);
  const incoming = join(root, pkg, `${INCOMING_PREFIX}${SEARCH_FOLDER}-${buildId}-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  try {
    for (const language of [...new Set(pages.map((page) => page.language))].sort()) {
      const ofLanguage = pages.filter((page) => page.language === language);
      try {
        await writeBundle(join(incoming, language), language, ofLanguage, answerMs);
      } catch (error) {
        throw new Error(
          `Pagefind could not index the ${language} pages of ${pkg}'s release ${buildId} for site search: ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      }
    }
    makeReadable(incoming);
    renameSync(incoming, bundles);
  } finally {
    rmSync(incoming, { recursive: true, force: true });
    await close();
  }
  return true;
}

/** @param {string} folder @param {string} language @param {SearchPage[]} pages @param {number} answerMs */
async function writeBundle(folder, language, pages, answerMs) {
  const { index, errors } = await answered(createIndex({ forceLanguage: language }), answerMs);
  if (!index) throw new Error(errors.join('; ') || 'no index');
  assertNone(errors);
  for (const { path, html } of pages)
    assertNone((await answered(index.addHTMLFile({ url: path, content: html }), answerMs)).errors, path);
  assertNone((await answered(index.writeFiles({ outputPath: folder }), answerMs)).errors);
  for (const file of readdirSync(folder)) if (UNUSED_FILE.test(file)) rmSync(join(folder, file));
  writeFileList(folder);
  for (const file of readdirSync(folder)) {
    if (TEXT_FILE.test(file) && file !== SEARCH_BUNDLE_FILE_LIST) {
      const content = readFileSync(join(folder, file));
      for (const { suffix, compress } of COMPRESSED_COPIES)
        writeFileSync(join(folder, file + suffix), compress(content));
    }
  }
}

/** The bundle's list of its files, for the worker to keep it whole offline, with its compressed copies. @param {string} folder */
function writeFileList(folder) {
  const content = Buffer.from(JSON.stringify(filesUnder(folder)));
  for (const { suffix, compress } of COMPRESSED_COPIES)
    writeFileAtomically(join(folder, SEARCH_BUNDLE_FILE_LIST + suffix), compress(content));
  writeFileAtomically(join(folder, SEARCH_BUNDLE_FILE_LIST), content);
  for (const suffix of ['', ...COMPRESSED_COPIES.map((copy) => copy.suffix)])
    chmodSync(join(folder, SEARCH_BUNDLE_FILE_LIST + suffix), 0o644);
}

/** Bundles written before they listed their files get their lists, once (the rest of them stays as it is). @param {string} bundles */
function listEachBundle(bundles) {
  for (const language of readdirSync(bundles)) {
    const folder = join(bundles, language);
    if (!existsSync(join(folder, SEARCH_BUNDLE_FILE_LIST))) writeFileList(folder);
  }
}

/** The bundle's files as the browser asks for them, relative to its folder (`index/en_1a2b.pf_index`), sorted. @param {string} folder */
function filesUnder(folder) {
  const compressedCopy = (/** @type {string} */ name) => COMPRESSED_COPIES.some(({ suffix }) => name.endsWith(suffix));
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !compressedCopy(entry.name) && !entry.name.startsWith(SEARCH_BUNDLE_FILE_LIST))
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

function assertNone(/** @type {string[]} */ errors, /** @type {string | undefined} */ path = undefined) {
  if (errors.length > 0) throw new Error(`${path ? `${path}: ` : ''}${errors.join('; ')}`);
}

/** @template T @param {Promise<T>} answer @param {number} ms @returns {Promise<T>} */
function answered(answer, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Pagefind within ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([answer, late]).finally(() => clearTimeout(timer)));
}
