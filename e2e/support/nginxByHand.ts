import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { writeNginxConfig } from '../../hosting/nginx/nginx.mjs';
import { SHELL_PORT } from './site';

/**
 * nginx as an operator's service manager runs it: the config the project renders
 * (`npm run nginx-config`), then nginx itself, started by nobody's script and recorded nowhere,
 * so no deploy or rollback can signal it. `workers()` lists its worker processes: a reload
 * replaces every one of them.
 */
export async function nginxStartedByHand(siteRoot: string, port = SHELL_PORT + 8) {
  const prefix = mkdtempSync(join(tmpdir(), 'mboa-nginx-by-hand-'));
  mkdirSync(join(prefix, 'temp'));
  const config = writeNginxConfig({ siteRoot, port, prefix });
  const child = spawn(process.env.NGINX_BINARY ?? 'nginx', ['-p', prefix, '-c', config, '-e', join(prefix, 'error.log'), '-g', 'daemon off;'], { stdio: 'ignore' });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://localhost:${port}`;
  for (const deadline = Date.now() + 30_000; ; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`nginx started by hand did not answer on ${url}: ${readFileSync(join(prefix, 'error.log'), 'utf8').slice(-500)}`);
    if (await fetch(`${url}/robots.txt`).then((response) => response.ok, () => false)) break;
  }
  const pid = child.pid!;
  return {
    url,
    workers: () =>
      readdirSync(`/proc/${pid}/task`)
        .flatMap((task) => readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number))
        .sort((a, b) => a - b),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
