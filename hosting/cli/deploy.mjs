// npm run deploy -w <package> -- --root <dir> [--keep 5] [--retention-days 7]
// npm run rollback -w <package> -- --root <dir>
// npm runs a workspace's script in the package's folder: that folder names the package.
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_KEEP, DEFAULT_RETENTION_MS, deploy, rollback } from '../lib/releases.mjs';

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

/** Only a change of routes concerns nginx: its config holds the route list (docs/hosting.md). */
const ROUTE_LIST_NOTICE =
  'The site\'s route list changed: an nginx started by this project has been reloaded. An nginx started any other way (systemd) answers the new routes once its config is rendered again and it is reloaded (nginx -s reload); until then every other page works as before.';

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
    const { buildId, previousBuildId, prunedBuildIds, routeListChanged } = await deploy({ root, pkg, from: resolve(process.cwd(), values.from), keep, retentionMs });
    const took = Math.round(performance.now() - started);
    console.log(`${pkg}: release ${buildId} is live (previous: ${previousBuildId ?? 'none'}) in ${took} ms.`);
    if (prunedBuildIds.length > 0) console.log(`${pkg}: pruned ${prunedBuildIds.join(', ')}.`);
    if (routeListChanged && previousBuildId !== undefined) console.log(ROUTE_LIST_NOTICE);
  } else {
    const { buildId, previousBuildId, routeListChanged } = await rollback({ root, pkg });
    console.log(`${pkg}: rolled back from ${previousBuildId} to ${buildId} in ${Math.round(performance.now() - started)} ms.`);
    if (routeListChanged) console.log(ROUTE_LIST_NOTICE);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
