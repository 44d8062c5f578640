import { afterEach, describe, expect, it } from 'vitest';
import { routeListJson } from '../../shell/build/siteIndex';
import { ROUTES, SITE_PAGES, findRoute } from '../../shared/src/routes';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  composedFileMap,
  composedFileOf,
  notFoundFileFor,
  notFoundFileMap,
  isRoute,
  readRouteOwners,
  readRouteOwnersNow,
  routeOf,
} from './routes.mjs';

const routes = (
  JSON.parse(routeListJson(ROUTES.map(({ path, owner }) => ({ path, route: path, owner })))) as { routes: string[] }
).routes;
const nginxMap = composedFileMap(routes).map(([pattern, file]) => [new RegExp(pattern, 'i'), file] as const);
/** The composed page nginx's map gives a path (first match, as nginx's regex maps), or undefined. */
const nginxPage = (path: string) => nginxMap.find(([pattern]) => pattern.test(path))?.[1];

// Paths a visitor or crawler may ask for, with what the router does with them (findRoute).
const PATHS = [
  '/',
  '/njangie',
  '/NJANGIE',
  '/njangie/',
  '/student-Account',
  '/student-account',
  '/about_mboa',
  '/does-not-exist',
  '/njangie-x',
  '/xnjangie',
  '/njangie/extra',
  '/business-online-banking-signup',
  '//',
  '/index.html',
  '/assets/index.js',
];

describe('the route list the hosts answer 200 for', () => {
  it('is the ownership table, every route once', () => {
    expect(routes).toEqual(ROUTES.map((route) => route.path));
    // The product contract's 49, the sign-up page its Get Started button leads to, and the search page.
    expect(routes).toHaveLength(51);
  });

  it.each(PATHS)('%s: a route for the hosts exactly when it is one for the router', (path) => {
    const routerHasIt = findRoute(path) !== undefined;
    expect(isRoute(routes, path)).toBe(routerHasIt);
    // Both hosts answer the page composed for the router's route.
    const route = findRoute(path)?.path;
    expect(routeOf(routes, path)).toBe(route);
    expect(nginxPage(path)).toBe(route === undefined ? undefined : composedFileOf(route));
  });

  it('escapes what a regular expression would read as syntax', () => {
    const [[pattern]] = composedFileMap(['/a.b']) as [[string, string]];
    expect(new RegExp(pattern, 'i').test('/axb')).toBe(false);
    expect(new RegExp(pattern, 'i').test('/A.B/')).toBe(true);
  });

  it('names each route’s composed page as the table spells the route', () => {
    expect(composedFileOf('/')).toBe('index.html');
    expect(composedFileOf('/student-Account')).toBe('student-Account.html');
  });
});

describe('the owner of each route, as a shell release lists them (what a field-speed beacon must name)', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const releaseWith = (text: string) => {
    const folder = mkdtempSync(join(tmpdir(), 'mboa-route-owners-'));
    folders.push(folder);
    writeFileSync(join(folder, 'routes.json'), text);
    return folder;
  };

  it('are the ownership table’s, once per route, in its spelling and without a language’s prefix', async () => {
    const folder = releaseWith(routeListJson(SITE_PAGES));
    const owners = readRouteOwners(folder);
    expect(owners).toEqual(Object.fromEntries(ROUTES.map((route) => [route.path, route.owner])));
    expect(owners['/student-Account']).toBe('personal-banking');
    expect(owners).not.toHaveProperty('/fr/savings_account');
    expect(await readRouteOwnersNow(folder)).toEqual(owners);
  });

  it('are required, and refused when malformed', () => {
    expect(() => readRouteOwners(releaseWith(JSON.stringify({ routes: ['/'] })))).toThrow(/owners/);
    expect(() => readRouteOwners(releaseWith(JSON.stringify({ routes: ['/'], owners: ['/'] })))).toThrow(/owners/);
    expect(() =>
      readRouteOwners(releaseWith(JSON.stringify({ routes: ['/'], owners: { savings: 'personal-banking' } }))),
    ).toThrow(/owners/);
    expect(() => readRouteOwners(releaseWith(JSON.stringify({ routes: ['/'], owners: { '/': 1 } })))).toThrow(/owners/);
  });
});

describe('the not-found page of a path', () => {
  it('is the French one under /fr/ (any case), the English one anywhere else, for both hosts alike', () => {
    const nginxNotFound = (path: string) =>
      notFoundFileMap().find(([pattern]) => new RegExp(pattern, 'i').test(path))?.[1] ?? '404.html';
    for (const [path, file] of [
      ['/fr/nope', 'fr/404.html'],
      ['/FR/nope/deeper', 'fr/404.html'],
      ['/fr/', 'fr/404.html'],
      ['/nope', '404.html'],
      ['/france', '404.html'],
      ['/frites/fr/x', '404.html'],
    ] as const) {
      expect(notFoundFileFor(path), path).toBe(file);
      expect(nginxNotFound(path), `nginx: ${path}`).toBe(file);
    }
  });

  it('names the French pages’ composed files in the fr folder', () => {
    expect(composedFileOf('/fr')).toBe('fr.html');
    expect(composedFileOf('/fr/savings_account')).toBe('fr/savings_account.html');
  });
});
