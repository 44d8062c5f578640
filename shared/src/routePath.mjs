// How a request's path matches a route, wherever it is decided: the shell's router and route
// lookups (shared/src/routes.ts) and both hosts (hosting/lib/routes.mjs). Case-insensitive, a
// trailing slash ignored. Plain JavaScript, so the hosts (Node, no TypeScript) read it too.

/** The spelling two paths of the same route share. @param {string} path */
export function normaliseRoutePath(path) {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}
