// The texts of a page record, without its data: what the records tests and the cross-package
// word checks (scripts/content/) read. No React here, so Node tests can use it.

/**
 * Fields whose strings are data, not text: a link's path, a mailbox, a kind, an illustration's
 * file, an anchor, an icon's name. They are the same in both languages.
 */
export const DATA_FIELDS = new Set([
  'href',
  'to',
  'mailbox',
  'kind',
  'src',
  'anchor',
  'icon',
  'id',
  'name',
  'slug',
  'type',
  'autoComplete',
  'inputMode',
]);

/** Every text of a record, with where it is, data fields left out. */
export function textsOf(record: unknown, where = 'record'): { where: string; text: string }[] {
  if (typeof record === 'string') {
    const field = where.split('.').at(-1) ?? '';
    return DATA_FIELDS.has(field) ? [] : [{ where, text: record }];
  }
  if (Array.isArray(record)) return record.flatMap((item, index) => textsOf(item, `${where}[${index}]`));
  if (typeof record === 'object' && record !== null)
    return Object.entries(record).flatMap(([key, value]) => textsOf(value, `${where}.${key}`));
  return [];
}
