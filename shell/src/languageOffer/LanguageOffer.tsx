import { languageOfPath, otherLanguage, pathInLanguage, useLanguage } from '@mboa/shared';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useChromeText } from '../chrome/chromeText';
import { LANGUAGE_OFFER_DISMISSED } from './languageOfferKey';

/** Whether the browser prefers `language` to the page's: its first preferred language of the site's two decides. */
export function browserPrefers(language: string, pageLanguage: string, preferred: readonly string[]): boolean {
  const first = preferred
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find((tag) => tag === language || tag === pageLanguage);
  return first === language;
}

/**
 * The offer of this page in the other language, to a browser that prefers it, fixed to the window so nothing moves.
 * Shown after the app starts, as the HTML is the same for everyone; no address ever redirects.
 */
export function LanguageOffer() {
  const offer = useChromeText().languageOffer;
  const other = otherLanguage(useLanguage());
  const { pathname } = useLocation();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    // Storage is read only for a browser that prefers the other language: a first read can block a slow phone.
    if (!offer.text || !browserPrefers(other, otherLanguage(other), navigator.languages ?? [navigator.language]))
      return;
    let dismissed = false;
    try {
      dismissed = window.localStorage.getItem(LANGUAGE_OFFER_DISMISSED) === other;
    } catch {
      // Storage refused (private mode): the offer shows, and a dismissal lasts for the page.
    }
    // Set only to show it: a state update while the page is still hydrating would make React
    // hydrate the rest at once, in one long task.
    if (!dismissed) setShown(true);
  }, [offer.text, other]);

  if (!shown) return null;
  const dismiss = () => {
    setShown(false);
    try {
      window.localStorage.setItem(LANGUAGE_OFFER_DISMISSED, other);
    } catch {
      // See above.
    }
  };
  return (
    <aside className="language-offer" lang={other} aria-label={offer.text}>
      <p className="language-offer__text">
        {offer.text}{' '}
        <a href={pathInLanguage(languageOfPath(pathname).path, other)} hrefLang={other}>
          {offer.link}
        </a>
      </p>
      <button type="button" className="button button--secondary language-offer__dismiss" onClick={dismiss}>
        {offer.dismiss}
      </button>
    </aside>
  );
}
