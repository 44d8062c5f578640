// Every page record of every package, in each language (the `*.en.ts` and `*.fr.ts` files: a
// page's words are data, one record per language), loaded as the pages load them, for the tests
// that read the site's words across packages.
import { textsOf } from '../../shared/src/testing/recordTexts';

/** A record file's exports, with the package-relative file it came from and its language. */
export interface PageRecordFile {
  /** e.g. `shell/src/pages/home/home.fr.ts` */
  readonly file: string;
  readonly language: 'en' | 'fr';
  readonly exports: Record<string, unknown>;
}

export interface RecordText {
  /** The file and the field: `shell/src/pages/home/home.fr.ts: default.hero.lead`. */
  readonly where: string;
  readonly text: string;
}

const modules = import.meta.glob<Record<string, unknown>>(
  ['../../{shared,shell,personal-banking,business-banking,group-societies,verify-statement}/src/**/*.{en,fr}.ts', '!**/*.test.ts'],
  { eager: true },
);

export const PACKAGE_RECORDS: readonly PageRecordFile[] = Object.entries(modules).map(([path, exports]) => ({
  file: path.replace(/^\.\.\/\.\.\//, ''),
  language: path.endsWith('.fr.ts') ? 'fr' : 'en',
  exports,
}));

/** Every text of a record file's exports, data fields (paths, mailboxes, ids) left out. */
export function textsOfRecord(record: PageRecordFile): RecordText[] {
  return textsOf(record.exports, '').map(({ where, text }) => ({ where: `${record.file}: ${where.slice(1)}`, text }));
}
