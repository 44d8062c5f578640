// How a request's path matches a route, wherever it is decided: the shell's router and route
// lookups (shared/src/routes.ts) and both hosts (hosting/lib/routes.mjs). Case-insensitive, a
// trailing slash ignored. Plain JavaScript, so the hosts (Node, no TypeScript) read it too.

/** The spelling two paths of the same route share. @param {string} path */
export function normaliseRoutePath(path) {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}

/**
 * The site's languages. English is at the product contract's paths; every other language at the
 * same path under its own prefix (`/fr/savings_account`, `/fr` for the home page).
 */
export const LANGUAGES = /** @type {const} */ (['en', 'fr']);
export const DEFAULT_LANGUAGE = 'en';

/** The locale dates, numbers and plurals are written in (`Intl`), by language. */
export const LOCALES = Object.freeze({ en: 'en-CM', fr: 'fr-CM' });

/** The path prefix of a language: '' for English, '/fr' for French. @param {'en' | 'fr'} language */
export function languagePrefix(language) {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

/**
 * The address of a path in a language: `/savings_account` → `/fr/savings_account`, `/` → `/fr`.
 * A section anchor stays as it is (`/group-societies#loan_application` → `/fr/group-societies#loan_application`).
 * @param {string} path a path of the English site, starting with '/'
 * @param {'en' | 'fr'} language
 */
export function pathInLanguage(path, language) {
  const prefix = languagePrefix(language);
  if (!prefix) return path;
  if (path === '/') return prefix;
  return path.startsWith('/#') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`;
}

/**
 * The language of a request's path and the path without its language prefix (matched as routes
 * are: case-insensitively): `/fr/Savings_Account` → fr, `/Savings_Account`; `/FR` → fr, `/`.
 * @param {string} pathname
 * @returns {{ language: 'en' | 'fr', path: string }}
 */
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
