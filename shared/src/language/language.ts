import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '../routePath.mjs';

export { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, languageOfPath, languagePrefix, pathInLanguage } from '../routePath.mjs';
export type { Language } from '../routePath.mjs';

/** Each language's own name for itself: the text of the link to it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français' };

/** The language other than `language` (the site has two). */
export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'fr' : 'en';
}

/**
 * The language of the page being rendered. The shell provides it around the whole app; a
 * remote's page loader provides it around the page it returns (the remote has its own copy of
 * this module), so a shared component reads it the same way in both.
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/**
 * A link target as a page in `language` writes it: a page's path (`/login`, `/group-societies#loan_application`)
 * gets the language's prefix; anything else (a mail link, another site, a same-page anchor, a
 * file such as a statement download, a relative path, which resolves against the page's own
 * address) stays.
 */
export function localisedHref(href: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  const path = href.split(/[?#]/)[0]!;
  const isFile = /\.[^/]*$/.test(path);
  return isFile ? href : pathInLanguage(href, language);
}

/** `localisedHref` in the language of the page being rendered. */
export function useLocalisedHref(): (href: string) => string {
  const language = useLanguage();
  return (href) => localisedHref(href, language);
}
