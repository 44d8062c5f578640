// @vitest-environment node
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import shippedFile from '../src/content/statementRecords.json';
import { findStatementPrefix } from '../src/lib/matchStatement';
import { recordsFromCsv } from './statementRecordsCsv.mjs';

const HEADER = 'referenceNumber,idNumber,accountNumber,prefix';
// The sample's prefix, from shared/spec/decisions.md: `Verified Statement`, a space and 128 random bits in base64url.
const SAMPLE_PREFIX = 'Verified Statement TFMXJ0eLHiz-41twKSQPPA';
const SAMPLE_ROW = `MB-STM-2025-0042,112233445,37100012345,${SAMPLE_PREFIX}`;
const SAMPLE = { referenceNumber: 'MB-STM-2025-0042', idNumber: '112233445', accountNumber: '37100012345' };
const PREFIX_SHAPE = /^Verified Statement [A-Za-z0-9_-]{21}[AQgw]$/;
/** A well-formed prefix of its own for each n. */
const prefixOf = (n: number) => `Verified Statement ${String(n).padStart(21, '0')}A`;
const csv = (...lines: string[]) => `${lines.join('\n')}\n`;

async function converted(text: string, options?: { salt: string; iterations: number }) {
  const result = await recordsFromCsv(text, options);
  if (!result.ok) throw new Error(`expected a conversion, got ${result.errors.join('; ')}`);
  return result;
}
async function errorsOf(text: string) {
  const result = await recordsFromCsv(text);
  if (result.ok) throw new Error('expected the CSV to be refused');
  return result.errors;
}

describe('recordsFromCsv', () => {
  it("turns the sample CSV into the records file that ships with the page, given that file's salt", async () => {
    const sampleCsv = await readFile(
      fileURLToPath(new URL('../records/sample-statements.csv', import.meta.url)),
      'utf8',
    );
    expect((await converted(sampleCsv, { salt: shippedFile.salt, iterations: shippedFile.iterations })).file).toEqual(
      shippedFile,
    );
  });

  it('keeps only fingerprints, and declares the algorithm, iteration count and salt they were made with', async () => {
    const json = JSON.stringify((await converted(csv(HEADER, SAMPLE_ROW))).file);
    expect(json).not.toContain('MB-STM-2025-0042');
    expect(json).not.toContain('112233445');
    expect(json).not.toContain('37100012345');
    expect(json).toMatch(
      /^\{"algorithm":"PBKDF2-HMAC-SHA-256","iterations":600000,"salt":"[0-9a-f]{32}","records":\{"[0-9a-f]{64}":"Verified Statement TFMXJ0eLHiz-41twKSQPPA"\}\}$/,
    );
  });

  it('draws a fresh salt for every conversion, so the same statement gets another fingerprint each time', async () => {
    const first = (await converted(csv(HEADER, SAMPLE_ROW))).file;
    const second = (await converted(csv(HEADER, SAMPLE_ROW))).file;
    expect(second.salt).not.toBe(first.salt);
    expect(Object.keys(second.records)).not.toEqual(Object.keys(first.records));
    expect(await findStatementPrefix(SAMPLE, first)).toBe(SAMPLE_PREFIX);
    expect(await findStatementPrefix(SAMPLE, second)).toBe(SAMPLE_PREFIX);
  });

  it('draws a prefix of its own for each statement left without one: Verified Statement and 128 random bits, two statements two prefixes', async () => {
    const result = await converted(csv(HEADER, 'R-1,I-1,1,', 'R-2,I-2,2,'));
    const first = await findStatementPrefix(
      { referenceNumber: 'R-1', idNumber: 'I-1', accountNumber: '1' },
      result.file,
    );
    const second = await findStatementPrefix(
      { referenceNumber: 'R-2', idNumber: 'I-2', accountNumber: '2' },
      result.file,
    );
    expect(first).toMatch(PREFIX_SHAPE);
    expect(second).toMatch(PREFIX_SHAPE);
    expect(second).not.toBe(first);
    expect(result.drawn).toBe(2);
    // The operator's CSV with the prefixes drawn, in its own column order: what names each file.
    expect(result.csv).toBe(csv(HEADER, `R-1,I-1,1,${first}`, `R-2,I-2,2,${second}`));
    // Drawn again, the same statements get new prefixes: nothing about them is derived from the numbers.
    const again = await converted(csv(HEADER, 'R-1,I-1,1,', 'R-2,I-2,2,'));
    expect(Object.values(again.file.records)).not.toContain(first);
  });

  it('keeps a prefix the CSV gives, so a statement keeps its address from one run to the next', async () => {
    const result = await converted(
      csv(
        'prefix,referenceNumber,idNumber,accountNumber',
        `${SAMPLE_PREFIX},MB-STM-2025-0042,112233445,37100012345`,
        ',R,I,1',
      ),
    );
    expect(await findStatementPrefix(SAMPLE, result.file)).toBe(SAMPLE_PREFIX);
    expect(result.drawn).toBe(1);
    const drawn = await findStatementPrefix({ referenceNumber: 'R', idNumber: 'I', accountNumber: '1' }, result.file);
    expect(result.csv).toBe(
      csv(
        'prefix,referenceNumber,idNumber,accountNumber',
        `${SAMPLE_PREFIX},MB-STM-2025-0042,112233445,37100012345`,
        `${drawn},R,I,1`,
      ),
    );
  });

  it('refuses a prefix of any other shape: the old shared one, a guessable one, one with a character of another alphabet', async () => {
    const refused =
      'prefix must be "Verified Statement", a space and 22 base64url characters (128 random bits); leave it empty and the script draws one';
    for (const prefix of [
      'Verified Statement',
      'P',
      'Verified Statement 0000000000000000000001',
      'Verified Statement TFMXJ0eLHiz+41twKSQPPA',
      `${SAMPLE_PREFIX}A`,
      'Verified Statement TFMXJ0eLHiz-41twKSQPPB',
      'verified statement TFMXJ0eLHiz-41twKSQPPA',
    ]) {
      expect(await errorsOf(csv(HEADER, `R,I,1,${prefix}`)), prefix).toEqual([`line 2: ${refused}`]);
    }
  });

  it('refuses to write fewer than 600,000 iterations', async () => {
    await expect(recordsFromCsv(csv(HEADER, SAMPLE_ROW), { iterations: 599_999 })).rejects.toThrow(RangeError);
  });

  it('produces records the page matches exactly, and only exactly', async () => {
    const { file } = await converted(csv(HEADER, SAMPLE_ROW, `REF-2,ID-2,2,${prefixOf(2)}`));
    expect(await findStatementPrefix(SAMPLE, file)).toBe(SAMPLE_PREFIX);
    expect(await findStatementPrefix({ referenceNumber: 'REF-2', idNumber: 'ID-2', accountNumber: '2' }, file)).toBe(
      prefixOf(2),
    );
    expect(await findStatementPrefix({ ...SAMPLE, idNumber: 'ID-2' }, file)).toBeUndefined();
    expect(await findStatementPrefix({ ...SAMPLE, referenceNumber: 'mb-stm-2025-0042' }, file)).toBeUndefined();
    expect(await findStatementPrefix({ ...SAMPLE, accountNumber: '37100012345 ' }, file)).toBeUndefined();
  });

  it('accepts the columns in any order, quoted values, a byte-order mark and Windows line ends', async () => {
    const text = `\ufeffprefix,accountNumber,idNumber,referenceNumber\r\n"${SAMPLE_PREFIX}",37100012345,"112233445",MB-STM-2025-0042\r\n${prefixOf(1)},1,I,"R, certified"\r\n`;
    const { file, count } = await converted(text);
    expect(count).toBe(2);
    expect(await findStatementPrefix(SAMPLE, file)).toBe(SAMPLE_PREFIX);
    expect(
      await findStatementPrefix({ referenceNumber: 'R, certified', idNumber: 'I', accountNumber: '1' }, file),
    ).toBe(prefixOf(1));
  });

  it('gives the same file for the same statements in another order, with the same salt', async () => {
    const same = { salt: shippedFile.salt, iterations: shippedFile.iterations };
    const a = await converted(csv(HEADER, SAMPLE_ROW, `R,I,1,${prefixOf(1)}`), same);
    const b = await converted(csv(HEADER, `R,I,1,${prefixOf(1)}`, SAMPLE_ROW), same);
    expect(JSON.stringify(a.file)).toBe(JSON.stringify(b.file));
  });

  it('reports every malformed row with its line number, blank lines counted', async () => {
    const errors = await errorsOf(
      csv(
        HEADER,
        SAMPLE_ROW,
        'R-3,ID-3,3',
        '',
        `R-5,ID-5,5,${prefixOf(5)},extra`,
        `,ID-6,6,${prefixOf(6)}`,
        ` R-7,ID-7,7,${prefixOf(7)}`,
        `R-8,ID-8 ,8,${prefixOf(8)}`,
        `R-9,ID-9,12-34,${prefixOf(9)}`,
        `R-10,ID-10,10,${prefixOf(10)}\t`,
        `R/11,ID-11,11,${prefixOf(11)}`,
        'R-12,ID-12,12,Verified Statement',
        SAMPLE_ROW.replace(SAMPLE_PREFIX, prefixOf(13)),
        `R-14,ID-14,14,${SAMPLE_PREFIX}`,
      ),
    );
    expect(errors).toEqual([
      'line 3: expected 4 values (referenceNumber,idNumber,accountNumber,prefix), found 3',
      'line 5: expected 4 values (referenceNumber,idNumber,accountNumber,prefix), found 5',
      'line 6: referenceNumber is empty',
      'line 7: referenceNumber has spaces at its start or end; values are compared exactly, so remove them',
      'line 8: idNumber has spaces at its start or end; values are compared exactly, so remove them',
      'line 9: accountNumber must contain digits only',
      'line 10: prefix contains a tab, line break or other control character',
      "line 11: referenceNumber contains / or \\, which cannot be part of the statement's file name",
      'line 12: prefix must be "Verified Statement", a space and 22 base64url characters (128 random bits); leave it empty and the script draws one',
      'line 13: the same statement as line 2',
      'line 14: the same prefix as line 2; each statement needs its own',
    ]);
  });

  it('refuses values longer than the form accepts (64, 20 and 20 characters), with the line number', async () => {
    const atLimit = `${'R'.repeat(64)},${'I'.repeat(20)},${'1'.repeat(20)},`;
    expect((await converted(csv(HEADER, atLimit))).count).toBe(1);
    expect(
      await errorsOf(csv(HEADER, SAMPLE_ROW, `${'R'.repeat(65)},I,1,`, `R,${'I'.repeat(21)},${'1'.repeat(21)},`)),
    ).toEqual([
      'line 3: referenceNumber is longer than the 64 characters the form accepts, so no visitor could type it',
      'line 4: idNumber is longer than the 20 characters the form accepts, so no visitor could type it',
      'line 4: accountNumber is longer than the 20 characters the form accepts, so no visitor could type it',
    ]);
  });

  it('refuses the field separator and line breaks inside quoted values', async () => {
    expect(await errorsOf(csv(HEADER, 'A\u001fB,I,1,'))).toEqual([
      'line 2: referenceNumber contains a tab, line break or other control character',
    ]);
    expect(await errorsOf(csv(HEADER, 'R,"I\nJ",1,', 'S,I,1,'))).toEqual([
      'line 2: idNumber contains a tab, line break or other control character',
    ]);
  });

  it('refuses a missing or wrong header, an empty file and broken quoting', async () => {
    expect(await errorsOf('')).toEqual([
      'line 1: the file is empty: the header row must name the columns referenceNumber,idNumber,accountNumber,prefix',
    ]);
    expect(await errorsOf(csv(SAMPLE_ROW))).toEqual([
      `line 1: the header row must name the columns referenceNumber,idNumber,accountNumber,prefix (found ${SAMPLE_ROW})`,
    ]);
    expect(await errorsOf(csv(HEADER))).toEqual(['the file has no statements after its header row']);
    const [quoteError] = await errorsOf(csv(HEADER, SAMPLE_ROW, 'R,"I,1,'));
    expect(quoteError).toMatch(/^line 3: Quote Not Closed/);
  });
});

describe('the records script', () => {
  const folders: string[] = [];
  const temporaryFolder = async () => {
    const folder = await mkdtemp(join(tmpdir(), 'records-'));
    folders.push(folder);
    return folder;
  };
  afterAll(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

  const script = fileURLToPath(new URL('./records-from-csv.mjs', import.meta.url));
  const run = (args: string[]) => promisify(execFile)(process.execPath, [script, ...args]);

  it('writes the records file and says how many statements it holds', async () => {
    const folder = await temporaryFolder();
    await writeFile(join(folder, 'in.csv'), csv(HEADER, SAMPLE_ROW, `R,I,1,${prefixOf(1)}`));
    const { stdout } = await run([join(folder, 'in.csv'), join(folder, 'out.json')]);
    expect(stdout).toContain('2 statements written');
    const written = JSON.parse(await readFile(join(folder, 'out.json'), 'utf8'));
    expect(written).toMatchObject({ algorithm: 'PBKDF2-HMAC-SHA-256', iterations: 600_000 });
    expect(await findStatementPrefix(SAMPLE, written)).toBe(SAMPLE_PREFIX);
    // Every prefix was given: the operator's file is left as it was.
    expect(await readFile(join(folder, 'in.csv'), 'utf8')).toBe(csv(HEADER, SAMPLE_ROW, `R,I,1,${prefixOf(1)}`));
  });

  it('writes the prefixes it drew into the CSV, so the operator can name each file and the next run keeps them', async () => {
    const folder = await temporaryFolder();
    await writeFile(
      join(folder, 'in.csv'),
      '\ufeffreferenceNumber,idNumber,accountNumber,prefix\r\nR-1,I-1,1,\r\n"R-2, copy",I-2,2,\r\n',
    );
    const { stdout } = await run([join(folder, 'in.csv'), join(folder, 'out.json')]);
    expect(stdout).toContain('2 prefixes drawn');
    const written = JSON.parse(await readFile(join(folder, 'out.json'), 'utf8'));
    const first = await findStatementPrefix({ referenceNumber: 'R-1', idNumber: 'I-1', accountNumber: '1' }, written);
    const second = await findStatementPrefix(
      { referenceNumber: 'R-2, copy', idNumber: 'I-2', accountNumber: '2' },
      written,
    );
    expect([first, second].every((prefix) => PREFIX_SHAPE.test(prefix ?? ''))).toBe(true);
    expect(first).not.toBe(second);
    expect(await readFile(join(folder, 'in.csv'), 'utf8')).toBe(
      csv(HEADER, `R-1,I-1,1,${first}`, `"R-2, copy",I-2,2,${second}`),
    );
    // The next run, with a new salt, keeps both addresses.
    await run([join(folder, 'in.csv'), join(folder, 'again.json')]);
    const again = JSON.parse(await readFile(join(folder, 'again.json'), 'utf8'));
    expect(again.salt).not.toBe(written.salt);
    expect(Object.values(again.records).sort()).toEqual(Object.values(written.records).sort());
  });

  it('writes nothing and exits 1 with the line numbers when a row is malformed', async () => {
    const folder = await temporaryFolder();
    await writeFile(join(folder, 'in.csv'), csv(HEADER, SAMPLE_ROW, 'R,I,x,', `R,${'9'.repeat(21)},1,`));
    const failure = await run([join(folder, 'in.csv'), join(folder, 'out.json')]).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('line 3: accountNumber must contain digits only');
    expect(failure?.stderr).toContain('line 4: idNumber is longer than the 20 characters the form accepts');
    await expect(readFile(join(folder, 'out.json'))).rejects.toThrow();
    expect(await readFile(join(folder, 'in.csv'), 'utf8')).toBe(
      csv(HEADER, SAMPLE_ROW, 'R,I,x,', `R,${'9'.repeat(21)},1,`),
    );
  });
});
