// npm run logs -- rotate|erase-field-speed --root <deploy root> [--prefix <nginx folder>]…
// Keeps a deploy root's logs and its nginx's within bounds, hourly from the log owner's cron
// (docs/hosting.md, "Logs"; hosting/nginx/logs.mjs).
import { assertDeployRoot } from '../lib/deployRoot.mjs';
import { eraseVitalsLogs, rotateLogsOfNginx } from '../nginx/logs.mjs';
import { rootAndPrefixes } from './operatorArguments.mjs';

const USAGE = 'Usage: npm run logs -- rotate|erase-field-speed --root <deploy root> [--prefix <nginx folder>]…';
const { root, prefixes, command } = rootAndPrefixes(USAGE, ['rotate', 'erase-field-speed']);
try {
  assertDeployRoot(root);
  if (command === 'erase-field-speed') {
    const { erased, reopened, notReopened } = await eraseVitalsLogs(root, { prefixes });
    console.log(
      `Erased ${erased.length} field-speed log files; nginx told to reopen its files: ${reopened.length > 0 ? `pid ${reopened.join(', ')}` : 'none running'}.`,
    );
    reportFailures([], notReopened);
  } else {
    const { rotated, reopened, droppedLines, refused, notReopened } = await rotateLogsOfNginx(root, { prefixes });
    console.log(
      rotated.length > 0
        ? `Rotated: ${rotated.join(', ')}; nginx told to reopen its files: ${reopened.length > 0 ? `pid ${reopened.join(', ')}` : 'none running'}.`
        : 'No log was due for rotation.',
    );
    if (droppedLines > 0)
      console.log(`Dropped ${droppedLines} field-speed lines older than the time field data is kept.`);
    reportFailures(refused, notReopened);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** What was not done, on stderr, with exit code 1 (cron mails it). @param {string[]} refused @param {{ reason: string }[]} notReopened */
function reportFailures(refused, notReopened) {
  for (const reason of refused) console.error(reason);
  for (const { reason } of notReopened) console.error(`Not told to reopen its files: ${reason}.`);
  if (refused.length > 0 || notReopened.length > 0) process.exitCode = 1;
}
