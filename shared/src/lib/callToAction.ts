import type { CallToAction } from '../content/productPage';
import { identity } from '../identity';
import { DEFAULT_LANGUAGE, localisedHref, type Language } from '../language/language';

export function callToActionHref(action: CallToAction, language: Language = DEFAULT_LANGUAGE): string {
  if (action.kind === 'mail') {
    return `mailto:${identity.email[action.mailbox]}?subject=${encodeURIComponent(action.subject)}`;
  }
  return localisedHref(action.to, language);
}
