import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import { injectManifest } from 'workbox-build';
import { afterClientBuild } from '../../shared/build/presets/serverBuildAfterwards';
import { COMPRESSED_COPIES } from '../../shared/build/compressedCopies.mjs';
import { SERVICE_WORKER_FILE } from '../../shared/src/serviceWorkerFile.mjs';

/** Never the compressed copies. */
const SHELL_FILE_PATTERNS = ['assets/**/*.{js,css,svg,png,jpg,jpeg,webp,avif,woff,woff2}'];

/** Once dist/ is written: the worker bundled alone, with the release's file list and compressed copies. */
export function serviceWorkerPlugin({ worker }: { worker: string }): Plugin {
  return afterClientBuild('mboa:service-worker', async ({ outDir, mode, logLevel }) => {
    const staging = mkdtempSync(join(tmpdir(), 'mboa-service-worker-'));
    try {
      await build(workerBuild(worker, staging, SERVICE_WORKER_FILE, { mode, logLevel }));
      const { warnings } = await injectManifest({
        swSrc: join(staging, SERVICE_WORKER_FILE),
        swDest: join(outDir, SERVICE_WORKER_FILE),
        globDirectory: outDir,
        globPatterns: SHELL_FILE_PATTERNS,
        // Hashed names change with their content: no revision needed.
        dontCacheBustURLsMatching: /-[A-Za-z0-9_-]{8}\./,
        maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
      });
      if (warnings.length > 0) throw new Error(`The service worker's build: ${warnings.join('; ')}`);
      writeCompressedCopies(join(outDir, SERVICE_WORKER_FILE));
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
}

/** A classic script: a module worker is not yet every phone's. */
function workerBuild(
  entry: string,
  outDir: string,
  fileName: string,
  { mode, logLevel }: { mode: string; logLevel: InlineConfig['logLevel'] },
): InlineConfig {
  return {
    configFile: false,
    mode,
    logLevel,
    publicDir: false,
    // Workbox's modules log only where NODE_ENV is not production.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: { input: entry, output: { format: 'iife', entryFileNames: fileName, inlineDynamicImports: true } },
    },
  };
}

function writeCompressedCopies(file: string): void {
  const content = readFileSync(file);
  for (const { suffix, compress } of COMPRESSED_COPIES) writeFileSync(file + suffix, compress(content));
}
