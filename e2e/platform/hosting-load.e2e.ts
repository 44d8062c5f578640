// Load on the host while a section is deployed every second (loopback only, bounded): no failed
// response, no crash, and memory that stays flat. Run against each host (scripts/test/test-e2e.mjs).
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployEveryPackage } from '../../hosting/lib/localSite.mjs';
import { startNginx } from '../../hosting/nginx/nginx.mjs';
import { sameBuildAsNewRelease } from '../support/rebuild';
import { HOST, REMOTES, ROOT, SHELL_PORT, distOf, layoutOfThisRun, portOf } from '../support/site';

const REQUESTS = 2_000;
const CONCURRENCY = 50;
const origin = `http://localhost:${SHELL_PORT}`;

/** Resident memory of a process and its children (nginx's workers), in MB. */
function residentMegabytes(pid: number): number {
  const rss = (id: number) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  const children = readdirSync(`/proc/${pid}/task`).flatMap((task) =>
    readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number),
  );
  return rss(pid) + children.reduce((sum, child) => sum + rss(child), 0);
}

/** A host that starts slowly on a busy machine is given a minute. */
async function waitUntilServing(url: string) {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} never answered`);
}

const root = mkdtempSync(join(tmpdir(), `mboa-load-${HOST}-`));
let hostPid = 0;
let stopHost: () => Promise<void> = async () => undefined;
let embeddedHost: ChildProcess | undefined;

beforeAll(async () => {
  chmodSync(root, 0o755);
  await deployEveryPackage(root, layoutOfThisRun(), distOf);
  if (HOST === 'nginx') {
    const prefix = mkdtempSync(join(tmpdir(), 'mboa-nginx-'));
    const nginx = await startNginx({ siteRoot: root, port: SHELL_PORT, prefix });
    hostPid = nginx.pid;
    stopHost = async () => {
      await nginx.stop();
      rmSync(prefix, { recursive: true, force: true });
    };
  } else {
    // The embedded host in its own process, as `npm start` runs it, so its memory is its own.
    const env = { ...process.env, SHELL_PORT: String(SHELL_PORT), ...Object.fromEntries(REMOTES.map((r) => [`${r.toUpperCase().replace(/-/g, '_')}_PORT`, String(portOf(r))])) };
    embeddedHost = spawn(process.execPath, [join(ROOT, 'hosting', 'embedded', 'serveDeployRoot.mjs'), root], { env, stdio: 'ignore' });
    hostPid = embeddedHost.pid ?? 0;
    stopHost = async () => {
      const exited = new Promise((resolve) => embeddedHost?.once('exit', resolve));
      embeddedHost?.kill('SIGTERM');
      await exited;
    };
  }
  await waitUntilServing(`${origin}/`);
}, 120_000);

afterAll(async () => {
  await stopHost();
  rmSync(root, { recursive: true, force: true });
});

describe(`the ${HOST} host under load`, () => {
  it(`answers ${REQUESTS} requests at concurrency ${CONCURRENCY} while a remote is deployed every second: no error, memory flat`, async () => {
    const html = await (await fetch(`${origin}/`)).text();
    const hashedAsset = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1] ?? '';
    const remoteEntry = () => new URL(JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')).remotes['personal-banking'], origin).href;
    const targets = [() => `${origin}/`, () => `${origin}/njangie`, () => `${origin}${hashedAsset}`, remoteEntry];
    const memoryBefore = residentMegabytes(hostPid);

    // The personal-banking team deploys a new release every second (the deploy command, in its
    // own process), keeping only the last two: old releases are pruned while the load runs.
    let deploying = true;
    let deploys = 0;
    const deployFailures: string[] = [];
    const deployLoop = (async () => {
      while (deploying) {
        const build = sameBuildAsNewRelease(distOf('personal-banking'), `load-${deploys}`);
        const exit = await new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, [join(ROOT, 'hosting', 'cli', 'deploy.mjs'), 'deploy', '--root', root, '--from', build, '--keep', '2', '--retention-days', '0'], {
            cwd: join(ROOT, 'personal-banking'),
            stdio: ['ignore', 'ignore', 'pipe'],
          });
          child.stderr?.on('data', (data: Buffer) => deployFailures.push(data.toString()));
          child.on('exit', resolve);
        });
        rmSync(build, { recursive: true, force: true });
        if (exit === 0) deploys++;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    })();

    const failures: string[] = [];
    let sent = 0;
    const started = performance.now();
    const worker = async () => {
      while (sent < REQUESTS) {
        const url = targets[sent++ % targets.length]!();
        try {
          const response = await fetch(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
          await response.arrayBuffer();
          if (response.status !== 200) failures.push(`${response.status} ${url}`);
        } catch (error) {
          failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    // Keep deploying until at least two have gone live during the load.
    while (deploys < 2) await new Promise((resolve) => setTimeout(resolve, 100));
    deploying = false;
    await deployLoop;
    const memoryAfter = residentMegabytes(hostPid);

    console.log(
      `${HOST} host: ${REQUESTS} requests in ${seconds.toFixed(1)} s (${Math.round(REQUESTS / seconds)}/s), ${failures.length} failed, ` +
        `${deploys} deploys; memory ${memoryBefore.toFixed(1)} MB -> ${memoryAfter.toFixed(1)} MB`,
    );
    writeFileSync(join(tmpdir(), `mboa-load-${HOST}.json`), JSON.stringify({ seconds, failures: failures.length, deploys, memoryBefore, memoryAfter }));
    expect(failures).toEqual([]);
    expect(deployFailures).toEqual([]);
    expect(memoryAfter - memoryBefore).toBeLessThan(50);
    expect((await fetch(`${origin}/`)).status).toBe(200);
  }, 120_000);
});

describe.runIf(HOST === 'embedded')('the embedded host serving a folder that is replaced under it', () => {
  it('keeps running: a file removed between its check and its read costs that one response', async () => {
    // As `npm run dev` serves a remote's dist while `vite build --watch` rewrites it.
    const folder = mkdtempSync(join(tmpdir(), 'mboa-replaced-'));
    const { startStaticHost } = await import('../../hosting/embedded/staticHost.mjs');
    // The section's scripts only (the requests ask for no compressed copy): each replacement
    // copies a quarter of the files, so the race is run as often in a quarter of the time.
    const scripts = mkdtempSync(join(tmpdir(), 'mboa-replacement-'));
    const files = readdirSync(join(distOf('personal-banking'), 'assets')).filter((file) => file.endsWith('.js'));
    for (const file of files) cpSync(join(distOf('personal-banking'), 'assets', file), join(scripts, file));
    cpSync(scripts, join(folder, 'assets'), { recursive: true });
    let errorsInProcess = 0;
    const onUncaught = () => errorsInProcess++;
    process.on('uncaughtException', onUncaught);
    const host = await startStaticHost({ root: folder, port: 0, cors: true });
    try {
      let replacing = true;
      let replacements = 0;
      const replaceLoop = (async () => {
        while (replacing) {
          replacements++;
          rmSync(join(folder, 'assets'), { recursive: true, force: true });
          cpSync(scripts, join(folder, 'assets'), { recursive: true });
          await new Promise((resolve) => setImmediate(resolve));
        }
      })();
      const statuses = new Map<string, number>();
      await Promise.all(
        // 20 clients of 15 requests each: each request waits for a copy of the folder (synchronous,
        // between requests), so more would only make the test longer, not the race likelier.
        Array.from({ length: 20 }, async (_, worker) => {
          for (let i = 0; i < 15; i++) {
            const file = files[(worker + i) % files.length];
            const outcome = await fetch(`${host.url}/assets/${file}`, { headers: { 'Accept-Encoding': 'identity' } }).then(
              async (response) => (await response.arrayBuffer(), String(response.status)),
              () => 'connection cut',
            );
            statuses.set(outcome, (statuses.get(outcome) ?? 0) + 1);
          }
        }),
      );
      replacing = false;
      await replaceLoop;
      console.log(`responses while the folder was replaced ${replacements} times:`, Object.fromEntries(statuses));
      expect(replacements, 'the folder was replaced while the requests ran').toBeGreaterThan(1);
      expect(errorsInProcess).toBe(0);
      expect(statuses.get('200')).toBeGreaterThan(0);
      // Still serving afterwards.
      expect((await fetch(`${host.url}/assets/remoteEntry.js`)).status).toBe(200);
    } finally {
      process.off('uncaughtException', onUncaught);
      await host.close();
      rmSync(folder, { recursive: true, force: true });
      rmSync(scripts, { recursive: true, force: true });
    }
  }, 180_000);
});
