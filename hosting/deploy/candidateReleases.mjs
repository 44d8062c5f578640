// A section's candidate release (docs/hosting.md, "Preview and canary"; docs/decisions/candidate-releases.md): the one
// module that changes `candidate` in releases.json, for its commands and for a deploy or rollback for everyone.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { now as clockNow } from '../../shared/src/clock.mjs';
import { PREVIEW_PARAMETER } from '../../shared/src/releaseChoice.mjs';
import { checkBuild, serverBuildOf } from '../lib/builds.mjs';
import {
  CANARY_FOLDER,
  makePreviewsFolder,
  previewFolder,
  removeCandidateFolders,
  removePreviewFolder,
  setCanaryBuckets,
} from '../lib/candidateFolders.mjs';
import {
  DEFAULT_PREVIEW_DAYS,
  MAX_PREVIEW_DAYS,
  newPreviewToken,
  previewKey,
  previewValue,
  replacePreviewKey,
} from '../lib/previewLinks.mjs';
import { REMOTES, SHELL, assertPackage, readLayout } from '../lib/deployRoot.mjs';
import { ROUTE_LIST_FILE } from '../../shared/build/buildFiles.mjs';
import { readRouteOwners } from '../lib/routes.mjs';
import { releasePreviewOf, renderComposedPages, writeComposedPages } from './compose.mjs';
import { withDeployLock } from './deployLock.mjs';
import { makeLive } from './liveSwitch.mjs';
import { writeManifest, writeManifestsFor } from './manifest.mjs';
import { DEFAULT_KEEP, DEFAULT_RETENTION_MS } from './prune.mjs';
import { indexComposedPages } from './searchIndex.mjs';
import {
  buildIdOf,
  isOnDisk,
  liveBuildIds,
  publishRelease,
  readCandidates,
  readState,
  writeState,
} from './releases.mjs';

/** @typedef {import('./releases.mjs').ReleaseState} ReleaseState @typedef {import('./releases.mjs').Candidate} Candidate */

const DAY_MS = 24 * 3600 * 1000;

/**
 * A section's build as its candidate, for the browsers that open a `preview` link (`previewPath`, after the site's
 * origin) or a `canaryPercent` of visitors. The same build again keeps both; another replaces only a preview.
 * @param {{ root: string, pkg: string, from: string, serverFrom?: string, preview?: { days?: number }, canaryPercent?: number, now?: number }} options
 * @returns {Promise<{ buildId: string, previewPath?: string, expiresAt?: string, percent?: number }>}
 */
export async function deployCandidate({
  root,
  pkg,
  from,
  serverFrom = serverBuildOf(from),
  preview,
  canaryPercent,
  now = clockNow(),
}) {
  if (!REMOTES.includes(pkg))
    throw new Error(
      `Previews and canaries are for the sections (${REMOTES.join(', ')}); the shell is deployed for everyone at once.`,
    );
  if (!preview === (canaryPercent === undefined))
    throw new Error('Deploy a candidate either with --preview or with --canary <percent>.');
  const days = preview?.days ?? DEFAULT_PREVIEW_DAYS;
  if (preview && !(days > 0 && days <= MAX_PREVIEW_DAYS))
    throw new Error(`A preview lasts more than 0 and at most ${MAX_PREVIEW_DAYS} days, not ${days}.`);
  if (canaryPercent !== undefined && !(Number.isInteger(canaryPercent) && canaryPercent >= 1 && canaryPercent <= 99)) {
    throw new Error(
      `A canary's share is a whole percentage from 1 to 99, not ${canaryPercent} (promote gives a release to everyone).`,
    );
  }
  checkBuild(pkg, from, serverFrom);
  const buildId = buildIdOf(from, serverFrom);

  return withDeployLock(root, async (stillHeld) => {
    endExpiredPreviews(root, now);
    const state = readState(root, pkg);
    if (state.history.at(-1) === buildId) throw new Error(`${pkg}: release ${buildId} is already live for everyone.`);
    const replaced = state.candidate && state.candidate.buildId !== buildId ? state.candidate : undefined;
    if (replaced?.canary) {
      throw new Error(
        `${pkg}: release ${replaced.buildId} is in canary for ${replaced.canary.percent}% of visitors; promote or discard it before deploying another candidate.`,
      );
    }
    if (canaryPercent !== undefined) assertNoOtherCanary(root, pkg);
    publishRelease(root, pkg, buildId, { from, serverFrom });

    const candidate = /** @type {Candidate} */ (
      replaced || !state.candidate ? { buildId, deployedAt: new Date(now).toISOString() } : { ...state.candidate }
    );
    const layout = readLayout(root);
    const live = liveBuildIds(root);
    // Rendered and indexed before anything changes: a page that fails stops here, as a deploy's does.
    const withCandidate = { ...live, [pkg]: buildId };
    const pages = await renderComposedPages({
      root,
      layout,
      live: withCandidate,
      only: pkg,
      ...(preview ? { releasePreview: releasePreviewOf(pkg, buildId) } : {}),
    });
    await indexComposedPages({ root, live: withCandidate, composed: pages });
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
      candidate.canary = {
        percent: /** @type {number} */ (canaryPercent),
        since: candidate.canary?.since ?? new Date(now).toISOString(),
      };
    }
    state.candidate = candidate;
    writeState(root, pkg, state);
    writeManifestsFor(root, { layout, live, candidates: readCandidates(root) });
    // Last: from here on, that share of visitors gets the pages and manifest above.
    if (candidate.canary) setCanaryBuckets(root, candidate.canary.percent);

    if (!candidate.preview || !preview) return { buildId, percent: candidate.canary?.percent };
    const value = previewValue(candidate.preview.token, Date.parse(candidate.preview.expiresAt), previewKey(root));
    return {
      buildId,
      expiresAt: candidate.preview.expiresAt,
      previewPath: `${firstPageOf(root, pkg)}?${PREVIEW_PARAMETER}=${value}`,
      ...(candidate.canary ? { percent: candidate.canary.percent } : {}),
    };
  });
}

/** The section's candidate live for everyone, as a deploy of it; its preview and canary end. @param {{ root: string, pkg: string, keep?: number, retentionMs?: number, now?: number }} options */
export async function promote({
  root,
  pkg,
  keep = DEFAULT_KEEP,
  retentionMs = DEFAULT_RETENTION_MS,
  now = clockNow(),
}) {
  assertPackage(pkg);
  return withDeployLock(root, async (stillHeld) => {
    const candidate = readState(root, pkg).candidate;
    if (!candidate)
      throw new Error(
        `${pkg} has no release in preview or canary to promote: deploy one with --preview or --canary first.`,
      );
    if (!isOnDisk(root, pkg, candidate.buildId))
      throw new Error(`${pkg}: release ${candidate.buildId} is no longer on disk.`);
    const { state, candidates, endedCandidate } = candidatesWhenLive(root, pkg, candidate.buildId, now);
    return makeLive({
      root,
      pkg,
      buildId: candidate.buildId,
      state,
      candidates,
      endedCandidate,
      stillHeld,
      keep,
      retentionMs,
      now,
    });
  });
}

/** Takes the candidate back, its canary's buckets first; the release stays for pruning (open tabs keep loading it). @param {{ root: string, pkg: string, now?: number }} options */
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

/** A new key for preview links: every link given so far gets 410. Gives the sections whose link stopped. @param {{ root: string, now?: number }} options */
export async function rotatePreviewKey({ root, now = clockNow() }) {
  return withDeployLock(root, async (stillHeld) => {
    endExpiredPreviews(root, now);
    stillHeld();
    replacePreviewKey(root);
    return Object.entries(readCandidates(root)).flatMap(([pkg, candidate]) => (candidate.preview ? [pkg] : []));
  });
}

/**
 * Before the switch of a deploy or promote of `buildId`: expired previews end, and the section's candidate if it is
 * that build. Gives its state, for the switch to write, and every candidate left. @param {string} root @param {string} pkg @param {string} buildId @param {number} now
 */
export function candidatesWhenLive(root, pkg, buildId, now) {
  endExpiredPreviews(root, now);
  const state = readState(root, pkg);
  const endedCandidate = state.candidate?.buildId === buildId ? state.candidate : undefined;
  if (endedCandidate) delete state.candidate;
  return { state, candidates: candidatesWith(root, pkg, state), endedCandidate };
}

/** Before a rollback's switch: the canary ends in `state` (the switch writes it); a preview, one browser's, stays. @param {string} root @param {string} pkg @param {ReleaseState} state */
export function candidatesOnRollback(root, pkg, state) {
  const candidate = state.candidate;
  if (!candidate?.canary) return { candidates: candidatesWith(root, pkg, state), endedCandidate: undefined };
  const { preview, ...endedCandidate } = candidate;
  delete candidate.canary;
  if (!preview) delete state.candidate;
  return { candidates: candidatesWith(root, pkg, state), endedCandidate };
}

/** Every section's candidate, `pkg`'s as `state` has it. @param {string} root @param {string} pkg @param {ReleaseState} state */
function candidatesWith(root, pkg, state) {
  const candidates = readCandidates(root);
  if (state.candidate) candidates[pkg] = state.candidate;
  else delete candidates[pkg];
  return candidates;
}

/** Ends the previews whose time is up (hosts refuse their links already); a candidate left with no canary is none. @param {string} root @param {number} now */
function endExpiredPreviews(root, now) {
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

/** One canary at a time: another section's would share the buckets. @param {string} root @param {string} pkg */
function assertNoOtherCanary(root, pkg) {
  for (const [other, { canary }] of Object.entries(readCandidates(root))) {
    if (other !== pkg && canary)
      throw new Error(
        `${other} has a canary for ${canary.percent}% of visitors; one section at a time: promote or discard it first.`,
      );
  }
}

/** Where a preview link leads: the section's first page (its hub) in the live route list. @param {string} root @param {string} pkg */
function firstPageOf(root, pkg) {
  const shell = join(root, SHELL, 'current');
  if (!existsSync(join(shell, ROUTE_LIST_FILE))) return '/';
  const owners = readRouteOwners(shell);
  return Object.keys(owners).find((route) => owners[route] === pkg) ?? '/';
}
