// @vitest-environment node
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setSampleRate, writeManifest } from '../deploy/manifest.mjs';
import { temporaryFoldersForThisFile } from './temporaryFolders.testing';
import { parseSampleRate, readSampleRate, releasesOnDiskNow, sampleRateFromEnvironment } from './vitals.mjs';

const temp = temporaryFoldersForThisFile();

/** A deploy root with a shell release and a remote release on disk, and a folder that is none. */
function deployRoot() {
  const root = temp('mboa-vitals-');
  for (const folder of [
    'shell/0123456789ab',
    'shell/.incoming-abc',
    'personal-banking/abcdef012345',
    'personal-banking/abcdef012345.down',
  ])
    mkdirSync(join(root, folder), { recursive: true });
  return root;
}
const manifestOf = (root: string) =>
  JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')) as Record<string, unknown>;

describe('the sample rate', () => {
  it.each([
    ['0.1', 0.1],
    ['10%', 0.1],
    ['1', 1],
    ['100%', 1],
    ['0', 0],
    ['off', 0],
    [' OFF ', 0],
  ])('reads %j as %d', (text, rate) => {
    expect(parseSampleRate(text)).toBeCloseTo(rate, 10);
  });

  it.each(['', 'on', '1.5', '-0.1', '150%', 'NaN', '0x1'])('refuses %j', (text) => {
    expect(parseSampleRate(text)).toBeUndefined();
  });

  it('is off unless VITALS_SAMPLE_RATE says otherwise, and a wrong value stops the command with a message', () => {
    expect(sampleRateFromEnvironment({})).toBe(0);
    expect(sampleRateFromEnvironment({ VITALS_SAMPLE_RATE: '1' })).toBe(1);
    expect(() => sampleRateFromEnvironment({ VITALS_SAMPLE_RATE: 'yes' })).toThrow(/VITALS_SAMPLE_RATE .* "yes"/);
  });

  it('reaches the browsers through remotes.json, written with the setting, and leaves it when off', async () => {
    const root = deployRoot();
    writeManifest(root);
    expect(manifestOf(root)).not.toHaveProperty('vitals');
    await setSampleRate(root, 0.25);
    expect(readSampleRate(root)).toBe(0.25);
    expect(manifestOf(root)).toMatchObject({ vitals: { sampleRate: 0.25 } });
    // A deploy rewrites the manifest: the setting stays.
    writeManifest(root);
    expect(manifestOf(root)).toMatchObject({ vitals: { sampleRate: 0.25 } });
    await setSampleRate(root, 0);
    expect(manifestOf(root)).not.toHaveProperty('vitals');
  });

  it('is off when its file is broken, and is never set on a folder that is not a deploy root', async () => {
    const root = deployRoot();
    await setSampleRate(root, 1);
    writeFileSync(join(root, 'vitals', 'settings.json'), '{"sampleRate": "all"}');
    expect(readSampleRate(root)).toBe(0);
    await expect(setSampleRate(temp('mboa-not-a-root-'), 1)).rejects.toThrow(/not a deploy root/);
    // A typo in --root creates nothing.
    const typo = join(temp('mboa-typo-'), 'srv', 'mboa');
    await expect(setSampleRate(typo, 1)).rejects.toThrow(/not a deploy root/);
    expect(existsSync(typo)).toBe(false);
    await expect(setSampleRate(root, 2)).rejects.toThrow(/from 0 to 1/);
  });
});

describe('what a beacon may name', () => {
  it('every release on disk, by package, and nothing else in the folders', async () => {
    const root = deployRoot();
    expect(await releasesOnDiskNow(root)).toEqual(['shell:0123456789ab', 'personal-banking:abcdef012345']);
  });
});
