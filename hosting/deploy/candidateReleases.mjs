// A section's candidate release: published and composed, but not live for everyone. A preview
// shows it to the browsers that open its link; a canary makes it live for a share of visitors.
// `promote` (deploy.mjs) makes it live for everyone, `discard` takes it back. Everything here runs
// inside the deploy lock, like a deploy. What is on disk and what the hosts read of it:
// hosting/lib/candidateFolders.mjs; the steps in words: docs/hosting.md, "Preview and canary".
import { existsSync, mkdirSync, readdirSync, rmSync, rmdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { now as clockNow } from '../../shared/src/clock.mjs';
import { checkBuild, serverBuildOf } from '../lib/builds.mjs';
import {
  CANARY_BUCKETS_FOLDER,
  CANARY_FOLDER,
  DEFAULT_PREVIEW_DAYS,
  MAX_PREVIEW_DAYS,
  PREVIEWS_EXIST_FILE,
  PREVIEWS_FOLDER,
  makePreviewsFolder,
  newPreviewToken,
  previewFolder,
  previewKey,
  previewValue,
  replacePreviewKey,
} from '../lib/candidateFolders.mjs';
import { REMOTES, SHELL, readLayout } from '../lib/deployRoot.mjs';
import { ROUTE_LIST_FILE, readRouteOwners } from '../lib/routes.mjs';
import { PREVIEW_PARAMETER } from '../../shared/src/releaseChoice.mjs';
import { renderComposedPages, writeComposedPages } from './compose.mjs';
import { withDeployLock } from './deployLock.mjs';
import { writeManifest } from './manifest.mjs';
import { buildIdOf, liveBuildIds, publishRelease, readState, writeState } from './releases.mjs';

/** @typedef {import('./releases.mjs').ReleaseState} ReleaseState */
/** @typedef {import('./releases.mjs').Candidate} Candidate */

const DAY_MS = 24 * 3600 * 1000;

/**
 * Publishes a section's build as its candidate and shows it, without making it live: with
 * `preview`, to the browsers that open the link returned; with `canaryPercent`, to that share of
 * visitors. The same build deployed again keeps its preview and canary and changes what is asked
 * (a canary's share, a new preview link); another build replaces a candidate that is only
 * previewed, never one in canary.
 * @param {{ root: string, pkg: string, from: string, serverFrom?: string, preview?: { days?: number },
 *   canaryPercent?: number, now?: number }} options
 * @returns {Promise<{ buildId: string, previewPath?: string, expiresAt?: string, percent?: number }>}
 *   `previewPath`: the section's first page with the preview's signed value, to put after the site's origin
 */
export async function deployCandidate({ root, pkg, from, serverFrom = serverBuildOf(from), preview, canaryPercent, now = clockNow() }) {
  if (!REMOTES.includes(pkg)) throw new Error(`Previews and canaries are for the sections (${REMOTES.join(', ')}); the shell is deployed for everyone at once.`);
  if (!preview === (canaryPercent === undefined)) throw new Error('Deploy a candidate either with --preview or with --canary <percent>.');
  const days = preview?.days ?? DEFAULT_PREVIEW_DAYS;
  if (preview && !(days > 0 && days <= MAX_PREVIEW_DAYS)) throw new Error(`A preview lasts more than 0 and at most ${MAX_PREVIEW_DAYS} days, not ${days}.`);
  if (canaryPercent !== undefined && !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 99)) {
    throw new Error(`A canary's share is a whole percentage from 1 to 99, not ${canaryPercent} (promote gives a release to everyone).`);
  }
  checkBuild(pkg, from, serverFrom);
  const buildId = buildIdOf(from, serverFrom);

  return withDeployLock(root, async (stillHeld) => {
    endExpiredPreviews(root, now);
    const state = readState(root, pkg);
    if (state.history.at(-1) === buildId) throw new Error(`${pkg}: release ${buildId} is already live for everyone.`);
    const replaced = state.candidate && state.candidate.buildId !== buildId ? state.candidate : undefined;
    if (replaced?.canary) {
      throw new Error(`${pkg}: release ${replaced.buildId} is in canary for ${replaced.canary.percent}% of visitors; promote or discard it before deploying another candidate.`);
    }
    if (canaryPercent !== undefined) assertNoOtherCanary(root, pkg);
    publishRelease(root, pkg, buildId, { from, serverFrom });

    /** @type {Candidate} */
    const candidate = replaced || !state.candidate ? { buildId, deployedAt: new Date(now).toISOString() } : { ...state.candidate };
    const layout = readLayout(root);
    const live = liveBuildIds(root);
    const withCandidate = { ...live, [pkg]: buildId };
    // Rendered before anything changes: a page that fails stops here, as a deploy's does.
    const pages = await renderComposedPages({ root, layout, live: withCandidate, only: pkg, ...(preview ? { releasePreview: { section: asSection(pkg), buildId } } : {}) });
    stillHeld();

    if (replaced) removeCandidateFolders(root, replaced);
    if (preview) {
      // A new link each time: the one given before for this section stops opening anything.
      if (candidate.preview) removePreviewFolder(root, candidate.preview.token);
      const token = newPreviewToken();
      candidate.preview = { token, expiresAt: new Date(now + days * DAY_MS).toISOString() };
      makePreviewsFolder(root);
      await writeComposedPages(previewFolder(root, token), pages);
    } else {
      await writeComposedPages(join(root, CANARY_FOLDER), pages);
      candidate.canary = { percent: /** @type {number} */ (canaryPercent), since: candidate.canary?.since ?? new Date(now).toISOString() };
    }
    state.candidate = candidate;
    writeState(root, pkg, state);
    // The candidates' manifests are written with the live one.
    writeManifest(root, { layout, live });
    // Last, the buckets: from here on, that share of visitors gets the pages and manifest above.
    if (candidate.canary) setCanaryBuckets(root, candidate.canary.percent);

    if (!candidate.preview || !preview) return { buildId, percent: candidate.canary?.percent };
    const value = previewValue(candidate.preview.token, Date.parse(candidate.preview.expiresAt), previewKey(root));
    return { buildId, expiresAt: candidate.preview.expiresAt, previewPath: `${firstPageOf(root, pkg)}?${PREVIEW_PARAMETER}=${value}`, ...(candidate.canary ? { percent: candidate.canary.percent } : {}) };
  });
}

/**
 * Takes a section's candidate back from everyone who sees it: its canary's buckets first (those
 * visitors get the live release from their next page), then its preview. Its files stay until
 * pruning removes them, so a tab already open on it keeps loading its chunks.
 * @param {{ root: string, pkg: string, now?: number }} options
 * @returns {Promise<Candidate>} what was discarded
 */
export async function discardCandidate({ root, pkg, now = clockNow() }) {
  return withDeployLock(root, async (stillHeld) => {
    endExpiredPreviews(root, now);
    const state = readState(root, pkg);
    const candidate = state.candidate;
    if (!candidate) throw new Error(`${pkg} has no release in preview or canary to discard.`);
    stillHeld();
    delete state.candidate;
    removeCandidateFolders(root, candidate);
    writeState(root, pkg, state);
    writeManifest(root);
    return candidate;
  });
}

/**
 * A new key for the root's preview links, inside the deploy lock (no link is signed meanwhile):
 * every link given so far gets 410, from the embedded host at once and from an nginx once it has
 * reloaded (it reads the key when it loads its config). A section's preview stays; deploying it
 * again with `--preview` gives a new link.
 * @param {{ root: string, now?: number }} options
 * @returns {Promise<string[]>} the sections whose preview link stopped opening
 */
export async function rotatePreviewKey({ root, now = clockNow() }) {
  return withDeployLock(root, async (stillHeld) => {
    endExpiredPreviews(root, now);
    stillHeld();
    replacePreviewKey(root);
    return REMOTES.filter((pkg) => readState(root, pkg).candidate?.preview);
  });
}

/** Another section's canary would share the buckets: one canary at a time. @param {string} root @param {string} pkg */
function assertNoOtherCanary(root, pkg) {
  for (const other of REMOTES.filter((name) => name !== pkg)) {
    const canary = readState(root, other).candidate?.canary;
    if (canary) throw new Error(`${other} has a canary for ${canary.percent}% of visitors; one section at a time: promote or discard it first.`);
  }
}

/**
 * Gives the canary to buckets 0 to percent − 1: a link to the canary's folder for each, which both
 * hosts look for (nginx by path, with no reload). A visitor keeps their bucket, so raising the
 * share keeps everyone who had the canary.
 * @param {string} root @param {number} percent
 */
function setCanaryBuckets(root, percent) {
  const folder = join(root, CANARY_BUCKETS_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o755 });
  const present = new Set(readdirSync(folder));
  for (let bucket = 0; bucket < percent; bucket++) if (!present.has(String(bucket))) symlinkSync('..', join(folder, String(bucket)));
  for (const name of present) if (!(Number(name) < percent)) rmSync(join(folder, name), { force: true });
}

/** Removes the canary's folder, its buckets first: each visitor is back on the live release. @param {string} root */
export function removeCanaryFolder(root) {
  rmSync(join(root, CANARY_BUCKETS_FOLDER), { recursive: true, force: true });
  rmSync(join(root, CANARY_FOLDER), { recursive: true, force: true });
}

/**
 * Removes a preview's folder, and the previews' folder once it holds none (and the file that says
 * a preview exists). @param {string} root @param {string} token
 */
function removePreviewFolder(root, token) {
  rmSync(previewFolder(root, token), { recursive: true, force: true });
  try {
    rmdirSync(join(root, PREVIEWS_FOLDER));
    rmSync(join(root, PREVIEWS_EXIST_FILE), { force: true });
  } catch {
    // Another preview's folder is still there (or none was ever made).
  }
}

/** Removes what a candidate showed: its canary and its preview. @param {string} root @param {Candidate} candidate */
export function removeCandidateFolders(root, candidate) {
  if (candidate.canary) removeCanaryFolder(root);
  if (candidate.preview) removePreviewFolder(root, candidate.preview.token);
}

/**
 * Ends a candidate's canary in its state (a rollback takes it back from everyone); the candidate
 * stays while its preview does. True when there was one: its folder is then the caller's to remove,
 * once the switch is made.
 * @param {ReleaseState} state
 */
export function endCanaryInState(state) {
  if (!state.candidate?.canary) return false;
  delete state.candidate.canary;
  if (!state.candidate.preview) delete state.candidate;
  return true;
}

/**
 * Ends every preview whose time is up: its folder goes (the hosts already refuse its link), and a
 * candidate left with neither preview nor canary is no candidate any more, so pruning may take it.
 * @param {string} root @param {number} now
 */
export function endExpiredPreviews(root, now) {
  for (const pkg of REMOTES) {
    const state = readState(root, pkg);
    const preview = state.candidate?.preview;
    if (!state.candidate || !preview || Date.parse(preview.expiresAt) > now) continue;
    removePreviewFolder(root, preview.token);
    delete state.candidate.preview;
    if (!state.candidate.canary) delete state.candidate;
    writeState(root, pkg, state);
  }
}

/**
 * Every candidate's pages composed again with the releases `live` names (a new shell is in each
 * of them), in memory: a shell deploy writes them once it has switched.
 * @param {string} root
 * @param {{ layout: import('../lib/deployRoot.mjs').Layout, live: Record<string, string> }} releases
 * @returns {Promise<{ folder: string, pages: Map<string, string | null> }[]>}
 */
export async function renderCandidatePages(root, { layout, live }) {
  const rendered = [];
  for (const pkg of REMOTES) {
    const candidate = readState(root, pkg).candidate;
    if (!candidate) continue;
    const withCandidate = { ...live, [pkg]: candidate.buildId };
    if (candidate.preview) {
      const pages = await renderComposedPages({ root, layout, live: withCandidate, only: pkg, releasePreview: { section: asSection(pkg), buildId: candidate.buildId } });
      rendered.push({ folder: previewFolder(root, candidate.preview.token), pages });
    }
    if (candidate.canary) rendered.push({ folder: join(root, CANARY_FOLDER), pages: await renderComposedPages({ root, layout, live: withCandidate, only: pkg }) });
  }
  return rendered;
}

/** A remote's name, checked against the list, for the shell's types. @param {string} pkg */
function asSection(pkg) {
  if (!REMOTES.includes(pkg)) throw new Error(`Not a section: ${pkg}`);
  return /** @type {import('../../shared/src/remotes').RemoteName} */ (pkg);
}

/** The section's first page in the live shell's route list (its hub), where a preview link leads. @param {string} root @param {string} pkg */
function firstPageOf(root, pkg) {
  const shell = join(root, SHELL, 'current');
  if (!existsSync(join(shell, ROUTE_LIST_FILE))) return '/';
  const owners = readRouteOwners(shell);
  return Object.keys(owners).find((route) => owners[route] === pkg) ?? '/';
}
