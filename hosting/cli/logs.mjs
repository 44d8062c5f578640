// npm run logs -- rotate --root <deploy root> [--prefix <nginx folder>]…
// npm run logs -- erase-field-speed --root <deploy root> [--prefix <nginx folder>]…
// Keeps the logs of a deploy root and of the nginx serving it within bounds, whoever started
// nginx (hosting/nginx/logs.mjs): the field-speed log rotates when full or once its first
// line is older than the time field data is kept, its rotated files lose every line past that
// time, nginx's error log rotates when full, and every nginx serving the root reopens its files.
// `--prefix` names the folder of an nginx that a service manager runs (`npm run nginx-config`);
// one started by this project is found in the root. `erase-field-speed` deletes the field-speed
// log and its rotated files at once, space freed (nginx reopens). Run `rotate` from cron, hourly say:
//   0 * * * *  cd /srv/mboa-site && npm run logs -- rotate --root /srv/mboa --prefix /srv/mboa-nginx
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { eraseVitalsLogs, rotateLogsOfNginx } from '../nginx/logs.mjs';
import { assertDeployRoot } from '../lib/vitals.mjs';

const USAGE = 'Usage: npm run logs -- rotate|erase-field-speed --root <deploy root> [--prefix <nginx folder>]…';
const { values, positionals } = parseArgs({ options: { root: { type: 'string' }, prefix: { type: 'string', multiple: true } }, allowPositionals: true });
const [command] = positionals;
if (!values.root || (command !== 'rotate' && command !== 'erase-field-speed') || positionals.length !== 1) {
  console.error(USAGE);
  process.exit(2);
}
const here = process.env.INIT_CWD ?? process.cwd();
try {
  const root = resolve(here, values.root);
  assertDeployRoot(root);
  const prefixes = (values.prefix ?? []).map((prefix) => resolve(here, prefix));
  if (command === 'erase-field-speed') {
    const { erased, reopened } = await eraseVitalsLogs(root, { prefixes });
    console.log(`Erased ${erased.length} field-speed log files; nginx told to reopen its files: ${reopened.length > 0 ? `pid ${reopened.join(', ')}` : 'none running'}.`);
  } else {
    const { rotated, reopened, droppedLines } = await rotateLogsOfNginx(root, { prefixes });
    console.log(rotated.length > 0 ? `Rotated: ${rotated.join(', ')}; nginx told to reopen its files: ${reopened.length > 0 ? `pid ${reopened.join(', ')}` : 'none running'}.` : 'No log was due for rotation.');
    if (droppedLines > 0) console.log(`Dropped ${droppedLines} field-speed lines older than the time field data is kept.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
