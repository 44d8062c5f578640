// `npm run typecheck [-- package …]`, by TypeScript 7's native compiler (docs/decisions/suite-time.md);
// ESLint keeps TypeScript 5.9, whose JavaScript API typescript-eslint needs.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ROOT } from '../lib/packages.mjs';

const PROJECTS = {
  shared: ['shared/tsconfig.json'],
  shell: ['shell/tsconfig.json', 'shell/src/offline/worker/tsconfig.json'],
  'personal-banking': ['personal-banking/tsconfig.json'],
  'business-banking': ['business-banking/tsconfig.json'],
  'group-societies': ['group-societies/tsconfig.json'],
  'verify-statement': ['verify-statement/tsconfig.json', 'verify-statement/scripts/tsconfig.json'],
  scripts: ['scripts/tsconfig.json'],
};

const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')), 'bin', 'tsc');
const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !Object.hasOwn(PROJECTS, name));
if (unknown.length > 0) {
  console.error(`No such project: ${unknown.join(', ')}. The projects: ${Object.keys(PROJECTS).join(', ')}.`);
  process.exit(2);
}
let failed = 0;
for (const [name, projects] of Object.entries(PROJECTS)) {
  if (asked.length > 0 && !asked.includes(name)) continue;
  for (const project of projects) {
    const run = spawnSync(process.execPath, [tsc, '-p', project], { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) failed++;
  }
}
if (failed > 0) console.error(`The type check failed in ${failed} project(s).`);
process.exit(failed > 0 ? 1 : 0);
