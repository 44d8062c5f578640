import type { AppStoreBadgeText } from '@mboa/shared';
import { createContext, useContext } from 'react';
import type { ChromeText } from './chrome';

/**
 * The text of the site's chrome (header, footer, not-found and error screens, loading labels,
 * app store badges) in the page's language: its record (chrome.<language>.ts) is
 * loaded before the app's first render and provided around the whole app.
 */
export const ChromeTextContext = createContext<ChromeText | null>(null);

export function useChromeText(): ChromeText {
  const text = useContext(ChromeTextContext);
  if (!text) throw new Error('useChromeText: the app renders inside ChromeTextContext (routing/App.tsx).');
  return text;
}

/** The app store badges' first lines, in the page's language: for any page that shows the badges. */
export function useAppStoreBadgeText(): AppStoreBadgeText {
  return useChromeText().appStoreBadges;
}
