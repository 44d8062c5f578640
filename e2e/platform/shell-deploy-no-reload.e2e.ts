// A shell deploy and its rollback need nothing from the host: every release's boot script is the
// same, allowed by the hash the hosts' policy pins (shared/src/bootScript.mjs), so an nginx that an
// operator's service manager runs from the rendered config, never signalled by our scripts, keeps
// every page's app working while the shell changes under it. Visitors load pages in Chromium the
// whole time; each page records which release's app took it over. nginx's pass only: the embedded
// host reads the deploy root on every request (hosting.e2e.ts checks its pages through a shell deploy).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeNginxConfig } from '../../hosting/nginx/config.mjs';
import { openPage } from '../support/browser';
import { ANOTHER_SHELL_RELEASE, rebuildWithEdits } from '../support/rebuild';
import { HOST, SHELL_PORT, composedSiteForThisFile } from '../support/site';

const env = composedSiteForThisFile();
const OWN_NGINX_PORT = SHELL_PORT + 8;

/** nginx as a service manager runs it: from the rendered config, in the foreground, recorded nowhere of ours. */
async function nginxStartedByHand(root: string) {
  const prefix = mkdtempSync(join(tmpdir(), 'mboa-own-nginx-'));
  const config = writeNginxConfig({ root, port: OWN_NGINX_PORT, prefix });
  const master: ChildProcess = spawn(
    process.env.NGINX_BINARY ?? 'nginx',
    ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'],
    { stdio: 'ignore' },
  );
  const url = `http://localhost:${OWN_NGINX_PORT}`;
  for (
    const deadline = performance.now() + 30_000;
    !(await fetch(`${url}/robots.txt`).then(
      (response) => response.ok,
      () => false,
    ));
  ) {
    if (performance.now() > deadline || master.exitCode !== null)
      throw new Error('nginx started by hand did not answer');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url,
    config,
    /** The master and its workers: a reload (SIGHUP) replaces every worker. */
    processes: () => {
      const pid = master.pid!;
      const workers = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
      return { master: pid, workers: workers.sort() };
    },
    stop: async () => {
      const exited = new Promise((resolve) => master.once('exit', resolve));
      master.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

describe.runIf(HOST === 'nginx')('a shell deploy and its rollback on an nginx the operator runs', () => {
  let ownNginx: Awaited<ReturnType<typeof nginxStartedByHand>> | undefined;
  beforeAll(async () => {
    ownNginx = await nginxStartedByHand(env.site.root);
  });
  afterAll(async () => {
    await ownNginx?.stop();
  });

  it('keeps every page’s app starting, in the new release and the old, with no policy violation and no reload', async () => {
    const nginx = ownNginx!;
    const next = rebuildWithEdits('shell', ANOTHER_SHELL_RELEASE);
    const before = { processes: nginx.processes(), config: statSync(nginx.config).mtimeMs };

    // Two visitors on phones, loading page after page: each page's status, whether its app took
    // over (shell/src/start/useMarkAppTookOver.ts) and which release's app it was.
    const seen: { path: string; status: number; started: boolean; release: string }[] = [];
    const errors: string[] = [];
    let visiting = true;
    const visitor = async (paths: string[]) => {
      const watched = await openPage(env.browser, { width: 390, height: 844 });
      for (let i = 0; visiting; i++) {
        const path = paths[i % paths.length]!;
        const response = await watched.page.goto(nginx.url + path);
        const { started, release } = await watched.page.evaluate(() => ({
          started: document.documentElement.hasAttribute('data-interactive'),
          release: document.documentElement.dataset.shellRelease ?? 'first',
        }));
        seen.push({ path, status: response?.status() ?? 0, started, release });
        // A moment on the page, as a reader takes: the deploy gets the CPU a tight loop would take.
        await new Promise((read) => setTimeout(read, 250));
      }
      errors.push(...watched.errors);
      await watched.page.context().close();
    };
    const visitors = [
      visitor(['/', '/savings_account', '/fr/njangie']),
      visitor(['/verify-statement', '/business_loans', '/fr']),
    ];
    const served = (release: string, from = 0) =>
      expect
        .poll(() => seen.slice(from).some((page) => page.release === release), { timeout: 60_000, interval: 100 })
        .toBe(true);

    await served('first');
    await env.site.deploy('shell', next);
    await served('next');
    await env.site.rollback('shell');
    await served('first', seen.length);
    visiting = false;
    await Promise.all(visitors);
    rmSync(next, { recursive: true, force: true });

    expect(
      seen
        .filter((page) => page.status !== 200 || !page.started)
        .map(
          (page) =>
            `${page.path}: ${page.status}, app ${page.started ? 'started' : 'not started'}, ${page.release} release`,
        ),
    ).toEqual([]);
    expect(errors).toEqual([]);
    expect(new Set(seen.map((page) => page.release))).toEqual(new Set(['first', 'next']));
    // No reload: the same workers, and the config as rendered.
    expect(nginx.processes()).toEqual(before.processes);
    expect(statSync(nginx.config).mtimeMs).toBe(before.config);
  });
});
