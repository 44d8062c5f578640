// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintPlugin } from './compileHintPlugin';

const chunk = (name: string, code: string) =>
  ({ type: 'chunk', name, fileName: `assets/${name}-x.js`, code }) as Rollup.OutputChunk;
const generateBundle = (chunkNames: string[], bundle: Record<string, Rollup.OutputChunk>) =>
  (compileHintPlugin(chunkNames).generateBundle as (options: unknown, bundle: Rollup.OutputBundle) => void).call(
    {},
    {},
    bundle,
  );

describe('compileHintPlugin', () => {
  it('puts V8’s compile-everything-now hint on the first line of the chunks named, and on no other', () => {
    const bundle = { a: chunk('reactDomClient', 'import"./x.js";var a=1;'), b: chunk('index', 'var b=2;') };
    generateBundle(['reactDomClient'], bundle);
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
    expect(bundle.a.code).toBe('//# allFunctionsCalledOnLoad\nimport"./x.js";var a=1;');
    expect(bundle.b.code).toBe('var b=2;');
  });

  it('fails the build when a chunk it should hint is not there (renamed, or merged into another)', () => {
    expect(() => generateBundle(['reactDomClient'], { b: chunk('index', '') })).toThrow(
      'expected chunks reactDomClient, found none',
    );
  });
});
