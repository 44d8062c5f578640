// Which paths are pages: a shell release's route list, matched as the router does (any case, a trailing slash ignored).
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeRegExp } from '../../shared/src/lib/escapeRegExp.mjs';
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  languageOfPath,
  languagePrefix,
  normaliseRoutePath,
} from '../../shared/src/routePath.mjs';
import { ROUTE_LIST_FILE } from '../../shared/build/buildFiles.mjs';
import { nginxParts, nginxQuoted } from './nginxTemplate.mjs';

function parseRouteList(/** @type {string} */ text) {
  const parsed = JSON.parse(text);
  if (
    !Array.isArray(parsed?.routes) ||
    !parsed.routes.every((/** @type {unknown} */ path) => typeof path === 'string' && path.startsWith('/'))
  ) {
    throw new Error(`${ROUTE_LIST_FILE} must be { "routes": ["/", …] }`);
  }
  return /** @type {string[]} */ (parsed.routes);
}

export const readRouteList = (/** @type {string} */ shellFolder) =>
  parseRouteList(readFileSync(join(shellFolder, ROUTE_LIST_FILE), 'utf8'));

export const readRouteListNow = async (/** @type {string} */ shellFolder) =>
  parseRouteList(await readFile(join(shellFolder, ROUTE_LIST_FILE), 'utf8'));

function parseRouteOwners(/** @type {string} */ text) {
  const owners = JSON.parse(text)?.owners;
  if (
    typeof owners !== 'object' ||
    owners === null ||
    Array.isArray(owners) ||
    !Object.entries(owners).every(([route, owner]) => route.startsWith('/') && typeof owner === 'string')
  ) {
    throw new Error(`${ROUTE_LIST_FILE}'s owners must be { "/route": "package", … }`);
  }
  return /** @type {Record<string, string>} */ (owners);
}

export const readRouteOwners = (/** @type {string} */ shellFolder) =>
  parseRouteOwners(readFileSync(join(shellFolder, ROUTE_LIST_FILE), 'utf8'));

export const readRouteOwnersNow = async (/** @type {string} */ shellFolder) =>
  parseRouteOwners(await readFile(join(shellFolder, ROUTE_LIST_FILE), 'utf8'));

/** @typedef {ReturnType<typeof routeListChange>} RouteListChange What a shell release changes in the route list, which an nginx's config holds. */
export function routeListChange(
  /** @type {{ routes: string[], owners: Record<string, string> }} */ before,
  /** @type {typeof before} */ after,
) {
  const added = after.routes.filter((route) => !before.routes.includes(route));
  const removed = before.routes.filter((route) => !after.routes.includes(route));
  const ownersChanged = Object.entries(after.owners).some(
    ([route, owner]) => route in before.owners && before.owners[route] !== owner,
  );
  return { added, removed, ownersChanged };
}

export const isRoute = (/** @type {string[]} */ routes, /** @type {string} */ pathname) =>
  routeOf(routes, pathname) !== undefined;

export const COMPOSED_FOLDER = 'composed';
export const COMPOSED_NOT_FOUND_FILE = '404.html';

/** `fr/savings_account.html`; the home pages `index.html` and `fr.html`. */
export const composedFileOf = (/** @type {string} */ route) =>
  route === '/' ? 'index.html' : `${route.slice(1)}.html`;

export const composedNotFoundFileOf = (/** @type {import('../../shared/src/routePath.mjs').Language} */ language) =>
  language === DEFAULT_LANGUAGE ? COMPOSED_NOT_FOUND_FILE : `${language}/${COMPOSED_NOT_FOUND_FILE}`;

export const notFoundFileFor = (/** @type {string} */ pathname) =>
  composedNotFoundFileOf(languageOfPath(pathname).language);

export function notFoundFileMap() {
  return LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map(
    (language) =>
      /** @type {[string, string]} */ ([`^${languagePrefix(language)}(/|$)`, composedNotFoundFileOf(language)]),
  );
}

export function routeOf(/** @type {string[]} */ routes, /** @type {string} */ pathname) {
  const wanted = normaliseRoutePath(pathname);
  return routes.find((route) => normaliseRoutePath(route) === wanted);
}

export function composedFileMap(/** @type {string[]} */ routes) {
  return routes.map(
    (route) =>
      /** @type {[string, string]} */ ([route === '/' ? '^//?$' : `^${escapeRegExp(route)}/?$`, composedFileOf(route)]),
  );
}

const caseInsensitiveEntries = (/** @type {[string, string][]} */ entries) =>
  entries.map(([pattern, file]) => `"~*${nginxQuoted(pattern)}" "${nginxQuoted(file)}";`).join('\n');

export const routesForNginx = (/** @type {import('./nginxTemplate.mjs').NginxSite} */ { root, routes }) =>
  nginxParts(new URL('./routes.conf.template', import.meta.url), {
    ROUTE_COMPOSED_FILES: caseInsensitiveEntries(composedFileMap(routes)),
    NOT_FOUND_FILES: caseInsensitiveEntries(notFoundFileMap()),
    COMPOSED_FOLDER,
    COMPOSED_NOT_FOUND_FILE,
    COMPOSED_NOT_FOUND_NAME: escapeRegExp(COMPOSED_NOT_FOUND_FILE.replace(/\.html$/, '')),
    SITE_ROOT: root,
  });
