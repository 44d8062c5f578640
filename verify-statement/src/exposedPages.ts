import { defineRemotePages, localisedPage } from '@mboa/shared';

export default defineRemotePages({
  '/verify-statement': localisedPage(
    { en: () => import('./content/verifyStatement.en'), fr: () => import('./content/verifyStatement.fr') },
    () => import('./pages/VerifyStatementPage').then((m) => m.default),
  ),
});
