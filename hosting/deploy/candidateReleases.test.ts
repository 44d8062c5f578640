// @vitest-environment node
import { existsSync, readFileSync, readdirSync, readlinkSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { now as clockNow } from '../../shared/src/clock.mjs';
import { fixClockAt, moveClockTo } from '../../shared/src/testing/fixedClock';
import { runCommand } from '../cli/runCommand.testing';
import {
  CANARY_BUCKETS_FOLDER,
  CANARY_FOLDER,
  PREVIEW_KEY_FILE,
  PREVIEW_KEY_INCLUDE_FILE,
  previewFolder,
  PREVIEWS_FOLDER,
} from '../lib/candidateFolders.mjs';
import { previewKey, validPreviewToken } from '../lib/previewLinks.mjs';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { deployCandidate, discardCandidate, promote } from './candidateReleases.mjs';
import { deploy, rollback } from './deploy.mjs';
import { fakeBuild as fakeBuildIn, pagesInTwoLanguages } from './fakeBuild.testing';
import { setSampleRate } from './manifest.mjs';
import { isOnDisk, readState } from './releases.mjs';

const DAY = 86_400_000;
/** Every test fixes the clock first: its releases, links and expiries all read it (shared/src/clock.mjs). */
const T0 = Date.parse('2026-11-28T12:00:00Z');
const temp = temporaryFoldersForThisFile();
const fakeBuild = (pkg: string, version: string) => fakeBuildIn(temp(`${pkg}-build-`), pkg, version);
const manifestIn = (folder: string) =>
  JSON.parse(readFileSync(join(folder, 'remotes.json'), 'utf8')) as {
    remotes: Record<string, string>;
    search?: Record<string, string>;
    vitals?: unknown;
  };

/** A root with the shell, personal-banking and business-banking live (v1 each). */
async function liveRoot() {
  const root = temp('candidate-root-');
  await deploy({ root, pkg: 'shell', from: fakeBuild('shell', 'v1') });
  const live = {
    personalBanking: (await deploy({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v1') }))
      .buildId,
    businessBanking: (await deploy({ root, pkg: 'business-banking', from: fakeBuild('business-banking', 'v1') }))
      .buildId,
  };
  return { root, live };
}

describe('a preview', () => {
  it('publishes the release without making it live, with a manifest of its own and a signed link that expires in 7 days', async () => {
    const now = fixClockAt(T0);
    const { root, live } = await liveRoot();
    await setSampleRate(root, 0.5);
    const result = await deployCandidate({
      root,
      pkg: 'personal-banking',
      from: fakeBuild('personal-banking', 'v2'),
      preview: {},
    });
    expect(result.expiresAt).toBe('2026-12-05T12:00:00.000Z');
    expect(manifestIn(root).remotes['personal-banking']).toContain(live.personalBanking);

    const { token } = readState(root, 'personal-banking').candidate?.preview ?? { token: '' };
    const preview = manifestIn(previewFolder(root, token));
    expect(preview.remotes['personal-banking']).toContain(result.buildId);
    expect(preview.remotes['business-banking']).toContain(live.businessBanking);
    // A preview's page views report nothing; the live site's do.
    expect(preview.vitals).toBeUndefined();
    expect(manifestIn(root).vitals).toEqual({ sampleRate: 0.5 });

    const value = /\?preview=(.+)$/.exec(result.previewPath ?? '')?.[1];
    expect(validPreviewToken(value, previewKey(root), now + 6 * DAY)).toBe(token);
    expect(validPreviewToken(value, previewKey(root), now + 7 * DAY + 1000)).toBeUndefined();
    expect(validPreviewToken(value, 'another key', now)).toBeUndefined();

    // Another section deployed meanwhile, six days on: the preview's manifest names its new release.
    moveClockTo(now + 6 * DAY);
    const next = await deploy({ root, pkg: 'business-banking', from: fakeBuild('business-banking', 'v2') });
    expect(manifestIn(previewFolder(root, token)).remotes['business-banking']).toContain(next.buildId);
  });

  it('gives a new link when previewed again, ending the old one, and is ended by the next deploy command once expired', async () => {
    fixClockAt(T0);
    const { root } = await liveRoot();
    const build = fakeBuild('personal-banking', 'v2');
    await deployCandidate({ root, pkg: 'personal-banking', from: build, preview: { days: 1 } });
    const first = readState(root, 'personal-banking').candidate?.preview?.token ?? '';
    await deployCandidate({ root, pkg: 'personal-banking', from: build, preview: { days: 1 } });
    const second = readState(root, 'personal-banking').candidate?.preview?.token ?? '';
    expect(second).not.toBe(first);
    expect(existsSync(previewFolder(root, first))).toBe(false);
    // Expired a day ago: the next command (here a deploy of another section) ends it.
    moveClockTo(T0 + 2 * DAY);
    await deploy({ root, pkg: 'business-banking', from: fakeBuild('business-banking', 'v3') });
    expect(existsSync(previewFolder(root, second))).toBe(false);
    expect(readState(root, 'personal-banking').candidate).toBeUndefined();
  });

  it('lives in a folder no one else can list (mode 711: nginx’s workers reach a preview by its token), signed with a key made mode 600 beside nginx’s include of it (600)', async () => {
    fixClockAt(T0);
    const { root } = await liveRoot();
    await deployCandidate({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v2'), preview: {} });
    const modeOf = (name: string) => statSync(join(root, name)).mode & 0o777;
    expect(modeOf(PREVIEWS_FOLDER)).toBe(0o711);
    expect(modeOf(PREVIEW_KEY_FILE)).toBe(0o600);
    expect(modeOf(PREVIEW_KEY_INCLUDE_FILE)).toBe(0o600);
  });

  it('npm run rotate-preview-key: a new key, so every link given before gets 410 (said so); the preview stays, and previewing it again gives a link that opens', async () => {
    // The command runs on the machine's clock (a process of its own), as the links are checked.
    const { root } = await liveRoot();
    const build = fakeBuild('personal-banking', 'v2');
    const first = await deployCandidate({ root, pkg: 'personal-banking', from: build, preview: {} });
    const value = /\?preview=(.+)$/.exec(first.previewPath ?? '')?.[1];
    const token = readState(root, 'personal-banking').candidate?.preview?.token;
    const oldKey = previewKey(root);
    expect(validPreviewToken(value, oldKey, clockNow())).toBe(token);

    const rotated = await runCommand(
      fileURLToPath(new URL('../cli/rotate-preview-key.mjs', import.meta.url)),
      ['--root', root],
      root,
    );
    expect(rotated.stderr).toBe('');
    expect(rotated.code).toBe(0);
    expect(rotated.stdout).toContain('New preview key: every preview link given before now gets 410');
    expect(rotated.stdout).toContain(
      'Open previews whose link stopped working: personal-banking; deploy each again with --preview for a new link.',
    );
    const newKey = previewKey(root);
    expect(newKey).not.toBe(oldKey);
    expect(validPreviewToken(value, newKey, clockNow())).toBeUndefined();
    const include = readFileSync(join(root, PREVIEW_KEY_INCLUDE_FILE), 'utf8');
    expect(include).toContain(` ${newKey}";`);
    expect(include).not.toContain(oldKey);
    expect(statSync(join(root, PREVIEW_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(statSync(join(root, PREVIEW_KEY_INCLUDE_FILE)).mode & 0o777).toBe(0o600);

    const again = await deployCandidate({ root, pkg: 'personal-banking', from: build, preview: {} });
    const newToken = readState(root, 'personal-banking').candidate?.preview?.token;
    expect(validPreviewToken(/\?preview=(.+)$/.exec(again.previewPath ?? '')?.[1], newKey, clockNow())).toBe(newToken);
  });

  it('refuses the shell, a release already live, a preview longer than 30 days and a canary outside 1–99%', async () => {
    const { root } = await liveRoot();
    await expect(deployCandidate({ root, pkg: 'shell', from: fakeBuild('shell', 'v1'), preview: {} })).rejects.toThrow(
      'for the sections',
    );
    await expect(
      deployCandidate({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v1'), preview: {} }),
    ).rejects.toThrow('already live for everyone');
    await expect(
      deployCandidate({
        root,
        pkg: 'personal-banking',
        from: fakeBuild('personal-banking', 'v2'),
        preview: { days: 31 },
      }),
    ).rejects.toThrow('at most 30 days');
    for (const canaryPercent of [0, 100, 12.5]) {
      await expect(
        deployCandidate({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v2'), canaryPercent }),
      ).rejects.toThrow('from 1 to 99');
    }
    await expect(
      deployCandidate({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v2') }),
    ).rejects.toThrow('either with --preview or with --canary');
  });
});

describe('a canary', () => {
  it("links the buckets it is given to, keeps its start when its share changes, and allows one section's at a time", async () => {
    const started = fixClockAt(Date.parse('2026-11-28T08:00:00Z'));
    const { root } = await liveRoot();
    const build = fakeBuild('personal-banking', 'v2');
    const { buildId } = await deployCandidate({ root, pkg: 'personal-banking', from: build, canaryPercent: 10 });
    const buckets = () =>
      readdirSync(join(root, CANARY_BUCKETS_FOLDER))
        .map(Number)
        .sort((a, b) => a - b);
    expect(buckets()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(readlinkSync(join(root, CANARY_BUCKETS_FOLDER, '3'))).toBe('..');
    expect(manifestIn(join(root, CANARY_FOLDER)).remotes['personal-banking']).toContain(buildId);

    moveClockTo(started + DAY);
    await deployCandidate({ root, pkg: 'personal-banking', from: build, canaryPercent: 25 });
    expect(buckets()).toHaveLength(25);
    await deployCandidate({ root, pkg: 'personal-banking', from: build, canaryPercent: 5 });
    expect(buckets()).toEqual([0, 1, 2, 3, 4]);
    expect(readState(root, 'personal-banking').candidate?.canary).toEqual({
      percent: 5,
      since: '2026-11-28T08:00:00.000Z',
    });

    await expect(
      deployCandidate({ root, pkg: 'business-banking', from: fakeBuild('business-banking', 'v2'), canaryPercent: 10 }),
    ).rejects.toThrow('one section at a time');
    // Nor is a canary replaced by another build: it is promoted or discarded first.
    await expect(
      deployCandidate({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v3'), preview: {} }),
    ).rejects.toThrow('promote or discard it');
  });

  it('promote makes it live for everyone and removes its folder; discard takes it back and leaves its files to pruning', async () => {
    const { root } = await liveRoot();
    const canary = await deployCandidate({
      root,
      pkg: 'personal-banking',
      from: fakeBuild('personal-banking', 'v2'),
      canaryPercent: 50,
    });
    const promoted = await promote({ root, pkg: 'personal-banking' });
    expect(promoted.buildId).toBe(canary.buildId);
    expect(manifestIn(root).remotes['personal-banking']).toContain(canary.buildId);
    expect(existsSync(join(root, CANARY_FOLDER))).toBe(false);
    expect(readState(root, 'personal-banking').candidate).toBeUndefined();
    await expect(promote({ root, pkg: 'personal-banking' })).rejects.toThrow('no release in preview or canary');

    const next = await deployCandidate({
      root,
      pkg: 'personal-banking',
      from: fakeBuild('personal-banking', 'v3'),
      canaryPercent: 50,
    });
    const discarded = await discardCandidate({ root, pkg: 'personal-banking' });
    expect(discarded.buildId).toBe(next.buildId);
    expect(existsSync(join(root, CANARY_FOLDER))).toBe(false);
    expect(manifestIn(root).remotes['personal-banking']).toContain(canary.buildId);
    expect(isOnDisk(root, 'personal-banking', next.buildId)).toBe(true);
    await expect(discardCandidate({ root, pkg: 'personal-banking' })).rejects.toThrow(
      'no release in preview or canary to discard',
    );
  });

  it('is never pruned while it is a candidate, and a rollback of its section takes the canary back but keeps the preview', async () => {
    fixClockAt(T0 - 30 * DAY);
    const { root } = await liveRoot();
    const candidate = await deployCandidate({
      root,
      pkg: 'personal-banking',
      from: fakeBuild('personal-banking', 'v2'),
      canaryPercent: 20,
    });
    // A month later: the candidate is old enough to prune, and is not.
    moveClockTo(T0);
    await deployCandidate({ root, pkg: 'personal-banking', from: fakeBuild('personal-banking', 'v2'), preview: {} });
    for (const version of ['v3', 'v4', 'v5'])
      await deploy({
        root,
        pkg: 'personal-banking',
        from: fakeBuild('personal-banking', version),
        keep: 0,
        retentionMs: 0,
      });
    expect(isOnDisk(root, 'personal-banking', candidate.buildId)).toBe(true);

    await rollback({ root, pkg: 'personal-banking' });
    const state = readState(root, 'personal-banking');
    expect(state.candidate?.canary).toBeUndefined();
    expect(state.candidate?.preview).toBeDefined();
    expect(existsSync(join(root, CANARY_FOLDER))).toBe(false);
    expect(existsSync(previewFolder(root, state.candidate?.preview?.token ?? ''))).toBe(true);
  });
});

describe('site search', () => {
  it('indexes a candidate’s pages into its release before its manifest names them; promoted, the live manifest names the same bundles', async () => {
    fixClockAt(T0);
    const root = temp('candidate-root-');
    const pages = pagesInTwoLanguages({ '/': 'shell', '/savings_account': 'personal-banking' });
    const withPages = (pkg: string, version: string) => fakeBuildIn(temp(`${pkg}-build-`), pkg, version, pages);
    await deploy({ root, pkg: 'shell', from: withPages('shell', 'v1') });
    const live = await deploy({ root, pkg: 'personal-banking', from: withPages('personal-banking', 'v1') });
    const bundlesOf = (buildId: string) => `/remotes/personal-banking/${buildId}/pagefind/`;

    const candidate = await deployCandidate({
      root,
      pkg: 'personal-banking',
      from: withPages('personal-banking', 'v2'),
      preview: {},
    });
    const entry = join(root, 'personal-banking', candidate.buildId, 'pagefind', 'fr', 'pagefind-entry.json');
    expect(existsSync(entry)).toBe(true);
    const { token } = readState(root, 'personal-banking').candidate?.preview ?? { token: '' };
    expect(manifestIn(previewFolder(root, token)).search).toEqual({
      shell: '/pagefind/',
      'personal-banking': bundlesOf(candidate.buildId),
    });
    expect(manifestIn(root).search?.['personal-banking']).toBe(bundlesOf(live.buildId));

    const before = statSync(entry);
    await promote({ root, pkg: 'personal-banking' });
    expect(manifestIn(root).search?.['personal-banking']).toBe(bundlesOf(candidate.buildId));
    expect([statSync(entry).ino, statSync(entry).mtimeMs]).toEqual([before.ino, before.mtimeMs]);
  });
});
