import { build, type InlineConfig, type Plugin } from 'vite';
import type { ServerBuildOptions } from './server';

/**
 * Part of a package's client build: once `vite build` has written dist/, it builds the server
 * build of the same pages (`serverConfig`, given the project's root), so one command builds a
 * whole release, in that order. A client build that failed runs none; watch builds
 * (`npm run dev`) skip it: the browser is all they serve.
 */
export function serverBuildAfterwards(name: string, serverConfig: (root: string, options: ServerBuildOptions) => InlineConfig): Plugin {
  let root = '';
  let mode = 'production';
  let logLevel: InlineConfig['logLevel'];
  let watching = false;
  let written = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      logLevel = config.logLevel;
      watching = Boolean(config.build.watch);
    },
    buildStart() {
      written = false;
    },
    writeBundle() {
      written = true;
    },
    async closeBundle(error) {
      if (error || watching || !written) return;
      await build(serverConfig(root, { mode, logLevel }));
    },
  };
}
