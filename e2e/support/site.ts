import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { isBuilt } from '../../hosting/lib/builds.mjs';
import {
  oneOriginLayout,
  portPerRemoteLayout,
  writeFileAtomically,
  type Layout,
} from '../../hosting/lib/deployRoot.mjs';
import { deployEveryPackage } from '../../hosting/deploy/localSite.mjs';
import { startNginx } from '../../hosting/nginx/process.mjs';
import { deploy, rollback } from '../../hosting/deploy/deploy.mjs';
import { setSampleRate, writeManifest } from '../../hosting/deploy/manifest.mjs';
import { readState } from '../../hosting/deploy/releases.mjs';
import { vitalsLogOf } from '../../hosting/lib/vitalsLog.mjs';
import { cameroonYear, now } from '../../shared/src/clock.mjs';
import { copyrightLine } from '../../shared/src/identity';
import { parseLogLine, type VitalsRecord } from '../../shared/src/vitalsBeacon.mjs';
import { serveDeployRoot } from '../../hosting/embedded/serveDeployRoot.mjs';
import { REMOTE_NAMES as REMOTES, type RemoteName as Remote } from '../../shared/src/remotes';
import { launchBrowser } from './browser';
import { saveFailureEvidence } from './failureEvidence';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export { REMOTES, type Remote };

/**
 * Which host serves the site in this run (scripts/test/test-e2e.mjs runs the suite once per host):
 * `embedded` is `npm start`'s host (a port per remote), `nginx` the production host (one origin).
 */
export const HOST: 'embedded' | 'nginx' = process.env.E2E_HOST === 'nginx' ? 'nginx' : 'embedded';

// Every site a test starts composes its 100 pages, compressed: the test measures no bytes, so it
// spends less time on brotli than a production deploy (hosting/deploy/compose.mjs). Deploys the tests
// run as commands inherit it.
process.env.MBOA_COMPOSE_BROTLI_QUALITY ??= '5';

/**
 * Ports for the tests, away from the defaults so that a running `npm start` does not collide;
 * each of Vitest's workers (two test files run at once) has its own ten.
 */
export const WORKER = Number(process.env.VITEST_POOL_ID ?? 1);
export const SHELL_PORT = Number(process.env.E2E_SHELL_PORT ?? 5100) + 10 * (WORKER - 1);
export const portOf = (name: string) =>
  name === 'shell' ? SHELL_PORT : SHELL_PORT + 1 + REMOTES.indexOf(name as Remote);

/** How this run's host serves a deploy root: one origin (nginx) or a port per remote (embedded). */
export const layoutOfThisRun = () => (HOST === 'nginx' ? oneOriginLayout() : portPerRemoteLayout(portOf));

export function distOf(pkg: string): string {
  const dist = join(ROOT, pkg, 'dist');
  if (!isBuilt(pkg, dist)) throw new Error(`${pkg} is not built: run npm run build first.`);
  return dist;
}

/** This worker's deploy roots with every build live, one per layout: each file's site starts from a copy. */
const everyBuildLive = new Map<string, string>();

/**
 * Fills `root` with every package's build live in `layout`, as the deploy command leaves it: the
 * first time in a worker by deploying them (composing 100 pages: about 3 s of CPU), then by
 * copying that root (a fifth of it). The copy is the file's own: its tests deploy into it.
 */
async function deployEveryBuild(root: string, layout: Layout): Promise<void> {
  const key = JSON.stringify(layout);
  let template = everyBuildLive.get(key);
  if (!template) {
    const made = mkdtempSync(join(tmpdir(), `mboa-every-build-${HOST}-`));
    process.on('exit', () => rmSync(made, { recursive: true, force: true }));
    await deployEveryPackage(made, layout, distOf);
    everyBuildLive.set(key, (template = made));
  }
  cpSync(template, root, { recursive: true, verbatimSymlinks: true });
}

export interface Manifest {
  timeoutMs: number;
  remotes: Record<string, string>;
  /** Each live release's search bundles (docs/search.md). */
  search?: Record<string, string>;
}

/**
 * The composed site as deployed: every package's build deployed into a fresh deploy root (with
 * the deploy command's own code), served by this run's host.
 */
export interface SiteOptions {
  /** Proxies whose X-Forwarded-For and -Proto the host believes (the operator's TRUSTED_PROXIES). */
  trustedProxies?: string[];
}

export class Site {
  readonly url = `http://localhost:${SHELL_PORT}`;
  readonly root = mkdtempSync(join(tmpdir(), `mboa-site-${HOST}-`));
  private stopHost: (() => Promise<void>) | undefined;
  private embedded: Awaited<ReturnType<typeof serveDeployRoot>> | undefined;
  private startedAt = now();

  constructor(private readonly options: SiteOptions = {}) {}

  async start(): Promise<this> {
    this.startedAt = now();
    const trustedProxies = this.options.trustedProxies ?? [];
    // nginx's workers run unprivileged: they must be able to read the deploy root.
    chmodSync(this.root, 0o755);
    await deployEveryBuild(this.root, layoutOfThisRun());
    if (HOST === 'nginx') {
      const prefix = mkdtempSync(join(tmpdir(), 'mboa-nginx-'));
      const nginx = await startNginx({ root: this.root, port: SHELL_PORT, prefix, trustedProxies });
      this.stopHost = async () => {
        await nginx.stop();
        rmSync(prefix, { recursive: true, force: true });
      };
    } else {
      this.embedded = await serveDeployRoot(this.root, portOf, 'localhost', trustedProxies);
      this.stopHost = this.embedded.close;
    }
    return this;
  }

  /**
   * The copyright lines a composed page can carry: one for each of Cameroon's years from this
   * site's start to now (a page gives the year it was composed in).
   */
  copyrightLines(): string[] {
    const lines: string[] = [];
    for (let year = cameroonYear(this.startedAt); year <= cameroonYear(now()); year++)
      lines.push(copyrightLine(Date.UTC(year, 6)));
    return lines;
  }

  /** The host's time, from its `Date` header (whole seconds): the clock it judges links by. */
  async hostTime(): Promise<number> {
    const response = await fetch(`${this.url}/robots.txt`);
    return Date.parse(response.headers.get('date') ?? '');
  }

  /** The live manifest. */
  manifest(): Manifest {
    return JSON.parse(readFileSync(join(this.root, 'remotes.json'), 'utf8')) as Manifest;
  }

  /** Where a remote's releases are served: its own port (embedded), or /remotes/<remote>/ (nginx). Ends with /. */
  remoteFolderUrl(remote: Remote): string {
    return HOST === 'nginx' ? `${this.url}/remotes/${remote}/` : `http://localhost:${portOf(remote)}/`;
  }

  /** Absolute URL of the folder holding a remote's live remoteEntry.js and chunks (ends with /). */
  remoteAssetsUrl(remote: Remote): string {
    return new URL('.', new URL(this.manifest().remotes[remote] ?? '', this.url)).href;
  }

  /** Deploys a build of a package with the deploy command's code. */
  deploy(pkg: string, from: string, options: { keep?: number; retentionMs?: number } = {}) {
    return deploy({ root: this.root, pkg, from, ...options });
  }

  rollback(pkg: string) {
    return rollback({ root: this.root, pkg });
  }

  /** The live release of a package: its build id, and the folder it is in. */
  liveRelease(pkg: string): { buildId: string; folder: string } {
    const buildId = readState(this.root, pkg).history.at(-1) ?? '';
    return { buildId, folder: join(this.root, pkg, buildId) };
  }

  /** A remote that is down: its port closed (embedded host) or its live release gone (nginx). */
  async takeDown(remote: Remote): Promise<void> {
    if (this.embedded) return this.embedded.stopRemote(remote);
    const { folder } = this.liveRelease(remote);
    if (existsSync(folder)) renameSync(folder, `${folder}.down`);
  }

  async bringBack(remote: Remote): Promise<void> {
    if (this.embedded) return this.embedded.startRemote(remote);
    const { folder } = this.liveRelease(remote);
    if (existsSync(`${folder}.down`)) renameSync(`${folder}.down`, folder);
  }

  /** Replaces the live manifest, as an operator editing it by hand would. */
  writeManifest(body: string): void {
    writeFileAtomically(join(this.root, 'remotes.json'), body);
  }

  /** The manifest generated from the live releases again. */
  restoreManifest(): void {
    writeManifest(this.root);
  }

  /** Turns field-speed reporting on for a share of page views, or off (0), as an operator does: no rebuild. */
  setVitalsSampleRate(rate: number): Promise<void> {
    return setSampleRate(this.root, rate);
  }

  /** The field-speed log's records so far (the current file). */
  vitalsRecords(): VitalsRecord[] {
    const log = vitalsLogOf(this.root);
    if (!existsSync(log)) return [];
    return readFileSync(log, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => parseLogLine(line) ?? ({ unreadable: line } as unknown as VitalsRecord));
  }

  async stop(): Promise<void> {
    await this.stopHost?.();
    rmSync(this.root, { recursive: true, force: true });
  }
}

/** Chromium, once per worker: each file opens contexts of its own, and closes what it leaves open. */
let chromiumOfThisWorker: Promise<Browser> | undefined;

/**
 * Starts the composed site once for a test file, and stops it after it, with this worker's
 * Chromium (whose contexts the file leaves open are closed after it). Use `env.site` and
 * `env.browser` inside the tests.
 */
export function composedSiteForThisFile(options: SiteOptions = {}): { site: Site; browser: Browser } {
  const env = {} as { site: Site; browser: Browser };
  beforeAll(async () => {
    env.site = await new Site(options).start();
    env.browser = await (chromiumOfThisWorker ??= launchBrowser());
  });
  // A failed test leaves a screenshot and the console of each page it had open (e2e-artifacts/).
  beforeEach((context) => {
    context.onTestFailed(() => saveFailureEvidence(env.browser, context.task, HOST));
  });
  afterAll(async () => {
    await Promise.all(env.browser?.contexts().map((context) => context.close()) ?? []);
    await env.site?.stop();
  });
  return env;
}
