// @vitest-environment node
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CANARY_BUCKETS_FOLDER,
  CANARY_FOLDER,
  canaryFolderOf,
  canaryRuns,
  makePreviewsFolder,
  previewFolder,
  PREVIEWS_EXIST_FILE,
  removeCandidateFolders,
  removePreviewFolder,
  setCanaryBuckets,
} from './candidateFolders.mjs';
import { newPreviewToken } from './previewLinks.mjs';

import { temporaryFoldersForThisFile } from './temporaryFolders.testing';

const temp = temporaryFoldersForThisFile();

describe('the candidates’ folders', () => {
  it('keep the file that says a preview exists while any preview does, and remove it with the last one', () => {
    const root = temp('mboa-previews-');
    const [first, second] = [newPreviewToken(), newPreviewToken()];
    for (const token of [first, second]) {
      makePreviewsFolder(root);
      mkdirSync(previewFolder(root, token));
    }
    removePreviewFolder(root, first);
    expect(existsSync(previewFolder(root, first))).toBe(false);
    expect(existsSync(join(root, PREVIEWS_EXIST_FILE))).toBe(true);
    removeCandidateFolders(root, { preview: { token: second } });
    expect(existsSync(join(root, PREVIEWS_EXIST_FILE))).toBe(false);
  });

  it('give the canary to the buckets below its share, and take it back from every visitor with its folder', () => {
    const root = temp('mboa-canary-');
    mkdirSync(join(root, CANARY_FOLDER), { recursive: true });
    const percent = 3;
    setCanaryBuckets(root, percent);
    for (let bucket = 0; bucket < 100; bucket++)
      expect(canaryFolderOf(root, String(bucket)) !== undefined, `bucket ${bucket}`).toBe(bucket < percent);
    removeCandidateFolders(root, { canary: { percent } });
    expect(canaryRuns(root)).toBe(false);
    expect(existsSync(join(root, CANARY_FOLDER))).toBe(false);
    expect(existsSync(join(root, CANARY_BUCKETS_FOLDER))).toBe(false);
  });
});
