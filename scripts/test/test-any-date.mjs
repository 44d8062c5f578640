// The unit tests on other days and in other time zones, by faketime (docs/testing.md, "Any date").
//   npm run test:any-date [-- --quick | <Vitest arguments>]   --quick: the files that deal in dates, at the leap day
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { now } from '../../shared/src/clock.mjs';
import { ROOT } from '../lib/packages.mjs';
import { useRunFolder } from './runFolder.mjs';

useRunFolder();
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const SETTINGS = [
  {
    name: '400 days from now, in Los Angeles (UTC−8/−7)',
    faketime: '+400d',
    timeZone: 'America/Los_Angeles',
    expected: (/** @type {number} */ real) => real + 400 * DAY_MS,
  },
  // faketime reads the date in the zone given: 23:59:30 in Kiritimati is 09:59:30 UTC.
  {
    name: 'the last half-minute of 29 February 2028, in Kiritimati (UTC+14)',
    faketime: '@2028-02-29 23:59:30',
    timeZone: 'Pacific/Kiritimati',
    expected: () => Date.UTC(2028, 1, 29, 23, 59, 30) - 14 * HOUR_MS,
  },
];

const DEALS_IN_DATES = /Date|[Cc]lock|useFakeTimers|setSystemTime|process\.env\.TZ|\bnow\b|deploy\(|[Ee]xpires/;

/** The monotonic clock stays real: timers keep their length. */
const movedClock = (/** @type {{ timeZone: string }} */ setting) => ({
  ...process.env,
  TZ: setting.timeZone,
  FAKETIME_DONT_FAKE_MONOTONIC: '1',
});

/** Why the clock did not move (no faketime, a Node libfaketime cannot reach), or undefined. */
function clockNotMoved(/** @type {(typeof SETTINGS)[number]} */ setting) {
  const real = now();
  const run = spawnSync(
    'faketime',
    ['-f', setting.faketime, process.execPath, '-p', 'require("./shared/src/clock.mjs").now()'],
    { cwd: ROOT, env: movedClock(setting), encoding: 'utf8' },
  );
  if (run.error) return `faketime could not be run (${run.error.message}): apt-get install faketime`;
  const read = Number(run.stdout.trim());
  if (!Number.isFinite(read)) return `Node printed ${JSON.stringify(run.stdout + run.stderr)}`;
  return Math.abs(read - setting.expected(real)) < 60_000 ? undefined : `Node read ${new Date(read).toISOString()}`;
}

function testFilesDealingInDates() {
  const listed = spawnSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '*.test.ts', '*.test.tsx'],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  return listed.stdout
    .split('\n')
    .filter((file) => file && DEALS_IN_DATES.test(readFileSync(join(ROOT, file), 'utf8')));
}

const quick = process.argv.includes('--quick');
const vitestArguments = quick ? testFilesDealingInDates() : process.argv.slice(2);
const settings = quick ? SETTINGS.slice(1) : SETTINGS;
let failed = false;
for (const setting of settings) {
  const notMoved = clockNotMoved(setting);
  if (notMoved && quick && !process.env.CI) {
    console.warn(`The unit tests on another date were skipped: ${notMoved}.`);
    process.exit(0);
  }
  if (notMoved) {
    console.error(`The clock could not be moved to ${setting.name}: ${notMoved}.`);
    process.exit(1);
  }
  const what = quick ? `${vitestArguments.length} files that deal in dates` : 'Unit tests';
  console.log(
    `\n=== ${what} with the clock at ${setting.name} (faketime -f '${setting.faketime}', TZ=${setting.timeZone}) ===`,
  );
  const started = performance.now();
  const run = spawnSync('faketime', ['-f', setting.faketime, 'npx', 'vitest', 'run', ...vitestArguments], {
    cwd: ROOT,
    stdio: 'inherit',
    env: movedClock(setting),
  });
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  console.log(`${what} at ${setting.name}: ${run.status === 0 ? 'passed' : 'FAILED'} in ${minutes} min.`);
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
