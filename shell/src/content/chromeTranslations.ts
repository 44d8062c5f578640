import type { Translations } from '@mboa/shared';
import type { ChromeText } from './chrome';

/** The chrome's record in each language, a chunk each: a page loads its own language's only. */
export const chromeTranslations: Translations<ChromeText> = {
  en: () => import('./chrome.en'),
  fr: () => import('./chrome.fr'),
};

/** Its sources, as the client build's manifest names them (the server preloads the page's language's). */
export const chromeSource = (language: keyof Translations<ChromeText>) => `src/content/chrome.${language}.ts`;
