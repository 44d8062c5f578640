import type { CallToAction } from '../content/productPage';
import { identity } from '../identity';
import { DEFAULT_LANGUAGE, localisedHref, type Language } from '../language/language';

/**
 * The href of a call to action: a mailto: link with its subject, or the path in the page's
 * language (a relative path stays relative: it resolves against the page's own address).
 */
export function callToActionHref(action: CallToAction, language: Language = DEFAULT_LANGUAGE): string {
  if (action.kind === 'mail') {
    return `mailto:${identity.email[action.mailbox]}?subject=${encodeURIComponent(action.subject)}`;
  }
  return localisedHref(action.to, language);
}
