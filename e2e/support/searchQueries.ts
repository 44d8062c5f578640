// What members type into the site's search, in each language, and the page each must find among the first three
// results (e2e/site/search-quality.e2e.ts; docs/search.md has the hit rate). Misspellings as members write them.
export interface SearchQuery {
  readonly query: string;
  /** The page's address in the query's language. */
  readonly page: string;
}

/**
 * The queries whose page search ranks below the first three today, each with why: a bundle weighs a word by how
 * rare it is among its own section's pages, so a word most pages of a section use weighs little there.
 */
export const KNOWN_MISSES: Readonly<Record<string, string>> = {
  fees: 'each account page lists its own fees; the FAQs’ Fees topic comes after them',
  frais: 'each account page lists its own fees; the FAQs’ Fees topic comes after them',
};

export const SEARCH_QUERIES: Readonly<Record<'en' | 'fr', readonly SearchQuery[]>> = {
  en: [
    { query: 'student', page: '/student-Account' },
    { query: 'student account', page: '/student-Account' },
    { query: 'savings account', page: '/savings_account' },
    { query: 'saving acount', page: '/savings_account' },
    { query: 'fees', page: '/faqs' },
    { query: 'open an account', page: '/create-account' },
    { query: 'njangie', page: '/njangie' },
    { query: 'verify statement', page: '/verify-statement' },
    { query: 'church account', page: '/church' },
    { query: 'business loan', page: '/business_loans' },
    { query: 'personal loan', page: '/personal-loans' },
    { query: 'virtual card', page: '/virtual-card' },
    { query: 'pay bills', page: '/pay-bills' },
    { query: 'flight ticket', page: '/flight-ticket' },
    { query: 'send money', page: '/transfer' },
    { query: 'account for my child', page: '/minor_account' },
    { query: 'daily savings', page: '/daily_saving_account' },
    { query: 'corporate account', page: '/corperate_account' },
    { query: 'business online banking', page: '/business_online_banking' },
    { query: 'USSD', page: '/ways-to-bank' },
    { query: 'meeting house', page: '/meetings' },
    { query: 'jobs', page: '/career' },
    { query: 'contact', page: '/contact-us' },
    { query: 'forgot password', page: '/forgot_password' },
    { query: 'scam', page: '/blog' },
  ],
  fr: [
    { query: 'étudiant', page: '/fr/student-Account' },
    { query: 'compte étudiant', page: '/fr/student-Account' },
    { query: 'épargne', page: '/fr/savings_account' },
    { query: "compte d'epargne", page: '/fr/savings_account' },
    { query: 'frais', page: '/fr/faqs' },
    { query: 'ouvrir un compte', page: '/fr/create-account' },
    { query: 'njangie', page: '/fr/njangie' },
    { query: 'tontine', page: '/fr/njangie' },
    { query: 'relevé', page: '/fr/verify-statement' },
    { query: 'vérifier un relevé', page: '/fr/verify-statement' },
    { query: 'prêt entreprise', page: '/fr/business_loans' },
    { query: 'prêt personnel', page: '/fr/personal-loans' },
    { query: 'carte virtuelle', page: '/fr/virtual-card' },
    { query: 'payer mes factures', page: '/fr/pay-bills' },
    { query: "billet d'avion", page: '/fr/flight-ticket' },
    { query: 'virement', page: '/fr/transfer' },
    { query: 'compte pour mon enfant', page: '/fr/minor_account' },
    { query: 'épargne journalière', page: '/fr/daily_saving_account' },
    { query: 'église', page: '/fr/church' },
    { query: 'banque en ligne entreprise', page: '/fr/business_online_banking' },
    { query: 'USSD', page: '/fr/ways-to-bank' },
    { query: 'carrières', page: '/fr/career' },
    { query: 'nous contacter', page: '/fr/contact-us' },
    { query: 'mot de passe oublié', page: '/fr/forgot_password' },
    { query: 'arnaque', page: '/fr/blog' },
  ],
};
