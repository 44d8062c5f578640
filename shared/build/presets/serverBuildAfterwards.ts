import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import type { ServerBuildOptions } from './server';

export interface ClientBuild {
  /** Absolute, as `outDir`. */
  readonly root: string;
  readonly outDir: string;
  readonly mode: string;
  readonly logLevel: InlineConfig['logLevel'];
}

/** So that one `vite build` builds a whole release; skipped after a failed build and in watch builds. */
export function afterClientBuild(name: string, step: (client: ClientBuild) => Promise<unknown>): Plugin {
  let client: ClientBuild = { root: '', outDir: '', mode: 'production', logLevel: undefined };
  let watching = false;
  let written = false;
  return {
    name,
    apply: 'build',
    configResolved(config) {
      client = {
        root: config.root,
        outDir: resolve(config.root, config.build.outDir),
        mode: config.mode,
        logLevel: config.logLevel,
      };
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

export function serverBuildAfterwards(
  name: string,
  serverConfig: (root: string, options: ServerBuildOptions) => InlineConfig,
): Plugin {
  return afterClientBuild(name, ({ root, mode, logLevel }) => build(serverConfig(root, { mode, logLevel })));
}
