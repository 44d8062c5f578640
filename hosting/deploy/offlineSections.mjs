// What keeping a section offline downloads (docs/offline.md), for its hub's button: its pages in a language
// but the hub, and the files they link that the hub does not, as the hosts send them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTES, SHELL } from '../lib/deployRoot.mjs';
import { ROUTE_LIST_FILE } from '../../shared/build/buildFiles.mjs';
import { COMPOSED_FOLDER, composedFileOf, readRouteList, readRouteOwners } from '../lib/routes.mjs';
import { linkedReferences } from '../../shared/src/linkedFiles.mjs';
import { languageOfPath } from '../../shared/src/routePath.mjs';

/** @typedef {{ pages: number, bytes: number }} SectionSize */

/** Per section with a hub, per language; nothing for a root with no shell. @param {string} root @returns {Record<string, Record<string, SectionSize>>} */
export function offlineSectionSizes(root) {
  const shellFolder = join(root, SHELL, 'current');
  if (!existsSync(join(shellFolder, ROUTE_LIST_FILE))) return {};
  const owners = readRouteOwners(shellFolder);
  const sizes = /** @type {Record<string, Record<string, SectionSize>>} */ ({});
  for (const section of REMOTES) {
    for (const hub of readRouteList(shellFolder).filter((route) => languageOfPath(route).path === `/${section}`)) {
      const { language } = languageOfPath(hub);
      const pages = readRouteList(shellFolder).filter(
        (route) => languageOfPath(route).language === language && owners[languageOfPath(route).path] === section,
      );
      // Files by where they are on disk: a section's file has two addresses (its own origin's, the site's).
      const linkedFiles = (/** @type {string} */ route) =>
        linkedPaths(composedPage(root, route)).flatMap((path) => fileOf(root, path));
      const hubFiles = new Set(linkedFiles(hub));
      const files = new Set(pages.flatMap(linkedFiles).filter((linked) => !hubFiles.has(linked)));
      const pageFiles = pages
        .filter((route) => route !== hub)
        .flatMap((route) => existing(join(root, COMPOSED_FOLDER, composedFileOf(route))));
      const bytes = [...pageFiles, ...files].reduce((sum, file) => sum + sentSize(file), 0);
      // A section whose hub is its one page has nothing more to keep.
      if (pages.length > 1) (sizes[section] ??= {})[language] = { pages: pages.length, bytes };
    }
  }
  return sizes;
}

function composedPage(/** @type {string} */ root, /** @type {string} */ route) {
  const file = join(root, COMPOSED_FOLDER, composedFileOf(route));
  return existsSync(file) ? readFileSync(file, 'utf8') : '';
}

/** The paths of the files a page links, on any origin (a section's own, under `npm start`). @param {string} html */
function linkedPaths(html) {
  return linkedReferences(html).map((reference) => new URL(reference, 'http://site.invalid').pathname);
}

/** Where a linked path is in the root: the live shell's `/assets/…`, or a section release's `…/<build id>/assets/…`. @param {string} root @param {string} path @returns {string[]} */
function fileOf(root, path) {
  if (path.startsWith('/assets/')) return existing(join(root, SHELL, 'current', path));
  const release = /(?:^|\/)([0-9a-f]{12})\/(assets\/.+)$/.exec(path);
  if (!release) return [];
  const [, buildId = '', file = ''] = release;
  return REMOTES.flatMap((section) => existing(join(root, section, buildId, file)));
}

function existing(/** @type {string} */ file) {
  return existsSync(file) ? [file] : [];
}

/** As sent to a browser that takes gzip. */
function sentSize(/** @type {string} */ file) {
  return statSync(existsSync(`${file}.gz`) ? `${file}.gz` : file).size;
}
