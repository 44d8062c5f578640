// How a request's path matches a route, in the shell and both hosts: case-insensitive, a trailing
// slash ignored.

export function normaliseRoutePath(path) {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/** English at the product contract's paths, every other language under its prefix (`/fr`). */
export const LANGUAGES = /** @type {const} */ (['en', 'fr']);
export const DEFAULT_LANGUAGE = 'en';

export const LOCALES = Object.freeze({ en: 'en-CM', fr: 'fr-CM' });

export function languagePrefix(language) {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/** `/savings_account` → `/fr/savings_account`, `/` → `/fr`, `/#x` → `/fr#x`. */
export function pathInLanguage(path, language) {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  if (path === '/') return prefix;
  return path.startsWith('/#') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/** `/fr/Savings_Account` → fr, `/Savings_Account`; `/FR` → fr, `/`. */
export function languageOfPath(pathname) {
  for (const language of LANGUAGES) {
    const prefix = languagePrefix(language);
    if (!prefix) continue;
    const lower = pathname.toLowerCase();
    if (lower === prefix || lower === `${prefix}/`) return { language, path: '/' };
    if (lower.startsWith(`${prefix}/`)) return { language, path: pathname.slice(prefix.length) };
  }
  return { language: DEFAULT_LANGUAGE, path: pathname };
}
