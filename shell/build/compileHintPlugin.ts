import type { Plugin, Rollup } from 'vite';

/** V8 compiles the whole file on a background thread as it streams in: React DOM's 200 KB factory runs
 * at once, and would otherwise be compiled on the main thread (docs/architecture.md). */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHintPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'mboa:compile-hint',
    apply: 'build',
    // After minification, which drops comments, and before the compressed copies.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const hinted = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk' && chunkNames.includes(file.name),
      );
      if (hinted.length !== chunkNames.length)
        throw new Error(
          `compileHintPlugin: expected chunks ${chunkNames.join(', ')}, found ${hinted.map((chunk) => chunk.name).join(', ') || 'none'}.`,
        );
      for (const chunk of hinted) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  };
}
