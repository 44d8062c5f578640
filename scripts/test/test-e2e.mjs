// The browser tests once per host: every file on the embedded host, HOST_DEPENDENT's on nginx
// (docs/testing.md, "Browser tests"). Without nginx the second pass is skipped, but fails in CI.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { nginxAvailable } from '../../hosting/nginx/process.mjs';
import { ROOT } from '../lib/packages.mjs';
import { describeSlowPhone, slowPhone } from '../lib/slowPhone.mjs';
import { useRunFolder } from './runFolder.mjs';
import { reportArguments } from './testReports.mjs';

/** e2e/platform/ but start-stop (npm's scripts serve with the embedded host), slow-phone (no site),
 * app-start and every-route (what a page does once its files arrived); e2e/site/ is the same whichever host serves it. */
const HOST_DEPENDENT = [
  'e2e/platform/abuse.e2e.ts',
  'e2e/platform/hosting.e2e.ts',
  'e2e/platform/hosting-load.e2e.ts',
  'e2e/platform/deployment.e2e.ts',
  'e2e/platform/deploy-service.e2e.ts',
  'e2e/platform/prerendered-pages.e2e.ts',
  'e2e/platform/security.e2e.ts',
  'e2e/platform/resilience.e2e.ts',
  'e2e/platform/routing.e2e.ts',
  'e2e/platform/sharing.e2e.ts',
  'e2e/platform/field-speed.e2e.ts',
  'e2e/platform/cache-in-front.e2e.ts',
  'e2e/platform/preview-canary.e2e.ts',
  'e2e/platform/shell-deploy-no-reload.e2e.ts',
  'e2e/platform/offline.e2e.ts',
  'e2e/platform/search.e2e.ts',
];
const ARTIFACTS = join(ROOT, 'e2e-artifacts');

const hosts = (process.env.E2E_HOSTS ?? 'embedded,nginx').split(',');
// `-t <pattern>` takes a value; Vitest's other options come as `--name=value`.
const filters = /** @type {string[]} */ ([]);
const options = /** @type {string[]} */ ([]);
for (const [index, arg] of process.argv.slice(2).entries()) {
  const previous = process.argv[index + 1];
  if (arg.startsWith('-') || previous === '-t' || previous === '--testNamePattern') options.push(arg);
  // Spelled from the root, as HOST_DEPENDENT is, so that `./e2e/platform/` or an absolute path match.
  else filters.push(relative(ROOT, resolve(ROOT, arg)));
}
for (const host of hosts) rmSync(join(ARTIFACTS, host), { recursive: true, force: true });
const runFolder = useRunFolder();
// Builds of edited sources (e2e/support/rebuild.ts) are made once for both passes, in the run's folder.
const rebuildCache = process.env.E2E_REBUILD_CACHE || mkdtempSync(join(runFolder, 'mboa-rebuilds-'));

// Calibrated once, before the first browser starts, for every test process.
console.log(describeSlowPhone(await slowPhone()));

let failed = 0;
let failedHost = /** @type {string | undefined} */ (undefined);
for (const host of hosts) {
  if (host === 'nginx' && !nginxAvailable()) {
    if (process.env.CI) {
      console.error('CI runs the browser tests against nginx too, but nginx is not installed.');
      process.exit(1);
    }
    console.warn(
      '\nnginx is not installed: the browser tests ran against the embedded host only (apt-get install nginx).',
    );
    continue;
  }
  const every = host !== 'nginx' || process.env.E2E_NGINX === 'all';
  const files = every
    ? filters
    : filters.length > 0
      ? HOST_DEPENDENT.filter((file) => filters.some((filter) => file.includes(filter)))
      : HOST_DEPENDENT;
  if (files.length === 0 && filters.length > 0) {
    console.log(`\nNo host-dependent file matches ${filters.join(' ')}: nothing to run against ${host}.`);
    continue;
  }
  console.log(
    `\nBrowser tests against the ${host} host${every ? '' : ' (the files whose outcome depends on the host)'}`,
  );
  const started = performance.now();
  const run = spawnSync(
    'npx',
    ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...files, ...options, ...reportArguments(`browser-${host}`)],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, E2E_HOST: host, E2E_REBUILD_CACHE: rebuildCache },
    },
  );
  console.log(
    `Browser tests against the ${host} host: ${run.status === 0 ? 'passed' : 'FAILED'} in ${((performance.now() - started) / 60_000).toFixed(1)} min.`,
  );
  if (run.status !== 0) {
    failed = run.status ?? 1;
    failedHost = host;
    break;
  }
}
const evidence = failedHost && join(ARTIFACTS, failedHost);
if (evidence && existsSync(evidence)) console.log(`\nScreenshots and console logs of the failed tests: ${evidence}`);
process.exit(failed);
