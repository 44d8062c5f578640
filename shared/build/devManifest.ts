import type { Plugin } from 'vite';
import { DEFAULT_TIMEOUT_MS, MANIFEST_FILE } from '../src/runtimeManifest.mjs';
import { REMOTE_NAMES } from './packages.mjs';
import { portOf } from './ports.mjs';

/** Answered by the dev server alone: in the shell's `public/` it would ship in every release. */
export function devManifest(): { timeoutMs: number; remotes: Record<string, string> } {
  return {
    timeoutMs: DEFAULT_TIMEOUT_MS,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, `http://localhost:${portOf(name)}/assets/remoteEntry.js`]),
    ),
  };
}

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
