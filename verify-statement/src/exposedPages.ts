import { defineRemotePages, localisedPage } from '@mboa/shared';

/**
 * The contract this remote exposes to the shell: one lazily loaded chunk per page, and one per
 * record of each language, so a page downloads only its own language's text.
 */
export default defineRemotePages({
  '/verify-statement': localisedPage(
    { en: () => import('./content/verifyStatement.en'), fr: () => import('./content/verifyStatement.fr') },
    () => import('./pages/VerifyStatementPage').then((m) => m.default),
  ),
});
