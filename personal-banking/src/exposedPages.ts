import { defineRemotePages, hubPage, localisedPage, productPage } from '@mboa/shared';

/**
 * The contract this remote exposes to the shell: one lazily loaded chunk per page and language.
 * Every page but /ways-to-bank is a content record rendered by a shared template.
 */
export default defineRemotePages({
  '/personal-banking': hubPage({ en: () => import('./content/hub.en'), fr: () => import('./content/hub.fr') }),
  // Accounts
  '/deposit_ccount': productPage({
    en: () => import('./content/accounts/depositAccount.en'),
    fr: () => import('./content/accounts/depositAccount.fr'),
  }),
  '/credit_account': productPage({
    en: () => import('./content/accounts/creditAccount.en'),
    fr: () => import('./content/accounts/creditAccount.fr'),
  }),
  '/savings_account': productPage({
    en: () => import('./content/accounts/savingsAccount.en'),
    fr: () => import('./content/accounts/savingsAccount.fr'),
  }),
  '/student-Account': productPage({
    en: () => import('./content/accounts/studentAccount.en'),
    fr: () => import('./content/accounts/studentAccount.fr'),
  }),
  '/daily_saving_account': productPage({
    en: () => import('./content/accounts/dailySavingsAccount.en'),
    fr: () => import('./content/accounts/dailySavingsAccount.fr'),
  }),
  '/minor_account': productPage({
    en: () => import('./content/accounts/minorAccount.en'),
    fr: () => import('./content/accounts/minorAccount.fr'),
  }),
  '/individual_account': productPage({
    en: () => import('./content/accounts/individualAccount.en'),
    fr: () => import('./content/accounts/individualAccount.fr'),
  }),
  // Services
  '/personal-account': productPage({
    en: () => import('./content/services/personalAccount.en'),
    fr: () => import('./content/services/personalAccount.fr'),
  }),
  '/virtual-card': productPage({
    en: () => import('./content/services/virtualCard.en'),
    fr: () => import('./content/services/virtualCard.fr'),
  }),
  '/personal-loans': productPage({
    en: () => import('./content/services/personalLoans.en'),
    fr: () => import('./content/services/personalLoans.fr'),
  }),
  '/transfer': productPage({
    en: () => import('./content/services/transfer.en'),
    fr: () => import('./content/services/transfer.fr'),
  }),
  '/Deposit': productPage({
    en: () => import('./content/services/deposit.en'),
    fr: () => import('./content/services/deposit.fr'),
  }),
  '/pay-bills': productPage({
    en: () => import('./content/services/payBills.en'),
    fr: () => import('./content/services/payBills.fr'),
  }),
  '/flight-ticket': productPage({
    en: () => import('./content/services/flightTicket.en'),
    fr: () => import('./content/services/flightTicket.fr'),
  }),
  '/purchase': productPage({
    en: () => import('./content/services/purchase.en'),
    fr: () => import('./content/services/purchase.fr'),
  }),
  '/bank_transfer': productPage({
    en: () => import('./content/services/bankTransfer.en'),
    fr: () => import('./content/services/bankTransfer.fr'),
  }),
  // Channels: its own layout, composed of the shared primitives
  '/ways-to-bank': localisedPage(
    { en: () => import('./content/waysToBank.en'), fr: () => import('./content/waysToBank.fr') },
    () => import('./pages/WaysToBankPage').then((m) => m.default),
  ),
});
