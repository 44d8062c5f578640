import { defineRemotePages, hubPage, productPage } from '@mboa/shared';

/**
 * The contract this remote exposes to the shell: one lazily loaded chunk per page. Every page
 * but /ways-to-bank is a content record rendered by a shared template.
 */
export default defineRemotePages({
  '/personal-banking': hubPage(() => import('./content/hub')),
  // Accounts
  '/deposit_ccount': productPage(() => import('./content/accounts/depositAccount')),
  '/credit_account': productPage(() => import('./content/accounts/creditAccount')),
  '/savings_account': productPage(() => import('./content/accounts/savingsAccount')),
  '/student-Account': productPage(() => import('./content/accounts/studentAccount')),
  '/daily_saving_account': productPage(() => import('./content/accounts/dailySavingsAccount')),
  '/minor_account': productPage(() => import('./content/accounts/minorAccount')),
  '/individual_account': productPage(() => import('./content/accounts/individualAccount')),
  // Services
  '/personal-account': productPage(() => import('./content/services/personalAccount')),
  '/virtual-card': productPage(() => import('./content/services/virtualCard')),
  '/personal-loans': productPage(() => import('./content/services/personalLoans')),
  '/transfer': productPage(() => import('./content/services/transfer')),
  '/Deposit': productPage(() => import('./content/services/deposit')),
  '/pay-bills': productPage(() => import('./content/services/payBills')),
  '/flight-ticket': productPage(() => import('./content/services/flightTicket')),
  '/purchase': productPage(() => import('./content/services/purchase')),
  '/bank_transfer': productPage(() => import('./content/services/bankTransfer')),
  // Channels: its own layout, composed of the shared primitives
  '/ways-to-bank': () => import('./pages/WaysToBankPage'),
});
