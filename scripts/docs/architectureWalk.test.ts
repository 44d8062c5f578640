// docs/architecture.md's walk of one route, held to the code: every file it lists exists, and
// each is reached from the step it names, by an import or through the file named between them.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/packages.mjs';
import { importsOf } from './imports.testing';

const DOC = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
const WALK = DOC.slice(DOC.indexOf('## One route, from URL to page'));
const MAX_FILES_A_PATH = 15;
const MAX_WORDS = 20;

interface Step {
  readonly number: number;
  readonly file: string;
  readonly from?: number;
  readonly through?: string;
}

/** The numbered steps of each `###` path: "N. `file` (from M)" or "N. `file` (from M through `joint`)". */
function pathsOf(walk: string): Map<string, Step[]> {
  const paths = new Map<string, Step[]>();
  for (const part of walk.split(/^### /m).slice(1)) {
    const title = part.slice(0, part.indexOf('\n'));
    const steps = [...part.matchAll(/^(\d+)\. `([^`]+)`(?: \(from (\d+)(?: through `([^`]+)`)?\))?/gm)].map(
      (match) => ({
        number: Number(match[1]),
        file: match[2]!,
        ...(match[3] ? { from: Number(match[3]) } : {}),
        ...(match[4] ? { through: match[4] } : {}),
      }),
    );
    if (steps.length > 0) paths.set(title, steps);
  }
  return paths;
}

/** The file imports the other, directly or through a module that only passes its names on (shared's index). */
function imports(file: string, other: string): boolean {
  const direct = importsOf(file);
  return (
    direct.includes(other) ||
    direct.some((imported) => imported.endsWith('/index.ts') && importsOf(imported).includes(other))
  );
}

const nameIn = (source: string, joint: string) =>
  readFileSync(join(ROOT, source), 'utf8').includes(joint.split('/').pop()!);

/** The joint's name in the file or in one it imports. */
function names(file: string, joint: string): boolean {
  return [file, ...importsOf(file)].some((source) => nameIn(source, joint));
}

/** The joint's name in the build of the file's package: its vite.config.ts and the build modules that imports, three deep. */
function buildNames(file: string, joint: string): boolean {
  let sources = [`${file.slice(0, file.indexOf('/'))}/vite.config.ts`].filter((config) =>
    existsSync(join(ROOT, config)),
  );
  for (let depth = 0; depth < 3; depth += 1) {
    if (sources.some((source) => nameIn(source, joint))) return true;
    sources = sources.flatMap(importsOf);
  }
  return false;
}

const PATHS = pathsOf(WALK);

describe('docs/architecture.md’s walk of /savings_account', () => {
  it('has the four paths: deploy time, both hosts, the browser', () => {
    expect(PATHS.size).toBe(4);
  });

  it.each([...PATHS])('%s: at most 15 files, each there and numbered in order', (_title, steps) => {
    expect(steps.length).toBeLessThanOrEqual(MAX_FILES_A_PATH);
    expect(steps.map((step) => step.number)).toEqual(steps.map((_, index) => index + 1));
    for (const { file } of steps) expect(existsSync(join(ROOT, file)), file).toBe(true);
  });

  it.each([...PATHS])(
    '%s: each file reached from an earlier step, by an import or through the joint it names',
    (_title, steps) => {
      for (const step of steps.slice(1)) {
        expect(step.from, `${step.file} names the step it is reached from`).toBeDefined();
        const from = steps.find((candidate) => candidate.number === step.from);
        expect(from && from.number < step.number, `${step.file}: step ${step.from} comes before it`).toBe(true);
        if (step.through) {
          expect(names(from!.file, step.through), `${from!.file} names ${step.through}`).toBe(true);
          const joined =
            step.through === step.file || names(step.file, step.through) || buildNames(step.file, step.through);
          expect(joined, `${step.file}, or the build that makes it, names ${step.through}`).toBe(true);
        } else {
          expect(imports(from!.file, step.file), `${from!.file} imports ${step.file}`).toBe(true);
        }
      }
    },
  );

  it(`teaches at most ${MAX_WORDS} words, each once, each defined in a file there`, () => {
    const table = WALK.slice(0, WALK.indexOf('\n### '));
    const rows = [...table.matchAll(/^\| ([^|]+) \| [^|]+ \| ([^|]+) \|$/gm)].slice(1);
    const words = rows.map((row) => row[1]!.trim());
    expect(words.length).toBeGreaterThan(0);
    expect(words.length).toBeLessThanOrEqual(MAX_WORDS);
    expect(new Set(words).size).toBe(words.length);
    for (const row of rows)
      for (const [, file] of row[2]!.matchAll(/`([^`]+)`/g)) expect(existsSync(join(ROOT, file!)), file).toBe(true);
  });
});
