import { defineRemotePages, hubPage, productPage } from '@mboa/shared';

/**
 * The contract this remote exposes to the shell: one lazily loaded chunk per page and language.
 * Every page is a content record in each language, rendered by a shared template.
 */
export default defineRemotePages({
  '/business-banking': hubPage({ en: () => import('./content/hub.en'), fr: () => import('./content/hub.fr') }),
  // Accounts
  '/business_saving_account': productPage({
    en: () => import('./content/accounts/businessSavingsAccount.en'),
    fr: () => import('./content/accounts/businessSavingsAccount.fr'),
  }),
  '/business_deposit_account': productPage({
    en: () => import('./content/accounts/businessDepositAccount.en'),
    fr: () => import('./content/accounts/businessDepositAccount.fr'),
  }),
  '/corperate_account': productPage({
    en: () => import('./content/accounts/corporateAccount.en'),
    fr: () => import('./content/accounts/corporateAccount.fr'),
  }),
  '/group_account': productPage({
    en: () => import('./content/accounts/groupAccount.en'),
    fr: () => import('./content/accounts/groupAccount.fr'),
  }),
  '/church_account': productPage({
    en: () => import('./content/accounts/churchAccount.en'),
    fr: () => import('./content/accounts/churchAccount.fr'),
  }),
  '/business_credit_account': productPage({
    en: () => import('./content/accounts/businessCreditAccount.en'),
    fr: () => import('./content/accounts/businessCreditAccount.fr'),
  }),
  // Loans and services
  '/business_loans': productPage({
    en: () => import('./content/services/businessLoans.en'),
    fr: () => import('./content/services/businessLoans.fr'),
  }),
  '/business_online_banking': productPage({
    en: () => import('./content/services/businessOnlineBanking.en'),
    fr: () => import('./content/services/businessOnlineBanking.fr'),
  }),
  '/business_online_support': productPage({
    en: () => import('./content/services/businessOnlineSupport.en'),
    fr: () => import('./content/services/businessOnlineSupport.fr'),
  }),
  // The page the seed's 'Get Started' leads to, which the seed left undefined.
  '/business-online-banking-signup': productPage({
    en: () => import('./content/services/businessOnlineBankingSignup.en'),
    fr: () => import('./content/services/businessOnlineBankingSignup.fr'),
  }),
});
