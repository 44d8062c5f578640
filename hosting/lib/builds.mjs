// What a package's build is, wherever it was made (a package's own dist, a test's rebuild): a
// client build folder (`dist`) whose entry file a host serves first, and beside it a server
// build (`dist-server`) whose entry renders the package's pages at deploy time. The one check
// of "is it built" for the deploy command, the local scripts and the tests.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { SHELL } from './deployRoot.mjs';

/** The server build's entry file, in a package's `dist-server` and in each release's server folder. */
export const SERVER_ENTRY_FILE = 'render.mjs';

/** The file a client build of `pkg` cannot be without: the shell's page, or a remote's entry. @param {string} pkg */
export const clientEntryOf = (pkg) => (pkg === SHELL ? 'index.html' : join('assets', 'remoteEntry.js'));

/** A package's server build, beside its client build: `<package>/dist-server` for `<package>/dist`. @param {string} dist */
export const serverBuildOf = (dist) => join(dirname(dist), 'dist-server');

/** True when `dist` is a client build of `pkg` (it may have no server build). @param {string} pkg @param {string} dist */
export const isClientBuildOf = (pkg, dist) => existsSync(join(dist, clientEntryOf(pkg)));

/** True when `dist` is a complete build of `pkg`: the client build and its server build beside it. @param {string} pkg @param {string} dist */
export const isBuilt = (pkg, dist) => isClientBuildOf(pkg, dist) && existsSync(join(serverBuildOf(dist), SERVER_ENTRY_FILE));
