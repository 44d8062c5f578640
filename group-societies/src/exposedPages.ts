import { defineRemotePages, hubPage, productPage } from '@mboa/shared';

/**
 * The contract this remote exposes to the shell: one lazily loaded chunk per page and language.
 * Every page is a content record in each language, rendered by a shared template.
 */
export default defineRemotePages({
  '/group-societies': hubPage({ en: () => import('./content/hub.en'), fr: () => import('./content/hub.fr') }),
  '/njangie': productPage({
    en: () => import('./content/accounts/njangieAccount.en'),
    fr: () => import('./content/accounts/njangieAccount.fr'),
  }),
  '/meetings': productPage({
    en: () => import('./content/accounts/meetingHouseAccount.en'),
    fr: () => import('./content/accounts/meetingHouseAccount.fr'),
  }),
  '/church': productPage({
    en: () => import('./content/accounts/churchAccount.en'),
    fr: () => import('./content/accounts/churchAccount.fr'),
  }),
});
