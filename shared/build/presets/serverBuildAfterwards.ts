import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import type { ServerBuildOptions } from './server';

/** What a step after a package's client build is given. */
export interface ClientBuild {
  /** The project's root, and the client build's output folder (dist/), absolute. */
  readonly root: string;
  readonly outDir: string;
  readonly mode: string;
  readonly logLevel: InlineConfig['logLevel'];
}

/**
 * Part of a package's client build: once `vite build` has written dist/, `step` runs (a build of
 * its own), so one command builds a whole release, in that order. A client build that failed runs
 * none; watch builds (`npm run dev`) skip it: the browser is all they serve.
 */
export function afterClientBuild(name: string, step: (client: ClientBuild) => Promise<unknown>): Plugin {
  let client: ClientBuild = { root: '', outDir: '', mode: 'production', logLevel: undefined };
  let watching = false;
  let written = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      client = { root: config.root, outDir: resolve(config.root, config.build.outDir), mode: config.mode, logLevel: config.logLevel };
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
      await step(client);
    },
  };
}

/** The server build of the same pages (`serverConfig`, given the project's root), after the client build. */
export function serverBuildAfterwards(name: string, serverConfig: (root: string, options: ServerBuildOptions) => InlineConfig): Plugin {
  return afterClientBuild(name, ({ root, mode, logLevel }) => build(serverConfig(root, { mode, logLevel })));
}
