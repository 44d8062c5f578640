// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFixtureRemote, removeBuild } from './fixtures/buildFixtureRemote';

// What each federation patch (federationPatches.ts) exists for, checked in the output of a real
// build: a small remote (fixtures/remote/) built with the remote preset.
describe('a remote built with the preset (the fixture remote)', () => {
  let outDir = '';
  let assets: Map<string, string>;
  beforeAll(async () => {
    outDir = await buildFixtureRemote();
    const folder = join(outDir, 'assets');
    const files = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isFile());
    assets = new Map(files.map(({ name }) => [name, readFileSync(join(folder, name), 'utf8')]));
  });
  afterAll(() => removeBuild(outDir));
  const remoteEntry = () => assets.get('remoteEntry.js') ?? '';
  const scripts = () => [...assets].filter(([file]) => file.endsWith('.js'));

  it('has a stylesheet loader with nothing to do in remoteEntry.js, and no CSS', () => {
    expect(remoteEntry()).toMatch(/const (\w+)=\(\)=>\{\};[\s\S]*export\{[^}]*\b\1 as dynamicLoadingCss\b/);
    expect(remoteEntry()).not.toMatch(/stylesheet|createElement/);
    expect([...assets.keys()].filter((file) => file.endsWith('.css'))).toEqual([]);
  });

  it('names the exposed module relative to remoteEntry.js, beside it in assets/', () => {
    const [, exposed] = /"\.\/(__federation_expose_Pages-[\w-]+\.js)"/.exec(remoteEntry()) ?? [];
    expect(exposed).toBeDefined();
    expect(assets.has(exposed!)).toBe(true);
    expect(remoteEntry()).not.toContain('./assets/');
  });

  it('compares shared versions exactly, without the semver range parser', () => {
    const all = scripts()
      .map(([, code]) => code)
      .join('\n');
    expect(all).toContain('provider support');
    expect(all).toMatch(/\((\w+),(\w+)\)=>\1===\2/);
    expect(all).not.toContain('0-9A-Za-z-');
  });

  it('leaves every dynamic import as it is, without Vite’s preload wrapper', () => {
    for (const [, code] of scripts()) expect(code).not.toMatch(/__vitePreload|vite:preloadError/);
    const exposed = scripts().find(([file]) => file.startsWith('__federation_expose_'))?.[1] ?? '';
    expect(exposed).toMatch(/import\("\.\/First-[\w-]+\.js"\)/);
    expect(scripts().some(([, code]) => /import\("\.\/greeting-[\w-]+\.js"\)/.test(code))).toBe(true);
  });

  it('keeps an illustration a file of its own', () => {
    expect([...assets.keys()].some((file) => /^badge-[\w-]+\.svg$/.test(file))).toBe(true);
  });
});
