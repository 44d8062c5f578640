// npm run vitals:report (USAGE below): the field-speed report of a deploy root's log, tables and with
// --html charts (hosting/vitals/); with --compare, a section's canary against its live release.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { now as clockNow } from '../../shared/src/clock.mjs';
import { localSiteRoot } from '../deploy/localSite.mjs';
import { readState } from '../deploy/releases.mjs';
import { REMOTES } from '../lib/deployRoot.mjs';
import { VITALS_FOLDER, vitalsLogFiles } from '../lib/vitalsLog.mjs';
import { GROUPING_KEYS, buildReport, formatUtc, parsePeriodBound, readRecords } from '../vitals/report.mjs';
import { textReport } from '../vitals/reportText.mjs';
import { chartPage } from '../vitals/chartPage.mjs';
import { compareCanary, comparisonPeriod, runningCanary } from '../vitals/compare.mjs';
import { textComparison } from '../vitals/compareText.mjs';
import { comparisonPage } from '../vitals/comparePage.mjs';

const DEFAULT_SINCE = '30d';

const USAGE = `Usage: npm run vitals:report -- [--root <deploy root>] [--log <file> …] [--since <ISO date, or 7d, 24h ago>]
         [--until <ISO date>] [--by ${GROUPING_KEYS.join(',')}] [--html <file>]
       npm run vitals:report -- --root <deploy root> --compare <section> [--since …] [--until …] [--html <file>]
  --root     the deploy root whose vitals/ logs to read (default: .site/embedded, npm start's)
  --log      read this log file instead (repeatable); deploys are marked only with --root too
  --since    the period's start, included (default: ${DEFAULT_SINCE}); --until its end, excluded (default: now)
  --by       the tables, in this order (default: ${GROUPING_KEYS.join(',')})
  --html     also write the charts and the tables as one self-contained HTML page
  --compare  a section's canary against its live release instead, from the canary's start (or a
             later --since): ${REMOTES.join(', ')}`;

const OPTIONS = /** @type {const} */ ({
  root: { type: 'string' },
  log: { type: 'string', multiple: true },
  // No defaults for --since and --by: --compare tells them given from left out.
  since: { type: 'string' },
  until: { type: 'string' },
  by: { type: 'string' },
  html: { type: 'string' },
  compare: { type: 'string' },
  help: { type: 'boolean' },
});

/** Stops with the usage: the arguments are wrong. @param {string} message @returns {never} */
function refuse(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

/** Stops without the usage: the arguments are right, but the deploy root has nothing to do them on. @param {string} message @returns {never} */
function stop(message) {
  console.error(message);
  process.exit(2);
}

function parseArguments() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    return refuse(error instanceof Error ? error.message : String(error));
  }
}

const values = parseArguments();
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const callerPath = (/** @type {string} */ path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const now = clockNow();
const since =
  parsePeriodBound(values.since ?? DEFAULT_SINCE, now) ??
  refuse(`--since ${values.since}: not an ISO date, nor days or hours ago (7d, 24h).`);
const until =
  values.until === undefined
    ? now
    : (parsePeriodBound(values.until, now) ?? refuse(`--until ${values.until}: not an ISO date.`));
if (values.compare !== undefined)
  await printComparison(values.compare, { since: values.since === undefined ? undefined : since, until });
if (since >= until)
  refuse(`The period is empty: --since ${formatUtc(since)} is not before --until ${formatUtc(until)}.`);

const by = (values.by ?? GROUPING_KEYS.join(',')).split(',').map((key) => key.trim());
const isGrouping = (/** @type {string} */ key) => /** @type {string[]} */ (GROUPING_KEYS).includes(key);
if (!by.every(isGrouping)) refuse(`--by ${values.by}: the groupings are ${GROUPING_KEYS.join(', ')}.`);

const logs = values.log?.map(callerPath);
for (const log of logs ?? []) if (!existsSync(log) || !statSync(log).isFile()) refuse(`--log ${log}: no such file.`);
const defaultRoot = localSiteRoot(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'), 'embedded');
const root =
  values.root !== undefined ? callerPath(values.root) : !logs && existsSync(defaultRoot) ? defaultRoot : undefined;
if (root && !(existsSync(root) && statSync(root).isDirectory())) refuse(`--root ${values.root}: no such folder.`);
if (!root && !logs)
  refuse(
    `No deploy root to read: ${defaultRoot} does not exist (\`npm start\` makes it), and neither --root nor --log is given.`,
  );

const files = logs ?? (await vitalsLogFiles(/** @type {string} */ (root)));
const report = await buildReport({
  files,
  root,
  since,
  until,
  by: /** @type {import('../vitals/report.mjs').GroupingKey[]} */ (by),
});
if (report.recordCount === 0) {
  const skipped =
    report.badLines + report.outsidePeriod > 0
      ? ` (bad lines skipped: ${report.badLines}; records outside the period: ${report.outsidePeriod})`
      : '';
  console.log(
    `No field data in ${logs ? logs.join(', ') : join(/** @type {string} */ (root), VITALS_FOLDER)} for ${formatUtc(since)} to ${formatUtc(until)}${skipped}: ` +
      'turn reporting on with `VITALS_SAMPLE_RATE=1 npm start` locally (every page view reports), ' +
      'or `npm run vitals -- sample-rate 10% --root <deploy root>` where the site is hosted.',
  );
  process.exit(0);
}
process.stdout.write(textReport(report));
if (values.html !== undefined) {
  const page = callerPath(values.html);
  writeFileSync(page, chartPage(report));
  console.log(`\nCharts and tables: ${page}`);
}

/** --compare, over the time since the canary started (or a later --since); ends the process. @param {string} section @param {{ since?: number, until: number }} asked @returns {Promise<never>} */
async function printComparison(section, asked) {
  // Another log holds other releases, and the table is one row a metric: neither option has a meaning here.
  if (values.log !== undefined || values.by !== undefined)
    refuse("--compare reads the deploy root's own logs and makes its own table: not with --log or --by.");
  if (!REMOTES.includes(section))
    refuse(`--compare ${section}: not a section; the sections are ${REMOTES.join(', ')}.`);
  if (values.root === undefined) refuse('--compare needs --root: the deploy root whose section has a canary running.');
  const root = callerPath(values.root);
  if (!(existsSync(root) && statSync(root).isDirectory())) refuse(`--root ${values.root}: no such folder.`);
  const canary = runningCanary(section, readCanaryState(root, section));
  if (!canary)
    stop(
      `${section} has no canary running: start one with \`npm run deploy -w ${section} -- --root <dir> --canary 10\``,
    );
  const period = comparisonPeriod(canary, asked);
  if (period.since >= period.until)
    refuse(
      `The period is empty: from ${formatUtc(period.since)} (the canary's start, or --since if later) to --until ${formatUtc(period.until)}.`,
    );

  const files = await vitalsLogFiles(root);
  const { records, badLines } = await readRecords(files, period);
  const comparison = compareCanary(records, canary, period);
  process.stdout.write(textComparison(comparison, { files, badLines }));
  if (values.html !== undefined) {
    const page = callerPath(values.html);
    writeFileSync(page, comparisonPage(comparison, { files, badLines }));
    console.log(`\nThe comparison as a page: ${page}`);
  }
  process.exit(0);
}

/** A section's releases.json; a broken one stops with why. @param {string} root @param {string} section @returns {import('../vitals/compare.mjs').CanaryState} */
function readCanaryState(root, section) {
  try {
    return readState(root, section);
  } catch (error) {
    return stop(`${join(root, section, 'releases.json')}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
