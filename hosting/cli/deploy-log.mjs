// npm run deploy-log -- --root <deploy root> [--section <package>]: the deploy service's record of every action.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readAudit } from '../deployService/auditLog.mjs';

const { values } = parseArgs({ options: { root: { type: 'string' }, section: { type: 'string' } } });
if (!values.root) {
  console.error('Usage: npm run deploy-log -- --root <deploy root> [--section <package>]');
  process.exit(2);
}
const entries = readAudit(
  resolve(process.env.INIT_CWD ?? process.cwd(), values.root),
  values.section ? { section: values.section } : {},
);
if (entries.length === 0) console.log('Nothing on record.');
for (const { at, token, section, action, release, result } of entries)
  console.log([at, token, section, action, release ?? '-', result].join('\t'));
