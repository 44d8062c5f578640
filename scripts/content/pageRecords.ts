// Every `*.en.ts` and `*.fr.ts` page record of every package, for the tests that read the site's words.
import { textsOf } from '../../shared/src/testing/recordTexts';

export interface PageRecordFile {
  readonly file: string;
  readonly language: 'en' | 'fr';
  readonly exports: Record<string, unknown>;
}

export interface RecordText {
  /** `shell/src/pages/home/home.fr.ts: default.hero.lead` */
  readonly where: string;
  readonly text: string;
}

const modules = import.meta.glob<Record<string, unknown>>(
  [
    '../../{shared,shell,personal-banking,business-banking,group-societies,verify-statement}/src/**/*.{en,fr}.ts',
    '!**/*.test.ts',
  ],
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
