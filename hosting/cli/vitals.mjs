// npm run vitals -- sample-rate <0.1 or 10%, or off> --root <deploy root>: field-speed reporting
// (docs/field-speed.md); the report is npm run vitals:report.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setSampleRate } from '../deploy/manifest.mjs';
import { parseSampleRate } from '../lib/vitals.mjs';

const USAGE = 'Usage: npm run vitals -- sample-rate <0 to 1, a percentage, or off> --root <deploy root>';

const { values, positionals } = parseArgs({ options: { root: { type: 'string' } }, allowPositionals: true });
const [command, argument] = positionals;
if (!values.root || command !== 'sample-rate') {
  console.error(USAGE);
  process.exit(2);
}
const root = resolve(process.env.INIT_CWD ?? process.cwd(), values.root);
try {
  const rate = parseSampleRate(argument);
  if (rate === undefined) {
    console.error(`"${argument ?? ''}" is not a sample rate.\n${USAGE}`);
    process.exit(2);
  }
  await setSampleRate(root, rate);
  console.log(
    rate > 0
      ? `Field-speed reporting is on for ${+(rate * 100).toFixed(2)}% of page views, from the next one.`
      : 'Field-speed reporting is off, from the next page view.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
