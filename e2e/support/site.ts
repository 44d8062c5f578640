import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startStaticHost } from '../../scripts/static-host.mjs';
import { launchBrowser } from './browser';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
import { REMOTE_NAMES as REMOTES, type RemoteName as Remote } from '../../shared/src/remotes';

export { REMOTES, type Remote };

type Host = Awaited<ReturnType<typeof startStaticHost>>;

/** Ports for the tests, away from the defaults so that a running `npm start` does not collide. */
const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 5100);
export const remotePort = (remote: Remote) => SHELL_PORT + 1 + REMOTES.indexOf(remote);

export function distOf(pkg: string): string {
  const dist = join(ROOT, pkg, 'dist');
  if (!existsSync(dist)) throw new Error(`${pkg} is not built: run npm run build first.`);
  return dist;
}

export function testManifest(timeoutMs = 120_000): { timeoutMs: number; remotes: Record<Remote, string> } {
  return {
    timeoutMs,
    remotes: Object.fromEntries(REMOTES.map((r) => [r, `http://localhost:${remotePort(r)}/assets/remoteEntry.js`])) as Record<Remote, string>,
  };
}

/**
 * The composed site as deployed: the shell's folder with history fallback, each remote's
 * folder with CORS, and a manifest pointing at the test ports.
 */
export class Site {
  readonly url = `http://localhost:${SHELL_PORT}`;
  private shell: Host | undefined;
  private remotes = new Map<Remote, Host>();

  async start(): Promise<this> {
    this.shell = await startStaticHost({
      root: distOf('shell'),
      port: SHELL_PORT,
      spa: true,
      overrides: { '/remotes.json': JSON.stringify(testManifest()) },
    });
    for (const remote of REMOTES) await this.startRemote(remote);
    return this;
  }

  /** (Re)starts one remote, from its own build or from another folder (a new deployment). */
  async startRemote(remote: Remote, root = distOf(remote)): Promise<void> {
    await this.stopRemote(remote);
    this.remotes.set(remote, await startStaticHost({ root, port: remotePort(remote), cors: true }));
  }

  async stopRemote(remote: Remote): Promise<void> {
    await this.remotes.get(remote)?.close();
    this.remotes.delete(remote);
  }

  async stop(): Promise<void> {
    await Promise.all([...this.remotes.keys()].map((r) => this.stopRemote(r)));
    await this.shell?.close();
  }
}

/**
 * Starts the composed site and Chromium once for a test file, and stops both after it.
 * Use `env.site` and `env.browser` inside the tests.
 */
export function composedSiteForThisFile(): { site: Site; browser: Browser } {
  const env = {} as { site: Site; browser: Browser };
  beforeAll(async () => {
    env.site = await new Site().start();
    env.browser = await launchBrowser();
  });
  afterAll(async () => {
    await env.browser?.close();
    await env.site?.stop();
  });
  return env;
}
