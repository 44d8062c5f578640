// npm run logs -- rotate --root <deploy root> [--prefix <nginx folder>]…
// npm run logs -- erase-field-speed --root <deploy root> [--prefix <nginx folder>]…
// Keeps the logs of a deploy root and of the nginx serving it within bounds, whoever started
// nginx (hosting/nginx/logs.mjs): the field-speed log rotates when full or once its first
// line is older than the time field data is kept, its rotated files lose every line past that
// time, nginx's error log rotates when full, and every nginx serving the root reopens its files.
// `--prefix` names the folder of an nginx that a service manager runs (`npm run nginx-config`);
// one started by this project is found in the root. `erase-field-speed` deletes the field-speed
// log and its rotated files at once, space freed (nginx reopens). Run it as the user that owns the
// log folders (a folder others can write is refused): from that user's cron, hourly say:
//   0 * * * *  cd /srv/mboa-site && npm run logs -- rotate --root /srv/mboa --prefix /srv/mboa-nginx
import { assertDeployRoot } from '../lib/deployRoot.mjs';
import { eraseVitalsLogs, rotateLogsOfNginx } from '../nginx/logs.mjs';
import { rootAndPrefixes } from './operatorArguments.mjs';

const USAGE = 'Usage: npm run logs -- rotate|erase-field-speed --root <deploy root> [--prefix <nginx folder>]…';
const { root, prefixes, command } = rootAndPrefixes(USAGE, ['rotate', 'erase-field-speed']);
try {
  assertDeployRoot(root);
  if (command === 'erase-field-speed') {
    const { erased, reopened, notReopened } = await eraseVitalsLogs(root, { prefixes });
    console.log(`Erased ${erased.length} field-speed log files; nginx told to reopen its files: ${reopened.length > 0 ? `pid ${reopened.join(', ')}` : 'none running'}.`);
    reportFailures([], notReopened);
  } else {
    const { rotated, reopened, droppedLines, refused, notReopened } = await rotateLogsOfNginx(root, { prefixes });
    console.log(rotated.length > 0 ? `Rotated: ${rotated.join(', ')}; nginx told to reopen its files: ${reopened.length > 0 ? `pid ${reopened.join(', ')}` : 'none running'}.` : 'No log was due for rotation.');
    if (droppedLines > 0) console.log(`Dropped ${droppedLines} field-speed lines older than the time field data is kept.`);
    reportFailures(refused, notReopened);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * What was not done, on stderr, and exit code 1 (cron mails it); everything else was done.
 * @param {string[]} refused @param {{ reason: string }[]} notReopened
 */
function reportFailures(refused, notReopened) {
  for (const reason of refused) console.error(reason);
  for (const { reason } of notReopened) console.error(`Not told to reopen its files: ${reason}.`);
  if (refused.length > 0 || notReopened.length > 0) process.exitCode = 1;
}
