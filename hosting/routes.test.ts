import { describe, expect, it } from 'vitest';
import { routeListJson } from '../shell/build/siteIndex';
import { ROUTES, findRoute } from '../shared/src/routes';
import { isRoute, routePattern } from './routes.mjs';

const routes = (JSON.parse(routeListJson(ROUTES.map((route) => route.path))) as { routes: string[] }).routes;
const nginxPattern = new RegExp(routePattern(routes), 'i');

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
    expect(routes).toHaveLength(49);
  });

  it.each(PATHS)('%s: a route for the hosts exactly when it is one for the router', (path) => {
    const routerHasIt = findRoute(path) !== undefined;
    expect(isRoute(routes, path)).toBe(routerHasIt);
    expect(nginxPattern.test(path)).toBe(routerHasIt);
  });

  it('escapes what a regular expression would read as syntax', () => {
    expect(new RegExp(routePattern(['/a.b']), 'i').test('/axb')).toBe(false);
    expect(new RegExp(routePattern(['/a.b']), 'i').test('/A.B/')).toBe(true);
  });
});
