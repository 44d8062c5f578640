import { describe, expect, it } from 'vitest';
import { commentLines, commentShares } from './commentShare.mjs';

describe('commentLines', () => {
  it('counts line comments and the lines of comment blocks among the non-blank lines, not code with a comment after it', () => {
    const text = [
      '// one',
      'const a = 1; // code first',
      '',
      '/**',
      ' * two',
      ' */',
      'const b = 2;',
      '/* three */',
      'const c = a + b;',
    ].join('\n');
    expect(commentLines(text)).toEqual({ comments: 5, lines: 8 });
  });
});

describe('commentShares', () => {
  it('adds up each top folder and the whole, root files apart', () => {
    const files: Record<string, string> = {
      'shell/a.ts': '// x\nconst a = 1;',
      'shell/b.ts': 'const b = 1;',
      'hosting/c.mjs': '// y\n// z',
      'vitest.setup.ts': 'x();',
    };
    const { all, byPackage } = commentShares(Object.keys(files), (file: string) => files[file]!);
    expect(all).toEqual({ comments: 3, lines: 6 });
    expect(Object.fromEntries(byPackage)).toEqual({
      shell: { comments: 1, lines: 3 },
      hosting: { comments: 2, lines: 2 },
      '(root files)': { comments: 0, lines: 1 },
    });
  });
});
