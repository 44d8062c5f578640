// npm run migrate -- --root <deploy root>: an older deploy root in today's format, once (docs/hosting.md).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDeployRoot } from '../deploy/migrate.mjs';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
if (!values.root) {
  console.error('Usage: npm run migrate -- --root <deploy root>');
  process.exit(2);
}
const root = resolve(process.env.INIT_CWD ?? process.cwd(), values.root);
try {
  const { pruned, removedPagesFolder, wroteServiceWorker } = await migrateDeployRoot(root);
  for (const { pkg, buildId, reason } of pruned) console.log(`${pkg}: pruned release ${buildId}: ${reason}.`);
  if (removedPagesFolder) console.log('Removed the old pages/ folder (composed pages are in composed/).');
  if (wroteServiceWorker)
    console.log('Wrote /sw.js (docs/offline.md): the live shell release’s worker, or hosting’s retiring worker.');
  console.log(
    pruned.length === 0 && !removedPagesFolder && !wroteServiceWorker
      ? `${root} is already in today's format.`
      : `${root} is in today's format.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
