import { identity } from '../identity';

/**
 * The reviewed list of texts that are the same in English and French: names, numbers and codes.
 * The records tests (untranslatedTexts) and the browser test comparing each page in both
 * languages accept these, and nothing else, unchanged in French. Add to it only what a French
 * reader reads as it is written in English.
 */
export const SAME_IN_BOTH_LANGUAGES: readonly string[] = [
  identity.name,
  identity.shortName,
  identity.address.city,
  identity.address.street,
  // The branches' towns and streets, written as on the spot.
  ...identity.branches.flatMap((branch) => [branch.town, branch.street]),
  identity.email.fraud,
  identity.email.info,
  identity.email.support,
  identity.phone.plain,
  identity.phone.whatsapp,
  identity.ussdCode,
  'WhatsApp',
  'Facebook',
  'Instagram',
  'LinkedIn',
  'X',
  'App Store',
  'Google Play',
  'USSD',
  'Mobile Money',
  'MTN Mobile Money',
  'Orange Money',
  'Email',
  'E-mail',
  'Blog',
  'Njangie',
  'Minimum',
  'Maximum',
  'Total',
  'Date',
  'Description',
  'Type',
  'Options',
  'Services',
  'Transport',
  'Communication',
  'Question',
  'Questions',
  // The one cookie's name and the browser storage keys, in the Legal page's tables: data, the same in both languages.
  'verified_account',
  'mboa:language-offer-dismissed',
  'mboa:shell-release-reload',
];
