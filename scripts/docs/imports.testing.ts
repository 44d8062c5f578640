import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { ROOT } from '../lib/packages.mjs';

const SHARED_EXPORTS = (
  JSON.parse(readFileSync(join(ROOT, 'shared/package.json'), 'utf8')) as { exports: Record<string, string> }
).exports;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

/** The repository files a file's static and dynamic imports name, `@mboa/shared` through its exports. */
export function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specifiers = [...text.matchAll(/(?:from\s*|import\s*\(?\s*)'([^']+)'/g)].map((match) => match[1]!);
  return specifiers.flatMap((specifier) => {
    let base: string;
    if (specifier.startsWith('.')) base = normalize(join(dirname(file), specifier));
    else if (specifier === '@mboa/shared' || specifier.startsWith('@mboa/shared/')) {
      const target = SHARED_EXPORTS[`.${specifier.slice('@mboa/shared'.length)}`];
      if (!target) return [];
      base = normalize(join('shared', target));
    } else return [];
    const found = EXTENSIONS.map((extension) => base + extension).find(
      (candidate) => existsSync(join(ROOT, candidate)) && !candidate.endsWith('/'),
    );
    return found ? [found] : [];
  });
}
