// @vitest-environment node
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CANARY_FOLDER, previewFolder } from '../lib/candidateFolders.mjs';
import { newPreviewToken } from '../lib/previewLinks.mjs';
import { REMOTES, SHELL, entryUrlOf, oneOriginLayout, portPerRemoteLayout } from '../lib/deployRoot.mjs';
import { temporaryFoldersForThisFile } from '../lib/temporaryFolders.testing';
import { writeSampleRateSetting } from '../lib/vitals.mjs';
import { writeManifestsFor } from './manifest.mjs';

const temp = temporaryFoldersForThisFile();
type Manifest = {
  remotes: Record<string, string>;
  search?: Record<string, string>;
  vitals?: { sampleRate: number };
};
const manifestIn = (folder: string) => JSON.parse(readFileSync(join(folder, 'remotes.json'), 'utf8')) as Manifest;

describe('the manifest writer', () => {
  it('writes each candidate it is given beside its pages, naming it for its section and the live releases for the others, without reading any releases.json', () => {
    const root = temp('manifest-root-');
    mkdirSync(join(root, SHELL));
    const sampleRate = 0.25;
    writeSampleRateSetting(root, sampleRate);
    const layout = oneOriginLayout();
    const [previewed = '', inCanary = '', other = ''] = REMOTES;
    const live = { [previewed]: 'aaaaaaaaaaaa', [inCanary]: 'bbbbbbbbbbbb', [other]: 'cccccccccccc' };
    const token = newPreviewToken();
    const candidates = {
      [previewed]: {
        buildId: 'dddddddddddd',
        deployedAt: '2026-11-28T12:00:00.000Z',
        preview: { token, expiresAt: '2026-12-05T12:00:00.000Z' },
      },
      [inCanary]: {
        buildId: 'eeeeeeeeeeee',
        deployedAt: '2026-11-28T12:00:00.000Z',
        canary: { percent: 10, since: '2026-11-28T12:00:00.000Z' },
      },
    };

    writeManifestsFor(root, { layout, live, candidates });

    for (const pkg of REMOTES) expect(existsSync(join(root, pkg, 'releases.json'))).toBe(false);
    const liveManifest = manifestIn(root);
    for (const pkg of [previewed, inCanary, other])
      expect(liveManifest.remotes[pkg]).toBe(entryUrlOf(layout, pkg, live[pkg]));
    const preview = manifestIn(previewFolder(root, token));
    const canary = manifestIn(join(root, CANARY_FOLDER));
    expect(preview.remotes[previewed]).toBe(entryUrlOf(layout, previewed, candidates[previewed]?.buildId));
    expect(preview.remotes[other]).toBe(liveManifest.remotes[other]);
    expect(canary.remotes[inCanary]).toBe(entryUrlOf(layout, inCanary, candidates[inCanary]?.buildId));
    expect(canary.remotes[previewed]).toBe(liveManifest.remotes[previewed]);
    // A preview's browsers report no field speed; a canary's visitors report as the live site's do.
    expect(liveManifest.vitals).toEqual({ sampleRate });
    expect(preview.vitals).toBeUndefined();
    expect(canary.vitals).toEqual(liveManifest.vitals);
  });

  it('names the search bundles of the shell and of each section it names, where the release has them on disk, the candidate’s in its manifest', () => {
    const root = temp('manifest-search-');
    const [indexed = '', notIndexed = '', inCanary = ''] = REMOTES;
    const live = {
      [SHELL]: 'aaaaaaaaaaaa',
      [indexed]: 'bbbbbbbbbbbb',
      [notIndexed]: 'cccccccccccc',
      [inCanary]: 'dddddddddddd',
    };
    const candidate = 'eeeeeeeeeeee';
    for (const [pkg, buildId] of [...Object.entries(live), [inCanary, candidate] as const])
      mkdirSync(join(root, pkg, buildId), { recursive: true });
    const candidates = {
      [inCanary]: {
        buildId: candidate,
        deployedAt: '2026-11-28T12:00:00.000Z',
        canary: { percent: 10, since: '2026-11-28T12:00:00.000Z' },
      },
    };
    const releases = { layout: oneOriginLayout(), live, candidates };

    writeManifestsFor(root, releases);
    expect(manifestIn(root).search).toBeUndefined();

    for (const [pkg, buildId] of [
      [SHELL, live[SHELL]],
      [indexed, live[indexed]],
      [inCanary, live[inCanary]],
      [inCanary, candidate],
    ])
      mkdirSync(join(root, pkg ?? '', buildId ?? '', 'pagefind', 'en'), { recursive: true });
    writeManifestsFor(root, releases);
    expect(manifestIn(root).search).toEqual({
      shell: '/pagefind/',
      [indexed]: `/remotes/${indexed}/${live[indexed]}/pagefind/`,
      [inCanary]: `/remotes/${inCanary}/${live[inCanary]}/pagefind/`,
    });
    expect(manifestIn(join(root, CANARY_FOLDER)).search).toEqual({
      shell: '/pagefind/',
      [indexed]: `/remotes/${indexed}/${live[indexed]}/pagefind/`,
      [inCanary]: `/remotes/${inCanary}/${candidate}/pagefind/`,
    });

    // npm start: each section on a port of its own; the shell's release is still the site's root.
    writeManifestsFor(root, {
      ...releases,
      layout: portPerRemoteLayout((name) => 5000 + [SHELL, ...REMOTES].indexOf(name)),
    });
    expect(manifestIn(root).search).toEqual({
      shell: '/pagefind/',
      [indexed]: `http://localhost:5001/${live[indexed]}/pagefind/`,
      [inCanary]: `http://localhost:5003/${live[inCanary]}/pagefind/`,
    });
  });
});
