import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, pathInLanguage, type Language } from '../routePath.mjs';

export { DEFAULT_LANGUAGE, LANGUAGES, LOCALES, languageOfPath, languagePrefix, pathInLanguage } from '../routePath.mjs';
export type { Language } from '../routePath.mjs';

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français' };

export function otherLanguage(language: Language): Language {
  return language === 'en' ? 'fr' : 'en';
}

/** The shell provides it around the app, a remote's page loader around its page (it has its own copy). */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** A page's path gets the language's prefix; a mail link, another site, an anchor, a file or a relative path stays. */
export function localisedHref(href: string, language: Language): string {
  if (language === DEFAULT_LANGUAGE || !href.startsWith('/') || href.startsWith('//')) return href;
  const path = href.split(/[?#]/)[0]!;
  const isFile = /\.[^/]*$/.test(path);
  return isFile ? href : pathInLanguage(href, language);
}

export function useLocalisedHref(): (href: string) => string {
  const language = useLanguage();
  return (href) => localisedHref(href, language);
}
