import type { Language } from '../routePath.mjs';

/**
 * The type of a record's translation: the same fields, arrays and nesting as the English record
 * (`typeof english`), each text any string, each fixed value (a link's path, a mailbox, a kind,
 * an illustration's size) exactly the English one's. A French record declared
 * `satisfies Translated<typeof english>` fails the type check when a field is missing, extra,
 * or a link leads elsewhere. (Array lengths and the values of numbers are compared by
 * each package's records test.)
 */
export type Translated<T> = T extends string
  ? string extends T
    ? string
    : T
  : T extends number | boolean | null | undefined
    ? T
    : T extends readonly (infer Item)[]
      ? readonly Translated<Item>[]
      : { readonly [Key in keyof T]: Translated<T[Key]> };

/** A record's module in each language, each its own chunk: a page downloads only its language's. */
export type Translations<Content> = { readonly [L in Language]: () => Promise<{ default: Content }> };
