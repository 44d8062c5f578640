// Field-speed reporting on a deploy root (docs/field-speed.md), for operators:
//   npm run vitals -- sample-rate <rate> --root <deploy root>   on for a share of page views
//                                                               (0.1 or 10%), or `off`
//   npm run vitals -- rotate --root <deploy root>               rotates a full log (for an nginx
//                                                               not started by hosting/nginx/nginx.mjs: from cron)
// The report itself: npm run vitals:report.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { rotateVitalsLogOfNginx } from '../nginx/nginx.mjs';
import { setSampleRate } from '../lib/releases.mjs';
import { parseSampleRate } from '../lib/vitals.mjs';

const USAGE = `Usage:
  npm run vitals -- sample-rate <0 to 1, a percentage, or off> --root <deploy root>
  npm run vitals -- rotate --root <deploy root>`;

const { values, positionals } = parseArgs({ options: { root: { type: 'string' } }, allowPositionals: true });
const [command, argument] = positionals;
if (!values.root || (command !== 'sample-rate' && command !== 'rotate')) {
  console.error(USAGE);
  process.exit(2);
}
const root = resolve(process.env.INIT_CWD ?? process.cwd(), values.root);
try {
  if (command === 'sample-rate') {
    const rate = parseSampleRate(argument);
    if (rate === undefined) {
      console.error(`"${argument ?? ''}" is not a sample rate.\n${USAGE}`);
      process.exit(2);
    }
    await setSampleRate(root, rate);
    console.log(rate > 0 ? `Field-speed reporting is on for ${+(rate * 100).toFixed(2)}% of page views, from the next one.` : 'Field-speed reporting is off, from the next page view.');
  } else {
    console.log((await rotateVitalsLogOfNginx(root)) ? 'The field-speed log was full: rotated.' : 'The field-speed log is not full: nothing to rotate.');
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
