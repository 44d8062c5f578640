// @vitest-environment node
import crypto from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CANARY_BUCKETS_FOLDER,
  CANARY_FOLDER,
  CRAWLER_PATTERN,
  PREVIEWS_EXIST_FILE,
  PREVIEW_KEY_FILE,
  PREVIEW_KEY_INCLUDE_FILE,
  canaryFolderOf,
  canaryRuns,
  cookieHeaders,
  makePreviewsFolder,
  newPreviewToken,
  previewFolder,
  previewKey,
  previewValue,
  removeCandidateFolders,
  removePreviewFolder,
  setCanaryBuckets,
  validPreviewToken,
} from './candidateFolders.mjs';
import { temporaryFoldersForThisFile } from './temporaryFolders.testing';

const temp = temporaryFoldersForThisFile();
const modeOf = (file: string) => statSync(file).mode & 0o777;
const T0 = Date.parse('2026-11-28T12:00:00Z');

describe('the preview key', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is made with mode 600, with the one directive nginx includes beside it (mode 600), and no temporary file left', () => {
    const root = temp('mboa-key-');
    const key = previewKey(root);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(modeOf(join(root, PREVIEW_KEY_FILE))).toBe(0o600);
    expect(modeOf(join(root, PREVIEW_KEY_INCLUDE_FILE))).toBe(0o600);
    expect(readFileSync(join(root, PREVIEW_KEY_INCLUDE_FILE), 'utf8')).toBe(
      `secure_link_md5 "$mboa_pv_expires$mboa_pv_token ${key}";\n`,
    );
    expect(previewKey(root)).toBe(key);
    expect(readFileSync(join(root, 'candidates', 'preview-key'), 'utf8')).toBe(`${key}\n`);
    expect(readdirSync(join(root, 'candidates')).sort()).toEqual(['preview-key', 'preview-key.conf']);
  });

  it('gives an older root’s key (made before nginx included it) its include, the same key', () => {
    const root = temp('mboa-key-');
    mkdirSync(join(root, 'candidates'));
    writeFileSync(join(root, PREVIEW_KEY_FILE), `${'ab'.repeat(32)}\n`, { mode: 0o600 });
    expect(previewKey(root)).toBe('ab'.repeat(32));
    expect(readFileSync(join(root, PREVIEW_KEY_INCLUDE_FILE), 'utf8')).toContain(` ${'ab'.repeat(32)}";`);
    expect(modeOf(join(root, PREVIEW_KEY_INCLUDE_FILE))).toBe(0o600);
  });

  it('checks a link’s signature in constant time (timingSafeEqual, on buffers of one length)', () => {
    const safeEqual = vi.spyOn(crypto, 'timingSafeEqual');
    const token = newPreviewToken();
    const value = previewValue(token, T0 + 3_600_000, 'the key');
    expect(validPreviewToken(value, 'the key', T0)).toBe(token);
    const forged = value.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'));
    expect(validPreviewToken(forged, 'the key', T0)).toBeUndefined();
    expect(validPreviewToken(value, 'another key', T0)).toBeUndefined();
    expect(safeEqual).toHaveBeenCalledTimes(3);
    for (const [expected, given] of safeEqual.mock.calls)
      expect([(expected as Buffer).length, (given as Buffer).length]).toEqual([22, 22]);
    expect(safeEqual.mock.results.map((result) => result.value)).toEqual([true, false, false]);
  });
});

describe('the crawlers', () => {
  it('include Google’s other fetchers (GoogleOther, Google-InspectionTool), and no browser', () => {
    for (const agent of [
      'GoogleOther',
      'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 (compatible; GoogleOther)',
      'Mozilla/5.0 (compatible; Google-InspectionTool/1.0;)',
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
    ])
      expect(CRAWLER_PATTERN.test(agent), agent).toBe(true);
    expect(
      CRAWLER_PATTERN.test(
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe(false);
  });
});

describe('the cookies', () => {
  it('over https take the __Host- prefix, with Secure, Path=/ and no Domain: no other host of the domain can set or shadow them', () => {
    const secure = cookieHeaders(true);
    for (const header of [secure.openPreview('v'), secure.endPreview, secure.keepBucket('7')]) {
      expect(header).toMatch(/^__Host-mboa_(preview|bucket)=/);
      expect(header).toContain('; Secure');
      expect(header).toContain('Path=/;');
      expect(header).not.toMatch(/Domain=/i);
    }
  });

  it('over plain http keep their plain names (no __Host- cookie can exist there)', () => {
    const plain = cookieHeaders(false);
    expect(plain.openPreview('v')).toMatch(/^mboa_preview=v; /);
    expect(plain.keepBucket('7')).toMatch(/^mboa_bucket=7; /);
    expect(plain.endPreview).not.toContain('Secure');
  });
});

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
