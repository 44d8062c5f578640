import type { Plugin, Rollup } from 'vite';

/**
 * V8's explicit compile hint, `//# allFunctionsCalledOnLoad`, at the top of the chunks named
 * here: the engine compiles every function of the file eagerly, while the file streams in, on a
 * background thread. React DOM's client is one function of about 200 KB (its CommonJS factory)
 * that runs at once when the chunk is evaluated; lazily compiled, its parse and compile happen
 * in that task, on the page's main thread. Browsers without the hint read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

export function compileHintPlugin(chunkNames: readonly string[]): Plugin {
  return {
    name: 'mboa:compile-hint',
    apply: 'build',
    // After minification (which drops comments), before the compressed copies are made.
    enforce: 'post',
    generateBundle(_options, bundle) {
      const hinted = Object.values(bundle).filter((file): file is Rollup.OutputChunk => file.type === 'chunk' && chunkNames.includes(file.name));
      if (hinted.length !== chunkNames.length) throw new Error(`compileHintPlugin: expected chunks ${chunkNames.join(', ')}, found ${hinted.map((chunk) => chunk.name).join(', ') || 'none'}.`);
      for (const chunk of hinted) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    },
  };
}
