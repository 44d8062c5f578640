// @vitest-environment node
import { parseAst, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { withReleaseUrl } from '../src/server/releaseUrl';
import { clientAssetUrl, clientPageStyles, pageImportTracking, remoteServerConfig, serverAssetUrl } from './remoteServerBuild';

const ASSET = 'assets/savings-IulgM7qI.svg';
const JS_HOST = { type: 'asset', hostId: 'assets/savingsAccount-CoGjHE4C.js', hostType: 'js', ssr: false } as const;

/** The client build's asset URL as the browser computes it: the chunk at `chunkUrl`, the page on `pageOrigin`. */
function clientUrl(chunkUrl: string, pageOrigin: string): string {
  const result = clientAssetUrl(ASSET, JS_HOST);
  if (typeof result !== 'object' || !result.runtime) throw new Error('expected runtime code');
  const code = result.runtime.replaceAll('import.meta.url', 'chunkUrl');
  return new Function('location', 'chunkUrl', `return ${code};`)({ origin: pageOrigin }, chunkUrl) as string;
}

/** The server build's asset URL in the HTML renderPage returns for a release served at `releaseUrl`. */
function serverUrl(releaseUrl: string): string {
  const value = serverAssetUrl(ASSET, { ...JS_HOST, ssr: true });
  if (typeof value !== 'string') throw new Error('expected a string');
  return withReleaseUrl(value, releaseUrl);
}

describe('asset URLs', () => {
  it('are written alike by the browser and the server when the release is on the site’s origin (one origin: a path)', () => {
    const browser = clientUrl('https://www.mboa.example/remotes/personal-banking/abc123/assets/savingsAccount-CoGjHE4C.js', 'https://www.mboa.example');
    expect(browser).toBe('/remotes/personal-banking/abc123/assets/savings-IulgM7qI.svg');
    expect(serverUrl('/remotes/personal-banking/abc123/')).toBe(browser);
  });

  it('are written alike when the release is on another origin (a port per remote: a full URL)', () => {
    const browser = clientUrl('http://localhost:5001/abc123/assets/savingsAccount-CoGjHE4C.js', 'http://localhost:5000');
    expect(browser).toBe('http://localhost:5001/abc123/assets/savings-IulgM7qI.svg');
    expect(serverUrl('http://localhost:5001/abc123/')).toBe(browser);
  });

  it('leave stylesheets’ and HTML’s asset URLs to Vite', () => {
    expect(clientAssetUrl(ASSET, { ...JS_HOST, hostType: 'css' })).toBeUndefined();
    expect(serverAssetUrl(ASSET, { ...JS_HOST, hostType: 'html', ssr: true })).toBeUndefined();
  });
});

function chunk(fileName: string, moduleIds: string[], imports: string[], css: string[]): Rollup.OutputChunk {
  return { type: 'chunk', fileName, moduleIds, imports, viteMetadata: { importedCss: new Set(css), importedAssets: new Set() } } as unknown as Rollup.OutputChunk;
}

describe('clientPageStyles', () => {
  it('gives each module the CSS of its chunk’s static imports (recursively, each once), then of the chunk, and leaves out modules with none', () => {
    const root = '/repo/personal-banking';
    const bundle: Rollup.OutputBundle = {
      'assets/exposed.js': chunk('assets/exposed.js', [`${root}/src/exposedPages.ts`], ['assets/frame.js'], []),
      'assets/frame.js': chunk('assets/frame.js', ['/repo/shared/src/components/PageBanner.tsx', '/repo/node_modules/x/index.js', '\0virtual:x'], ['assets/base.js'], ['assets/frame.css']),
      'assets/base.js': chunk('assets/base.js', ['/repo/shared/src/identity.ts'], ['assets/frame.js'], ['assets/base.css']),
      'assets/savings.js': chunk('assets/savings.js', [`${root}/src/content/savings.ts`], ['assets/frame.js', 'assets/base.js'], ['assets/savings.css']),
      'assets/plain.js': chunk('assets/plain.js', [`${root}/src/content/plain.ts`], [], []),
      'assets/savings.svg': { type: 'asset', fileName: 'assets/savings.svg' } as Rollup.OutputAsset,
    };
    const styles = clientPageStyles(bundle, root);
    expect(styles.modules).toEqual({
      'src/exposedPages.ts': ['assets/base.css', 'assets/frame.css'],
      '../shared/src/components/PageBanner.tsx': ['assets/base.css', 'assets/frame.css'],
      '../shared/src/identity.ts': ['assets/frame.css', 'assets/base.css'],
      'src/content/savings.ts': ['assets/base.css', 'assets/frame.css', 'assets/savings.css'],
    });
    expect(styles.exposedModule).toEqual(['assets/base.css', 'assets/frame.css']);
  });
});

describe('pageImportTracking', () => {
  const transform = async (code: string, id: string) => {
    const plugin = pageImportTracking('/repo/personal-banking') as Plugin & { transform: (code: string, id: string) => Promise<{ code: string } | null> };
    const context = {
      parse: (code: string) => parseAst(code),
      resolve: async (specifier: string) => (specifier === 'external' ? { id: specifier, external: true } : { id: `/repo/personal-banking/src/${specifier.replace('./', '')}.ts` }),
    };
    return (await plugin.transform.call(context, code, id))?.code ?? null;
  };

  it('names each dynamic import with a literal specifier by its module, relative to the remote’s folder', async () => {
    const code = await transform(
      `// not this: import('./comment')\nexport default { a: () => import('./content/hub'), b: () => import("./pages/Ways"), c: (x) => import(x), d: () => import('external'), e: "import('./string')" };`,
      '/repo/personal-banking/src/exposedPages.ts',
    );
    expect(code).toMatch(/^import \{ trackPageImport as __mboaTrackPageImport \} from ".*\/shared\/src\/server\/pageImports\.ts";\n/);
    expect(code).toContain(`a: () => __mboaTrackPageImport("src/content/hub.ts", import('./content/hub'))`);
    expect(code).toContain(`b: () => __mboaTrackPageImport("src/pages/Ways.ts", import("./pages/Ways"))`);
    expect(code).toContain('c: (x) => import(x)');
    expect(code).toContain(`d: () => import('external')`);
    expect(code).toContain(`// not this: import('./comment')`);
    expect(code).toContain(`e: "import('./string')"`);
  });

  it('leaves dependencies and modules without dynamic imports alone', async () => {
    expect(await transform(`import('./a')`, '/repo/node_modules/react/index.js')).toBeNull();
    expect(await transform(`export const a = 1;`, '/repo/personal-banking/src/a.ts')).toBeNull();
  });
});

describe('remoteServerConfig', () => {
  it('builds src/server.tsx into dist-server/render.mjs, one self-contained ES module, without the federation plugin', () => {
    const config = remoteServerConfig('/repo/personal-banking', { exposedModule: [], modules: {} });
    expect(config.configFile).toBe(false);
    expect(config.build?.ssr).toBe('src/server.tsx');
    expect(config.build?.outDir).toBe('dist-server');
    expect(config.ssr?.noExternal).toBe(true);
    expect(config.build?.rollupOptions?.output).toMatchObject({ format: 'es', entryFileNames: 'render.mjs', inlineDynamicImports: true });
    const names = (config.plugins as Plugin[]).flat().map((plugin) => plugin.name);
    expect(names.some((name) => /federation/i.test(name))).toBe(false);
    expect(names).toEqual(expect.arrayContaining(['mboa:client-build-styles', 'mboa:page-import-tracking']));
  });
});
