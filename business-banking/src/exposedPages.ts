import { defineRemotePages, hubPage, productPage } from '@mboa/shared';

/**
 * The contract this remote exposes to the shell: one lazily loaded chunk per page. Every page
 * is a content record rendered by a shared template.
 */
export default defineRemotePages({
  '/business-banking': hubPage(() => import('./content/hub')),
  // Accounts
  '/business_saving_account': productPage(() => import('./content/accounts/businessSavingsAccount')),
  '/business_deposit_account': productPage(() => import('./content/accounts/businessDepositAccount')),
  '/corperate_account': productPage(() => import('./content/accounts/corporateAccount')),
  '/group_account': productPage(() => import('./content/accounts/groupAccount')),
  '/church_account': productPage(() => import('./content/accounts/churchAccount')),
  '/business_credit_account': productPage(() => import('./content/accounts/businessCreditAccount')),
  // Loans and services
  '/business_loans': productPage(() => import('./content/services/businessLoans')),
  '/business_online_banking': productPage(() => import('./content/services/businessOnlineBanking')),
  '/business_online_support': productPage(() => import('./content/services/businessOnlineSupport')),
});
