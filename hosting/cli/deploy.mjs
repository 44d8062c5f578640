// npm run deploy -w <package> -- --root <dir> [--keep 5] [--retention-days 7]
// npm run rollback -w <package> -- --root <dir>
// npm runs a workspace's script in the package's folder: that folder names the package.
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_KEEP, DEFAULT_RETENTION_MS, deploy, rollback } from '../deploy/deploy.mjs';

const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    root: { type: 'string' },
    keep: { type: 'string', default: String(DEFAULT_KEEP) },
    'retention-days': { type: 'string', default: String(DEFAULT_RETENTION_MS / 86_400_000) },
    from: { type: 'string', default: 'dist' },
  },
});

const pkg = basename(process.cwd());
if (!values.root || (command !== 'deploy' && command !== 'rollback')) {
  console.error(`Usage: npm run ${command ?? 'deploy'} -w <package> -- --root <deploy root>`);
  process.exit(2);
}
// npm runs the script in the package folder; a relative --root means the caller's folder.
const root = resolve(process.env.INIT_CWD ?? process.cwd(), values.root);
const started = performance.now();
try {
  if (command === 'deploy') {
    const keep = Number(values.keep);
    const retentionMs = Number(values['retention-days']) * 86_400_000;
    const { buildId, previousBuildId, prunedBuildIds, routeChange } = await deploy({ root, pkg, from: resolve(process.cwd(), values.from), keep, retentionMs });
    const took = Math.round(performance.now() - started);
    console.log(`${pkg}: release ${buildId} is live (previous: ${previousBuildId ?? 'none'}) in ${took} ms.`);
    if (prunedBuildIds.length > 0) console.log(`${pkg}: pruned ${prunedBuildIds.join(', ')}.`);
    reportRouteChange(routeChange);
  } else {
    const { buildId, previousBuildId, routeChange } = await rollback({ root, pkg });
    console.log(`${pkg}: rolled back from ${previousBuildId} to ${buildId} in ${Math.round(performance.now() - started)} ms.`);
    reportRouteChange(routeChange);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/**
 * What an operator running their own nginx should know: its config lists the routes (their other
 * spellings, and the owners field-speed beacons must name). Pages work without it.
 * @param {import('../lib/routes.mjs').RouteListChange} change
 */
function reportRouteChange({ added, removed, ownersChanged }) {
  if (added.length === 0 && removed.length === 0 && !ownersChanged) return;
  const parts = [added.length ? `adds ${added.join(', ')}` : '', removed.length ? `removes ${removed.join(', ')}` : '', ownersChanged ? 'moves routes to other sections' : ''];
  console.log(`shell: the route list changed (it ${parts.filter(Boolean).join('; ')}).`);
  console.log('An nginx you run yourself already serves each page at its own address; render its config again (npm run nginx-config) and reload it for the routes\' other spellings and their field-speed beacons.');
}
