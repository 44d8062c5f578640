// npm run deploy -w <package> -- --root <dir> [--keep 5] [--retention-days 7]
// npm run deploy -w <section> -- --root <dir> --preview [--preview-days 7] [--origin <url>]
// npm run deploy -w <section> -- --root <dir> --canary <percent>
// npm run promote|discard -w <section> -- --root <dir>      npm run rollback -w <package> -- --root <dir>
// Each also through the deploy service, from another machine: --to <service URL> --token-file <file> instead of --root.
// npm runs a workspace's script in the package's folder, which names the package.
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_PREVIEW_DAYS } from '../lib/previewLinks.mjs';
import { readLayout } from '../lib/deployRoot.mjs';
import { deployCandidate, discardCandidate, promote } from '../deploy/candidateReleases.mjs';
import { deploy, rollback } from '../deploy/deploy.mjs';
import { DEFAULT_KEEP, DEFAULT_RETENTION_MS } from '../deploy/prune.mjs';
import { actThroughService, deployThroughService, serviceStatus } from '../deployService/client.mjs';

const COMMANDS = ['deploy', 'rollback', 'promote', 'discard'];
const [command, ...rest] = process.argv.slice(2);
const { values } = parseArgs({
  args: rest,
  options: {
    root: { type: 'string' },
    keep: { type: 'string', default: String(DEFAULT_KEEP) },
    'retention-days': { type: 'string', default: String(DEFAULT_RETENTION_MS / 86_400_000) },
    from: { type: 'string', default: 'dist' },
    preview: { type: 'boolean' },
    'preview-days': { type: 'string', default: String(DEFAULT_PREVIEW_DAYS) },
    origin: { type: 'string' },
    canary: { type: 'string' },
    to: { type: 'string' },
    'token-file': { type: 'string' },
  },
});

const pkg = basename(process.cwd());
if ((!values.root && !values.to) || !command || !COMMANDS.includes(command)) {
  console.error(
    `Usage: npm run ${command ?? 'deploy'} -w <package> -- --root <deploy root>, or --to <deploy service URL> --token-file <file>`,
  );
  process.exit(2);
}
// A relative path is the caller's folder's, not the package's.
const callersPath = (/** @type {string} */ path) => resolve(process.env.INIT_CWD ?? process.cwd(), path);
const root = values.root ? callersPath(values.root) : '';
let service = /** @type {{ serviceUrl: string, token: string } | undefined} */ (undefined);
const where = service ? `--to ${values.to} --token-file ${values['token-file']}` : `--root ${values.root}`;
const from = resolve(process.cwd(), values.from);
const keep = Number(values.keep);
const retentionDays = Number(values['retention-days']);
const started = performance.now();
const took = () => `${Math.round(performance.now() - started)} ms`;
try {
  if (values.to) service = { serviceUrl: values.to, token: readToken(values['token-file']) };
  if (command === 'deploy' && (values.preview || values.canary !== undefined)) {
    await deployForSome();
  } else if (command === 'deploy' || command === 'promote') {
    const { buildId, previousBuildId, prunedBuildIds, routeChange } =
      command === 'deploy' ? await deployLive() : await act('promote');
    console.log(
      `${pkg}: release ${buildId} is live for everyone (previous: ${previousBuildId ?? 'none'}) in ${took()}.`,
    );
    if (prunedBuildIds.length > 0) console.log(`${pkg}: pruned ${prunedBuildIds.join(', ')}.`);
    reportRouteChange(routeChange);
  } else if (command === 'discard') {
    const discarded = await act('discard');
    const shown = [
      discarded.preview ? 'its preview link no longer opens it' : '',
      discarded.canary ? `the ${discarded.canary.percent}% of visitors in its canary are back on the live release` : '',
    ];
    console.log(`${pkg}: release ${discarded.buildId} discarded in ${took()}: ${shown.filter(Boolean).join('; ')}.`);
  } else {
    const { buildId, previousBuildId, routeChange } = await act('rollback');
    console.log(`${pkg}: rolled back from ${previousBuildId} to ${buildId} in ${took()}.`);
    reportRouteChange(routeChange);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** The token in the file the team keeps it in (never on the command line, where other users of the machine see it). */
function readToken(/** @type {string | undefined} */ file) {
  if (!file)
    throw new Error('--to needs --token-file <file>: the file holding your deploy token (npm run deploy-token).');
  const token = readFileSync(callersPath(file), 'utf8').trim();
  if (!token) throw new Error(`${file} is empty: it should hold your deploy token.`);
  return token;
}

/** The build sent to the service, or published from this machine; `publish` says how. @param {Record<string, unknown>} publish */
async function publishBuild(publish) {
  if (!service) throw new Error('no service');
  const result = await deployThroughService({ ...service, pkg, from, publish });
  const { files, bytes, of } = result.sent;
  console.log(
    `${pkg}: sent ${files} of the build's ${of} files (${(bytes / 1024).toFixed(1)} KB); the service had the rest.`,
  );
  return result;
}

async function deployLive() {
  if (service) return publishBuild({ keep, retentionDays });
  return deploy({ root, pkg, from, keep, retentionMs: retentionDays * 86_400_000 });
}

/** @param {'promote' | 'discard' | 'rollback'} action @returns {Promise<any>} */
async function act(action) {
  if (service) return actThroughService({ ...service, pkg, action });
  if (action === 'promote') return promote({ root, pkg, keep, retentionMs: retentionDays * 86_400_000 });
  if (action === 'discard') return discardCandidate({ root, pkg });
  return rollback({ root, pkg });
}

/** A deploy for some: a preview link, or a canary for a share of visitors. The link is the last line. */
async function deployForSome() {
  const canaryPercent = values.canary === undefined ? undefined : Number(values.canary.replace(/%$/, ''));
  if (canaryPercent !== undefined && !/^\d+%?$/.test(values.canary ?? ''))
    throw new Error(`--canary ${values.canary}: a canary's share is a whole percentage from 1 to 99 (10 or 10%).`);
  const days = Number(values['preview-days']);
  // Asked before anything is sent: a preview whose link cannot be given would be published for no one.
  const knownOrigin =
    values.origin ??
    (service ? values.preview && (await serviceStatus({ ...service, pkg })).siteOrigin : readLayout(root).siteOrigin);
  if (values.preview && !knownOrigin)
    throw new Error(
      "Where is the site? Give --origin https://… (or siteOrigin in the root's hosting.json) for the preview link.",
    );
  const candidate = {
    ...(values.preview ? { preview: { days } } : {}),
    ...(canaryPercent === undefined ? {} : { canaryPercent }),
  };
  const result = service
    ? await publishBuild(values.preview ? { preview: true, previewDays: days } : { canaryPercent })
    : await deployCandidate({ root, pkg, from, ...candidate });
  if (!values.preview) {
    console.log(
      `${pkg}: release ${result.buildId} is live for ${result.percent}% of visitors (a canary) in ${took()}.`,
    );
    if (!service)
      console.log(`Compare it with the live release: npm run vitals:report -- --root ${values.root} --compare ${pkg}`);
    console.log(`Then: npm run promote -w ${pkg} -- ${where}, or npm run discard -w ${pkg} -- ${where}`);
    return;
  }
  console.log(
    `${pkg}: release ${result.buildId} is published for preview, not live, in ${took()}; the link opens it until ${result.expiresAt}.`,
  );
  console.log('Anyone with the link sees it in their browser: share it with your team only.');
  console.log(`Preview: ${new URL(/** @type {string} */ (result.previewPath), knownOrigin).href}`);
}

/** An nginx's config lists the routes (other spellings, beacons' owners); pages work without it. @param {import('../lib/routes.mjs').RouteListChange} change */
function reportRouteChange({ added, removed, ownersChanged }) {
  if (added.length === 0 && removed.length === 0 && !ownersChanged) return;
  const parts = [
    added.length ? `adds ${added.join(', ')}` : '',
    removed.length ? `removes ${removed.join(', ')}` : '',
    ownersChanged ? 'moves routes to other sections' : '',
  ];
  console.log(`shell: the route list changed (it ${parts.filter(Boolean).join('; ')}).`);
  console.log(
    "An nginx you run yourself already serves each page at its own address; render its config again (npm run nginx-config) and reload it for the routes' other spellings and their field-speed beacons.",
  );
}
