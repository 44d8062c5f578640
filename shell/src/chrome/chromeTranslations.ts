import type { Translations } from '@mboa/shared';
import type { ChromeText } from './chrome';

/**
 * The chrome's record in each language, a chunk each: a page loads its own language's only. The
 * server build finds the files behind these imports (server/sourceOf.ts).
 */
export const chromeTranslations: Translations<ChromeText> = {
  en: () => import('./chrome.en'),
  fr: () => import('./chrome.fr'),
};
