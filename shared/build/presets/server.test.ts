// @vitest-environment node
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { remoteServerConfig } from './remote';
import { serverBuildConfig } from './server';

const pluginNames = (plugins: unknown) => (plugins as Plugin[]).flat().map((plugin) => plugin.name);

describe('remoteServerConfig', () => {
  it('builds src/server.tsx into dist-server/render.mjs, one self-contained ES module, without the federation plugin', () => {
    const config = remoteServerConfig('/repo/personal-banking');
    expect(config.configFile).toBe(false);
    expect(config.build?.ssr).toBe('src/server.tsx');
    expect(config.build?.outDir).toBe('dist-server');
    expect(config.ssr?.noExternal).toBe(true);
    expect(config.build?.rollupOptions?.output).toMatchObject({
      format: 'es',
      entryFileNames: 'render.mjs',
      inlineDynamicImports: true,
    });
    expect(pluginNames(config.plugins).some((name) => /federation/i.test(name))).toBe(false);
  });

  it('names an illustration as the client build does: a file, never inlined, its URL from the release', () => {
    const config = remoteServerConfig('/repo/personal-banking');
    expect(config.build?.assetsInlineLimit).toBe(0);
    expect(config.experimental?.renderBuiltUrl).toBeTypeOf('function');
  });
});

describe('serverBuildConfig', () => {
  it('is the one server build of every package: only its entry differs', () => {
    const config = serverBuildConfig('/repo/shell', 'src/server/entry.tsx', { mode: 'staging' });
    expect(config).toMatchObject({
      configFile: false,
      root: '/repo/shell',
      mode: 'staging',
      publicDir: false,
      ssr: { target: 'node', noExternal: true },
    });
    expect(config.build).toMatchObject({
      ssr: 'src/server/entry.tsx',
      outDir: 'dist-server',
      target: 'node20',
      ssrEmitAssets: false,
    });
    expect(config.build?.rollupOptions?.output).toMatchObject({
      format: 'es',
      entryFileNames: 'render.mjs',
      inlineDynamicImports: true,
    });
    expect(config.resolve?.alias).toBeUndefined();
    expect(pluginNames(config.plugins).some((name) => /federation/i.test(name))).toBe(false);
  });
});
