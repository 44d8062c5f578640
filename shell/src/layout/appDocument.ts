import type { Identity } from '@mboa/shared';

/**
 * The words of the shell's index.html, the fallback for a page not composed, written in at build time by
 * build/appDocumentPlugin.ts (which gives the identity). It serves either language, so its noscript note is in both.
 */
export function appDocumentText(identity: Identity) {
  return {
    title: identity.name,
    description: `${identity.name}, ${identity.address.city}, ${identity.address.country.en}: accounts, loans, njangie group savings and ways to bank.`,
    noscript: [
      { lang: 'en', text: `This site needs JavaScript. You can also reach us on ${identity.phone.plain}.` },
      {
        lang: 'fr',
        text: `Ce site a besoin de JavaScript. Vous pouvez aussi nous joindre au ${identity.phone.plain}.`,
      },
    ],
  } as const;
}
