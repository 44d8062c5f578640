// @vitest-environment node
import crypto from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_KEY_FILE, PREVIEW_KEY_INCLUDE_FILE } from './candidateFolders.mjs';
import { newPreviewToken, previewKey, previewValue, validPreviewToken } from './previewLinks.mjs';
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
