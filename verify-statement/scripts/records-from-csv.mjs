#!/usr/bin/env node
// npm run records -w verify-statement -- <statements.csv> [<output.json>] (docs/verify-statement.md).
// Drawn prefixes are written back into the CSV first: the operator names each file by it.
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
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

const inputPath = resolve(operatorFolder, input);
const result = await recordsFromCsv(await readFile(inputPath, 'utf8'));
if (!result.ok) {
  console.error(`${input}: not converted, nothing written.`);
  for (const error of result.errors) console.error(`  ${error}`);
  process.exit(1);
}
if (result.drawn > 0) {
  // Whole or not at all: the CSV is the only place the prefixes are kept in clear.
  const temporary = `${inputPath}.${randomBytes(6).toString('hex')}.tmp`;
  await writeFile(temporary, result.csv, { flag: 'wx', mode: 0o600 });
  await rename(temporary, inputPath);
  console.log(
    `${result.drawn} prefix${result.drawn === 1 ? '' : 'es'} drawn and written into ${inputPath}: publish each statement's PDF as /statements/{prefix} - {referenceNumber} - {accountNumber}.pdf`,
  );
}
const outputPath = resolve(operatorFolder, output);
await writeFile(outputPath, `${JSON.stringify(result.file, null, 2)}\n`);
console.log(
  `${result.count} statement${result.count === 1 ? '' : 's'} written to ${outputPath} (${result.file.algorithm}, ${result.file.iterations} iterations, new salt)`,
);
console.log('Rebuild and deploy verify-statement (npm run build -w verify-statement) to publish them.');
