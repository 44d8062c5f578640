import type { Language } from '../routePath.mjs';

/**
 * The English record's shape with each text any string and each fixed value (a path, a mailbox, a
 * size) the same: `satisfies Translated<typeof english>` (docs/languages.md).
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

export type Translations<Content> = { readonly [L in Language]: () => Promise<{ default: Content }> };
