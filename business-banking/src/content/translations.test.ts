import type { HubContent, ProductPageContent, Translations } from '@mboa/shared';
import { describeRecordsInBothLanguages } from '@mboa/shared/testing/translations';
import remote from '../exposedPages';

/** Each page's records, by route: the same modules the pages object loads. */
const PAGES: Record<string, Translations<ProductPageContent | HubContent>> = {
  '/business-banking': { en: () => import('./hub.en'), fr: () => import('./hub.fr') },
  '/business_saving_account': {
    en: () => import('./accounts/businessSavingsAccount.en'),
    fr: () => import('./accounts/businessSavingsAccount.fr'),
  },
  '/business_deposit_account': {
    en: () => import('./accounts/businessDepositAccount.en'),
    fr: () => import('./accounts/businessDepositAccount.fr'),
  },
  '/corperate_account': {
    en: () => import('./accounts/corporateAccount.en'),
    fr: () => import('./accounts/corporateAccount.fr'),
  },
  '/group_account': { en: () => import('./accounts/groupAccount.en'), fr: () => import('./accounts/groupAccount.fr') },
  '/church_account': {
    en: () => import('./accounts/churchAccount.en'),
    fr: () => import('./accounts/churchAccount.fr'),
  },
  '/business_credit_account': {
    en: () => import('./accounts/businessCreditAccount.en'),
    fr: () => import('./accounts/businessCreditAccount.fr'),
  },
  '/business_loans': {
    en: () => import('./services/businessLoans.en'),
    fr: () => import('./services/businessLoans.fr'),
  },
  '/business_online_banking': {
    en: () => import('./services/businessOnlineBanking.en'),
    fr: () => import('./services/businessOnlineBanking.fr'),
  },
  '/business_online_support': {
    en: () => import('./services/businessOnlineSupport.en'),
    fr: () => import('./services/businessOnlineSupport.fr'),
  },
  '/business-online-banking-signup': {
    en: () => import('./services/businessOnlineBankingSignup.en'),
    fr: () => import('./services/businessOnlineBankingSignup.fr'),
  },
};

describeRecordsInBothLanguages('business-banking', remote, PAGES, (content) =>
  'banner' in content ? content.banner.title : content.title,
);
