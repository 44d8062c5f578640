import { identity } from './identity';
import type { RouteOwner } from './remotes';

/**
 * Route ownership: every route of the specification, with the package that renders it.
 * The shell builds its route table from this list and the tests iterate it.
 */
export interface RouteEntry {
  /** Path exactly as the specification spells it; matching is case-insensitive. */
  readonly path: string;
  readonly owner: RouteOwner;
  readonly title: string;
  readonly description: string;
}

const n = identity.shortName;

export const ROUTES = [
  // shell
  { path: '/', owner: 'shell', title: `${identity.name} | Banking, Everyday and Everywhere`, description: `Savings, credit, business and njangie group accounts from ${identity.name}, Limbe, Cameroon. Open an account online or in the app.` },
  { path: '/help-center', owner: 'shell', title: `Help Centre | ${n}`, description: `Answers, live chat and support from ${n}.` },
  { path: '/contact-us', owner: 'shell', title: `Contact us | ${n}`, description: `E-mail, telephone, WhatsApp and head office address of ${identity.name}.` },
  { path: '/blog', owner: 'shell', title: `News and blog | ${n}`, description: `News and stories from ${identity.name}.` },
  { path: '/money-skills', owner: 'shell', title: `Money Skills | ${n}`, description: `Financial literacy lessons from ${n}.` },
  { path: '/faqs', owner: 'shell', title: `FAQs | ${n}`, description: `Frequently asked questions about ${n} accounts and services.` },
  { path: '/career', owner: 'shell', title: `Careers | ${n}`, description: `Jobs at ${identity.name}.` },
  { path: '/press', owner: 'shell', title: `Press | ${n}`, description: `Press releases and media contacts of ${identity.name}.` },
  { path: `/about_${identity.slug}`, owner: 'shell', title: `About ${n}`, description: `Who we are: ${identity.name}, Limbe, Cameroon.` },
  { path: '/our-story', owner: 'shell', title: `Our story | ${n}`, description: `The journey of ${identity.name} since ${identity.foundedYear}.` },
  { path: '/testimonies', owner: 'shell', title: `Testimonies | ${n}`, description: `What members say about ${n}.` },
  { path: '/legal', owner: 'shell', title: `Legal | ${n}`, description: `Legal notices, privacy and regulatory information of ${identity.name}.` },
  { path: '/login', owner: 'shell', title: `Log in | ${n}`, description: `Log in to ${n} online banking.` },
  { path: '/create-account', owner: 'shell', title: `Open an account | ${n}`, description: `Open a ${n} account in minutes.` },
  { path: '/forgot_password', owner: 'shell', title: `Forgot password | ${n}`, description: `Reset your ${n} password.` },
  { path: `/${identity.slug}loader`, owner: 'shell', title: `Loading | ${n}`, description: `${identity.name} is loading.` },
  // personal-banking
  { path: '/personal-banking', owner: 'personal-banking', title: `Personal banking | ${n}`, description: `Savings, deposit, credit, student, minor and daily savings accounts, loans and ways to bank with ${n}.` },
  { path: '/personal-account', owner: 'personal-banking', title: `Personal account | ${n}`, description: `A personal account with ${n}.` },
  { path: '/virtual-card', owner: 'personal-banking', title: `Virtual card | ${n}`, description: `Pay online with a ${n} virtual card.` },
  { path: '/personal-loans', owner: 'personal-banking', title: `Personal loans | ${n}`, description: `Personal loans from ${n}.` },
  { path: '/student-Account', owner: 'personal-banking', title: `Student account | ${n}`, description: `A student account with zero monthly fees, from age 16.` },
  { path: '/transfer', owner: 'personal-banking', title: `Transfers | ${n}`, description: `Send money with ${n}.` },
  { path: '/Deposit', owner: 'personal-banking', title: `Account deposit | ${n}`, description: `Deposit money into your ${n} account.` },
  { path: '/pay-bills', owner: 'personal-banking', title: `Pay bills | ${n}`, description: `Pay bills from your ${n} account.` },
  { path: '/flight-ticket', owner: 'personal-banking', title: `Flight tickets | ${n}`, description: `Pay for flight tickets from your ${n} account.` },
  { path: '/purchase', owner: 'personal-banking', title: `Purchase online | ${n}`, description: `Shop online with your ${n} account.` },
  { path: '/ways-to-bank', owner: 'personal-banking', title: `Ways to bank | ${n}`, description: `Bank with ${n} in the app, online, by USSD or with a virtual card.` },
  { path: '/bank_transfer', owner: 'personal-banking', title: `Free bank transfers | ${n}`, description: `Transfers between ${n} accounts are free.` },
  { path: '/deposit_ccount', owner: 'personal-banking', title: `Deposit account | ${n}`, description: `A deposit account with ${n}.` },
  { path: '/credit_account', owner: 'personal-banking', title: `Credit account | ${n}`, description: `A credit account with ${n}.` },
  { path: '/savings_account', owner: 'personal-banking', title: `Savings account | ${n}`, description: `A savings account with no monthly maintenance fees.` },
  { path: '/daily_saving_account', owner: 'personal-banking', title: `Daily savings account | ${n}`, description: `Save a little every day with ${n}.` },
  { path: '/minor_account', owner: 'personal-banking', title: `Minor account | ${n}`, description: `An account for children under 18, opened by a parent or guardian.` },
  { path: '/individual_account', owner: 'personal-banking', title: `Individual account | ${n}`, description: `An individual account with ${n}.` },
  // business-banking
  { path: '/business-banking', owner: 'business-banking', title: `Business banking | ${n}`, description: `Accounts, loans and online banking for businesses, SMEs, cooperatives, groups and churches.` },
  { path: '/business_saving_account', owner: 'business-banking', title: `Business savings account | ${n}`, description: `A business savings account with no monthly maintenance fees.` },
  { path: '/business_deposit_account', owner: 'business-banking', title: `Business deposit account | ${n}`, description: `A business deposit account with ${n}.` },
  { path: '/corperate_account', owner: 'business-banking', title: `Corporate account | ${n}`, description: `Corporate accounts with high limits and multi-user access.` },
  { path: '/group_account', owner: 'business-banking', title: `Group account | ${n}`, description: `A group account with multiple signatories.` },
  { path: '/church_account', owner: 'business-banking', title: `Church account | ${n}`, description: `Manage tithes, offerings and donations.` },
  { path: '/business_loans', owner: 'business-banking', title: `Business loans | ${n}`, description: `Unsecured, real estate, special and seed business loans.` },
  { path: '/business_online_banking', owner: 'business-banking', title: `Business online banking | ${n}`, description: `Online banking for businesses.` },
  { path: '/business_credit_account', owner: 'business-banking', title: `Business credit account | ${n}`, description: `Flexible repayment and tailored limits for businesses.` },
  { path: '/business_online_support', owner: 'business-banking', title: `Business support services | ${n}`, description: `Support services for ${n} business customers.` },
  // group-societies
  { path: '/group-societies', owner: 'group-societies', title: `Groups and societies | ${n}`, description: `Njangie group accounts, meeting house accounts and church accounts.` },
  { path: '/njangie', owner: 'group-societies', title: `Njangie group account | ${n}`, description: `A rotating savings (njangie) group account for groups of 5 or more.` },
  { path: '/meetings', owner: 'group-societies', title: `Meeting house account | ${n}`, description: `An account for meeting houses and associations.` },
  { path: '/church', owner: 'group-societies', title: `Church account for congregations | ${n}`, description: `A church account with at least 2 signatories.` },
  // verify-statement
  { path: '/verify-statement', owner: 'verify-statement', title: `Verify a statement | ${n}`, description: `Check that an account statement issued by ${n} is genuine.` },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

/** Finds the route for a browser path, ignoring case and a trailing slash, as the router does. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const wanted = normalisePath(pathname);
  return ROUTES.find((route) => normalisePath(route.path) === wanted);
}

export function routesOwnedBy(owner: RouteOwner): RouteEntry[] {
  return ROUTES.filter((route) => route.owner === owner);
}

function normalisePath(pathname: string): string {
  const lower = pathname.toLowerCase();
  return lower.length > 1 && lower.endsWith('/') ? lower.slice(0, -1) : lower;
}
