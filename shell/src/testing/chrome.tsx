import { LanguageContext, type Language } from '@mboa/shared';
import type { ReactNode } from 'react';
import type { ChromeText } from '../chrome/chrome';
import chromeEn from '../chrome/chrome.en';
import chromeFr from '../chrome/chrome.fr';
import { ChromeTextContext } from '../chrome/chromeText';

/** The chrome's records, loaded: tests read them as the app does (App.tsx provides them). */
export const CHROME_TEXT: Readonly<Record<Language, ChromeText>> = { en: chromeEn, fr: chromeFr };

/** What App provides around every part of the site: the language and the chrome's text in it. */
export function InLanguage({ language = 'en', children }: { language?: Language; children: ReactNode }) {
  return (
    <LanguageContext value={language}>
      <ChromeTextContext value={CHROME_TEXT[language]}>{children}</ChromeTextContext>
    </LanguageContext>
  );
}
