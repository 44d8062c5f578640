// @vitest-environment node
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE } from '../src/runtimeManifest.mjs';
import { devManifest } from './devManifest';
import { defineShellConfig } from './presets/shell';

describe("npm run dev's runtime manifest", () => {
  it('lists each remote at its local port, with the default timeout', () => {
    expect(devManifest()).toEqual({
      timeoutMs: 120000,
      remotes: {
        'personal-banking': 'http://localhost:5001/assets/remoteEntry.js',
        'business-banking': 'http://localhost:5002/assets/remoteEntry.js',
        'group-societies': 'http://localhost:5003/assets/remoteEntry.js',
        'verify-statement': 'http://localhost:5004/assets/remoteEntry.js',
      },
    });
  });

  it('is answered by the dev server alone: no shell build ships a manifest (none in public/, the plugin only serves)', () => {
    expect(existsSync(new URL(`../../shell/public/${MANIFEST_FILE}`, import.meta.url))).toBe(false);
    const config = defineShellConfig({ input: {}, plugins: [], serverEntry: 'src/server/entry.tsx' })({
      command: 'build',
      mode: 'production',
    });
    const plugins = (config.plugins ?? []).flat() as Plugin[];
    expect(plugins.filter((plugin) => plugin?.name === 'mboa:dev-manifest').map((plugin) => plugin.apply)).toEqual([
      'serve',
    ]);
  });
});
