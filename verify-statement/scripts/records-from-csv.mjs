#!/usr/bin/env node
// Usage (from the repository root):
//   npm run records -w verify-statement -- <statements.csv> [<output.json>]
// Reads the operator's CSV (columns referenceNumber,idNumber,accountNumber,prefix) and
// writes the records file the page ships, by default src/content/statementRecords.json, with a
// fresh random salt. Nothing is written when any row is malformed; each problem is printed with
// its line. Each statement costs one slow derivation (about 0.1 s of one core).
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordsFromCsv } from './statementRecordsCsv.mjs';

const DEFAULT_OUTPUT = fileURLToPath(new URL('../src/content/statementRecords.json', import.meta.url));
// npm runs workspace scripts in the package's folder; paths are meant from where the operator typed them.
const operatorFolder = process.env.INIT_CWD ?? process.cwd();

const [input, output = DEFAULT_OUTPUT] = process.argv.slice(2);
if (!input) {
  console.error('Usage: npm run records -w verify-statement -- <statements.csv> [<output.json>]');
  process.exit(2);
}

const result = await recordsFromCsv(await readFile(resolve(operatorFolder, input), 'utf8'));
if (!result.ok) {
  console.error(`${input}: not converted, nothing written.`);
  for (const error of result.errors) console.error(`  ${error}`);
  process.exit(1);
}
const outputPath = resolve(operatorFolder, output);
await writeFile(outputPath, `${JSON.stringify(result.file, null, 2)}\n`);
console.log(`${result.count} statement${result.count === 1 ? '' : 's'} written to ${outputPath} (${result.file.algorithm}, ${result.file.iterations} iterations, new salt)`);
console.log('Rebuild and deploy verify-statement (npm run build -w verify-statement) to publish them.');
