// Files a package's build writes that the deploy and the hosts read.
/** The server build, beside dist/ and never inside it: dist/ is published to browsers. */
export const SERVER_OUT_DIR = 'dist-server';
export const SERVER_ENTRY_FILE = 'render.mjs';
/** The shell's list of routes and their owners, in its dist/. */
export const ROUTE_LIST_FILE = 'routes.json';
