import type { Plugin } from 'vite';
import { DEFAULT_TIMEOUT_MS, MANIFEST_FILE } from '../src/runtimeManifest.mjs';
import { REMOTE_NAMES } from './packages.mjs';
import { portOf } from './ports.mjs';

/**
 * The runtime manifest `npm run dev` uses: each remote at its local port (scripts/dev/dev.mjs
 * serves their builds there). A manifest in the shell's `public/` would ship in every release,
 * localhost addresses and all; a deploy writes the real one (hosting/), so only the dev server
 * answers this one.
 */
export function devManifest(): { timeoutMs: number; remotes: Record<string, string> } {
  return {
    timeoutMs: DEFAULT_TIMEOUT_MS,
    remotes: Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://localhost:${portOf(name)}/assets/remoteEntry.js`])),
  };
}

/** Serves devManifest() at /remotes.json on the shell's dev server; nothing in a build. */
export function devManifestPlugin(): Plugin {
  return {
    name: 'mboa:dev-manifest',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url?.split('?')[0] !== `/${MANIFEST_FILE}`) return next();
        response.setHeader('Content-Type', 'application/json');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(`${JSON.stringify(devManifest(), null, 2)}\n`);
      });
    },
  };
}
