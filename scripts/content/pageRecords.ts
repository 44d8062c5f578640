// Every page record of every package, in each language (the `*.en.ts` and `*.fr.ts` files: a
// page's words are data, one record per language), loaded as the pages load them, for the tests
// that read the site's words across packages.

/** A record file's exports, with the package-relative file it came from and its language. */
export interface PageRecordFile {
  /** e.g. `shell/src/content/home.fr.ts` */
  readonly file: string;
  readonly language: 'en' | 'fr';
  readonly exports: Record<string, unknown>;
}

export interface RecordText {
  /** The file and the field: `shell/src/content/home.fr.ts: default.hero.lead`. */
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

/** Every string of a record file's exports (functions are called with no argument where they take none). */
export function textsOfRecord(record: PageRecordFile): RecordText[] {
  const texts: RecordText[] = [];
  const walk = (value: unknown, where: string, seen: Set<unknown>) => {
    if (typeof value === 'string') texts.push({ where: `${record.file}: ${where}`, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${where}[${index}]`, seen));
    else if (typeof value === 'object' && value !== null && !seen.has(value)) {
      seen.add(value);
      for (const [key, item] of Object.entries(value)) walk(item, `${where}.${key}`, seen);
    }
  };
  for (const [name, value] of Object.entries(record.exports)) walk(value, name, new Set());
  return texts;
}
