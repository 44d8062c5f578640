// npm run migrate -- --root <deploy root>
// Converts a deploy root written by older deploys to today's format, once (hosting/deploy/migrate.mjs,
// docs/hosting.md): prunes the releases of an old shape that are not live, removes the old
// `pages/` folder, writes /sw.js as deploys write it now, and changes nothing when a live release
// is of an old shape.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { migrateDeployRoot } from '../deploy/migrate.mjs';

const { values } = parseArgs({ options: { root: { type: 'string' } } });
if (!values.root) {
  console.error('Usage: npm run migrate -- --root <deploy root>');
  process.exit(2);
}
// npm runs scripts in the repository's folder; a relative --root means the caller's folder.
const root = resolve(process.env.INIT_CWD ?? process.cwd(), values.root);
try {
  const { pruned, removedPagesFolder, wroteServiceWorker } = await migrateDeployRoot(root);
  for (const { pkg, buildId, reason } of pruned) console.log(`${pkg}: pruned release ${buildId}: ${reason}.`);
  if (removedPagesFolder) console.log('Removed the old pages/ folder (composed pages are in composed/).');
  if (wroteServiceWorker) console.log('Wrote /sw.js (docs/offline.md): the live shell release’s worker, or hosting’s retiring worker.');
  console.log(pruned.length === 0 && !removedPagesFolder && !wroteServiceWorker ? `${root} is already in today's format.` : `${root} is in today's format.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
