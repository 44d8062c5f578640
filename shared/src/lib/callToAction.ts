import type { CallToAction } from '../content/productPage';
import { identity } from '../identity';

/** The href of a call to action: a mailto: link with its subject, or the path as written. */
export function callToActionHref(action: CallToAction): string {
  if (action.kind === 'mail') {
    return `mailto:${identity.email[action.mailbox]}?subject=${encodeURIComponent(action.subject)}`;
  }
  return action.to;
}
