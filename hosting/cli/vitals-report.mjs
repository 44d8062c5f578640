// npm run vitals:report -- [--root <deploy root>] [--log <file> …] [--since 7d | 24h | <ISO date>]
//   [--until <ISO date>] [--by route,release,language] [--html <file>]
// The field-speed report of a deploy root's log (hosting/vitals/): tables on the terminal, and
// with --html a page of charts. The default root is `npm start`'s, the default period 30 days.
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localSiteRoot } from '../deploy/localSite.mjs';
import { VITALS_FOLDER, vitalsLogFiles } from '../lib/vitalsLog.mjs';
import { GROUPING_KEYS, buildReport, formatUtc, parsePeriodBound } from '../vitals/report.mjs';
import { textReport } from '../vitals/reportText.mjs';
import { chartPage } from '../vitals/chartPage.mjs';

const USAGE = `Usage: npm run vitals:report -- [--root <deploy root>] [--log <file> …] [--since <ISO date, or 7d, 24h ago>]
         [--until <ISO date>] [--by ${GROUPING_KEYS.join(',')}] [--html <file>]
  --root   the deploy root whose vitals/ logs to read (default: .site/embedded, npm start's)
  --log    read this log file instead (repeatable); deploys are marked only with --root too
  --since  the period's start, included (default: 30d); --until its end, excluded (default: now)
  --by     the tables, in this order (default: ${GROUPING_KEYS.join(',')})
  --html   also write the charts and the tables as one self-contained HTML page`;

const OPTIONS = /** @type {const} */ ({
  root: { type: 'string' },
  log: { type: 'string', multiple: true },
  since: { type: 'string', default: '30d' },
  until: { type: 'string' },
  by: { type: 'string', default: GROUPING_KEYS.join(',') },
  html: { type: 'string' },
  help: { type: 'boolean' },
});

/** Stops with the usage: the arguments are wrong. @param {string} message @returns {never} */
function refuse(message) {
  console.error(`${message}\n\n${USAGE}`);
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
// npm runs scripts in the repository's folder; a relative path means the caller's folder.
const callerPath = (/** @type {string} */ path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);

const now = Date.now();
const since = parsePeriodBound(values.since, now) ?? refuse(`--since ${values.since}: not an ISO date, nor days or hours ago (7d, 24h).`);
const until = values.until === undefined ? now : (parsePeriodBound(values.until, now) ?? refuse(`--until ${values.until}: not an ISO date.`));
if (since >= until) refuse(`The period is empty: --since ${formatUtc(since)} is not before --until ${formatUtc(until)}.`);

const by = values.by.split(',').map((key) => key.trim());
const isGrouping = (/** @type {string} */ key) => /** @type {string[]} */ (GROUPING_KEYS).includes(key);
if (!by.every(isGrouping)) refuse(`--by ${values.by}: the groupings are ${GROUPING_KEYS.join(', ')}.`);

const logs = values.log?.map(callerPath);
for (const log of logs ?? []) if (!existsSync(log) || !statSync(log).isFile()) refuse(`--log ${log}: no such file.`);
const defaultRoot = localSiteRoot(resolve(dirname(fileURLToPath(import.meta.url)), '..', '..'), 'embedded');
const root = values.root !== undefined ? callerPath(values.root) : !logs && existsSync(defaultRoot) ? defaultRoot : undefined;
if (root && !(existsSync(root) && statSync(root).isDirectory())) refuse(`--root ${values.root}: no such folder.`);
if (!root && !logs) refuse(`No deploy root to read: ${defaultRoot} does not exist (\`npm start\` makes it), and neither --root nor --log is given.`);

const files = logs ?? (await vitalsLogFiles(/** @type {string} */ (root)));
const report = await buildReport({ files, root, since, until, by: /** @type {import('../vitals/report.mjs').GroupingKey[]} */ (by) });
if (report.recordCount === 0) {
  const skipped = report.badLines + report.outsidePeriod > 0 ? ` (bad lines skipped: ${report.badLines}; records outside the period: ${report.outsidePeriod})` : '';
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
