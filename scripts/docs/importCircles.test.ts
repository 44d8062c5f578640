// No import circles in the packages' source, type imports and lazy imports included: a module that needs
// another which needs it back is one idea in two files.
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/packages.mjs';
import { importsOf } from './imports.testing';

const PACKAGES = ['shared', 'shell', 'personal-banking', 'business-banking', 'group-societies', 'verify-statement'];
const SOURCE = /^[^/]+\/src\/.*\.(?:tsx?|mjs)$/;
const NOT_SOURCE = /\.(?:test|testing)\.|\/testing\/|\.d\.m?ts$/;

/** Every circle of imports among the files, each as the files it passes through. */
export function importCircles(files: readonly string[], importsOfFile: (file: string) => string[]): string[][] {
  const known = new Set(files);
  const state = new Map<string, 'open' | 'done'>();
  const circles: string[][] = [];
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    for (const imported of importsOfFile(file).filter((next) => known.has(next))) {
      if (state.get(imported) === 'open') circles.push([...path.slice(path.indexOf(imported)), file, imported]);
      else if (!state.has(imported)) visit(imported, [...path, file]);
    }
    state.set(file, 'done');
  };
  for (const file of files) if (!state.has(file)) visit(file, []);
  return circles;
}

describe('importCircles', () => {
  it('finds a circle through lazy and type imports, and none in a tree', () => {
    const graph: Record<string, string[]> = { a: ['b'], b: ['c'], c: ['a'], d: ['a'] };
    expect(importCircles(Object.keys(graph), (file) => graph[file]!)).toEqual([['a', 'b', 'c', 'a']]);
    expect(importCircles(['a', 'b'], (file) => (file === 'a' ? ['b'] : []))).toEqual([]);
  });
});

describe.each(PACKAGES)('%s', (pkg) => {
  it('has no import circle', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', pkg], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file));
    expect(files.length).toBeGreaterThan(0);
    expect(importCircles(files, importsOf)).toEqual([]);
  });
});
