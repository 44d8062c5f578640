// Which paths are pages: the route list the shell's build writes from the route ownership table
// (shell/build/siteIndexPlugin.ts, beside the sitemap). Both hosts answer a route with 200 and
// any other path that is not a file with 404 and the not-found page, so search engines never
// index an error page. Matching is the router's: case-insensitive, a trailing slash ignored.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

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

/** @param {string} path */
const normalise = (path) => {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
};

/** True when a request's path (decoded, without its query) is one of the routes. @param {string[]} routes @param {string} pathname */
export function isRoute(routes, pathname) {
  const wanted = normalise(pathname);
  return routes.some((route) => normalise(route) === wanted);
}

/**
 * The same test as a regular expression for nginx's `map … { "~*…" }` (the `*` makes it
 * case-insensitive): every route, with or without a trailing slash.
 * @param {string[]} routes
 */
export function routePattern(routes) {
  const escaped = routes.filter((route) => route !== '/').map((route) => route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return `^(/|${escaped.join('|')})/?$`;
}
