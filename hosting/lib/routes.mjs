// Which paths are pages: the route list the shell's build writes from the route ownership table
// (shell/build/siteIndexPlugin.ts, beside the sitemap). Both hosts answer a route with 200 and
// any other path that is not a file with 404 and the not-found page, so search engines never
// index an error page. Matching is the router's: case-insensitive, a trailing slash ignored.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { escapeRegExp } from '../../shared/src/lib/escapeRegExp.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES, languageOfPath, languagePrefix, normaliseRoutePath } from '../../shared/src/routePath.mjs';

/** The file, in the root of each shell release, that lists the site's routes. */
export const ROUTE_LIST_FILE = 'routes.json';

/** @param {string} text @returns {string[]} */
function parseRouteList(text) {
  const parsed = JSON.parse(text);
  if (!Array.isArray(parsed?.routes) || !parsed.routes.every((/** @type {unknown} */ path) => typeof path === 'string' && path.startsWith('/'))) {
    throw new Error(`${ROUTE_LIST_FILE} must be { "routes": ["/", …] }`);
  }
  return parsed.routes;
}

/** The routes listed in a shell release's folder. @param {string} shellFolder */
export function readRouteList(shellFolder) {
  return parseRouteList(readFileSync(join(shellFolder, ROUTE_LIST_FILE), 'utf8'));
}

/** Same, read afresh (a deploy may have switched the folder). @param {string} shellFolder */
export async function readRouteListNow(shellFolder) {
  return parseRouteList(await readFile(join(shellFolder, ROUTE_LIST_FILE), 'utf8'));
}

/**
 * Each route's owner, as a shell release's route list names them (`{ "/savings_account":
 * "personal-banking" }`): a field-speed beacon must name the route in this spelling and its owner.
 * @param {string} text the route list's JSON
 * @returns {Record<string, string>}
 */
function parseRouteOwners(text) {
  const owners = JSON.parse(text)?.owners;
  if (typeof owners !== 'object' || owners === null || Array.isArray(owners) || !Object.entries(owners).every(([route, owner]) => route.startsWith('/') && typeof owner === 'string')) {
    throw new Error(`${ROUTE_LIST_FILE}'s owners must be { "/route": "package", … }`);
  }
  return owners;
}

/** The route owners of a shell release's folder. @param {string} shellFolder */
export function readRouteOwners(shellFolder) {
  return parseRouteOwners(readFileSync(join(shellFolder, ROUTE_LIST_FILE), 'utf8'));
}

/** Same, read afresh (a deploy may have switched the folder). @param {string} shellFolder */
export async function readRouteOwnersNow(shellFolder) {
  return parseRouteOwners(await readFile(join(shellFolder, ROUTE_LIST_FILE), 'utf8'));
}

/**
 * @typedef {{ added: string[], removed: string[], ownersChanged: boolean }} RouteListChange
 *   what a shell release changes in the route list: an nginx's rendered config lists the routes
 *   and their owners, so a change is worth rendering it again (docs/hosting.md)
 */

/**
 * The routes `after` has that `before` has not, and the other way round (in the route list's
 * spelling), and whether a route both list changed owner.
 * @param {{ routes: string[], owners: Record<string, string> }} before
 * @param {{ routes: string[], owners: Record<string, string> }} after
 * @returns {RouteListChange}
 */
export function routeListChange(before, after) {
  const added = after.routes.filter((route) => !before.routes.includes(route));
  const removed = before.routes.filter((route) => !after.routes.includes(route));
  const ownersChanged = Object.entries(after.owners).some(([route, owner]) => route in before.owners && before.owners[route] !== owner);
  return { added, removed, ownersChanged };
}

/** True when a request's path (decoded, without its query) is one of the routes. @param {string[]} routes @param {string} pathname */
export function isRoute(routes, pathname) {
  return routeOf(routes, pathname) !== undefined;
}

/** The folder of a deploy root holding the composed page of each route (hosting/deploy/compose.mjs). */
export const COMPOSED_FOLDER = 'composed';
/** The composed not-found page, answered with 404 for any path that is no route and no file. */
export const COMPOSED_NOT_FOUND_FILE = '404.html';

/**
 * The file name of a page's composed page, spelled as its address is (`savings_account.html`,
 * `fr/savings_account.html`; the home pages `index.html` and `fr.html`).
 * @param {string} route
 */
export function composedFileOf(route) {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}

/**
 * The composed not-found page of a language: `404.html`, `fr/404.html`.
 * @param {import('../../shared/src/routePath.mjs').Language} language
 */
export function composedNotFoundFileOf(language) {
  return language === DEFAULT_LANGUAGE ? COMPOSED_NOT_FOUND_FILE : `${language}/${COMPOSED_NOT_FOUND_FILE}`;
}

/**
 * The not-found page for a path that is no route: the French one under `/fr/` (matched as routes
 * are, case-insensitively), the English one anywhere else.
 * @param {string} pathname
 */
export function notFoundFileFor(pathname) {
  return composedNotFoundFileOf(languageOfPath(pathname).language);
}

/**
 * For nginx's `map $uri …`: each language's prefix (case-insensitive) and its not-found page; the
 * English page is the map's default.
 * @returns {[pattern: string, file: string][]}
 */
export function notFoundFileMap() {
  return LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE).map((language) => [`^${languagePrefix(language)}(/|$)`, composedNotFoundFileOf(language)]);
}

/** The route a request's path is (as the route list spells it), or undefined. @param {string[]} routes @param {string} pathname */
export function routeOf(routes, pathname) {
  const wanted = normaliseRoutePath(pathname);
  return routes.find((route) => normaliseRoutePath(route) === wanted);
}

/**
 * For nginx's `map … { "~*…" file; }`: each route's pattern (case-insensitive, with or without a
 * trailing slash) and its composed page's file.
 * @param {string[]} routes
 * @returns {[pattern: string, file: string][]}
 */
export function composedFileMap(routes) {
  return routes.map((route) => [route === '/' ? '^//?$' : `^${escapeRegExp(route)}/?$`, composedFileOf(route)]);
}
