// Comment lines as a share of the non-blank lines of the source (tests, test support and
// declaration files aside): at most 15%, for the repository and for each package.
//   node scripts/lint/commentShare.mjs
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ROOT } from '../lib/packages.mjs';

export const MAX_COMMENT_SHARE = 0.15;

const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const NOT_SOURCE = /(?:^|\/)(?:e2e|testing|fixtures)\/|\.(?:test|testing|e2e)\.[^/]*$|\.d\.m?ts$/;

/** Comment lines and non-blank lines of a JavaScript or TypeScript file: `//` lines and the lines of `/* … *\/` blocks that hold no code. */
/** @param {string} text */
export function commentLines(text) {
  let comments = 0;
  let lines = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    lines += 1;
    if (inBlock) {
      comments += 1;
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('//')) comments += 1;
    else if (line.startsWith('/*')) {
      comments += 1;
      inBlock = !line.includes('*/');
    }
  }
  return { comments, lines };
}

/** The comment and source lines per top folder (a package, hosting, scripts) and in all. */
/** @typedef {{ comments: number, lines: number }} Lines */
/** @param {string[]} files @param {(file: string) => string} read */
export function commentShares(files, read) {
  /** @type {Map<string, Lines>} */
  const byPackage = new Map();
  for (const file of files) {
    const { comments, lines } = commentLines(read(file));
    const name = file.includes('/') ? file.slice(0, file.indexOf('/')) : '(root files)';
    const total = byPackage.get(name) ?? { comments: 0, lines: 0 };
    byPackage.set(name, { comments: total.comments + comments, lines: total.lines + lines });
  }
  const all = [...byPackage.values()].reduce(
    (sum, { comments, lines }) => ({ comments: sum.comments + comments, lines: sum.lines + lines }),
    { comments: 0, lines: 0 },
  );
  return { all, byPackage };
}

function main() {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => SOURCE.test(file) && !NOT_SOURCE.test(file));
  const { all, byPackage } = commentShares(files, (file) => readFileSync(`${ROOT}/${file}`, 'utf8'));
  const share = (/** @type {Lines} */ { comments, lines }) => (lines === 0 ? 0 : comments / lines);
  const over = [...byPackage].filter(([, total]) => share(total) > MAX_COMMENT_SHARE);
  const percent = (/** @type {Lines} */ total) => `${(share(total) * 100).toFixed(1)}%`;
  console.log(`Comment lines: ${percent(all)} of ${all.lines} source lines (at most ${MAX_COMMENT_SHARE * 100}%).`);
  for (const [name, total] of over) console.log(`  ${name}: ${percent(total)} of ${total.lines} lines`);
  if (share(all) > MAX_COMMENT_SHARE || over.length > 0) {
    console.error('Comments say the non-obvious in at most three lines; rationale and history go to docs/decisions/.');
    process.exitCode = 1;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
