// The browser test suite, once per host: the embedded host (`npm start`) and nginx (production).
// Extra arguments go to Vitest (a file name filters). Without nginx the second run is skipped
// with a notice, except in CI (CI=true), where nginx is part of the contract and its absence fails.
import { spawnSync } from 'node:child_process';
import { nginxAvailable } from '../hosting/nginx/nginx.mjs';
import { ROOT } from './packages.mjs';

const hosts = (process.env.E2E_HOSTS ?? 'embedded,nginx').split(',');
for (const host of hosts) {
  if (host === 'nginx' && !nginxAvailable()) {
    if (process.env.CI) {
      console.error('CI runs the browser tests against nginx too, but nginx is not installed.');
      process.exit(1);
    }
    console.warn('\nnginx is not installed: the browser tests ran against the embedded host only (apt-get install nginx).');
    continue;
  }
  console.log(`\nBrowser tests against the ${host} host`);
  const run = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...process.argv.slice(2)], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_HOST: host },
  });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
