import { identity } from './identity';
import type { RouteOwner } from './remotes';
import { LANGUAGES, languageOfPath, normaliseRoutePath, pathInLanguage, type Language } from './routePath.mjs';

/** Every route of the product contract and the package that renders it. */
export interface RouteEntry {
  /** As the product contract spells it; matching is case-insensitive. */
  readonly path: string;
  readonly owner: RouteOwner;
}

export const ROUTES = [
  // shell
  { path: '/', owner: 'shell' },
  { path: '/help-center', owner: 'shell' },
  { path: '/contact-us', owner: 'shell' },
  { path: '/blog', owner: 'shell' },
  { path: '/money-skills', owner: 'shell' },
  { path: '/faqs', owner: 'shell' },
  { path: '/career', owner: 'shell' },
  { path: '/press', owner: 'shell' },
  { path: `/about_${identity.slug}`, owner: 'shell' },
  { path: '/our-story', owner: 'shell' },
  { path: '/testimonies', owner: 'shell' },
  { path: '/legal', owner: 'shell' },
  { path: '/login', owner: 'shell' },
  { path: '/create-account', owner: 'shell' },
  { path: '/forgot_password', owner: 'shell' },
  { path: `/${identity.slug}loader`, owner: 'shell' },
  { path: '/search', owner: 'shell' },
  // personal-banking
  { path: '/personal-banking', owner: 'personal-banking' },
  { path: '/personal-account', owner: 'personal-banking' },
  { path: '/virtual-card', owner: 'personal-banking' },
  { path: '/personal-loans', owner: 'personal-banking' },
  { path: '/student-Account', owner: 'personal-banking' },
  { path: '/transfer', owner: 'personal-banking' },
  { path: '/Deposit', owner: 'personal-banking' },
  { path: '/pay-bills', owner: 'personal-banking' },
  { path: '/flight-ticket', owner: 'personal-banking' },
  { path: '/purchase', owner: 'personal-banking' },
  { path: '/ways-to-bank', owner: 'personal-banking' },
  { path: '/bank_transfer', owner: 'personal-banking' },
  { path: '/deposit_ccount', owner: 'personal-banking' },
  { path: '/credit_account', owner: 'personal-banking' },
  { path: '/savings_account', owner: 'personal-banking' },
  { path: '/daily_saving_account', owner: 'personal-banking' },
  { path: '/minor_account', owner: 'personal-banking' },
  { path: '/individual_account', owner: 'personal-banking' },
  // business-banking
  { path: '/business-banking', owner: 'business-banking' },
  { path: '/business_saving_account', owner: 'business-banking' },
  { path: '/business_deposit_account', owner: 'business-banking' },
  { path: '/corperate_account', owner: 'business-banking' },
  { path: '/group_account', owner: 'business-banking' },
  { path: '/church_account', owner: 'business-banking' },
  { path: '/business_loans', owner: 'business-banking' },
  { path: '/business_online_banking', owner: 'business-banking' },
  { path: '/business_credit_account', owner: 'business-banking' },
  { path: '/business_online_support', owner: 'business-banking' },
  { path: '/business-online-banking-signup', owner: 'business-banking' },
  // group-societies
  { path: '/group-societies', owner: 'group-societies' },
  { path: '/njangie', owner: 'group-societies' },
  { path: '/meetings', owner: 'group-societies' },
  { path: '/church', owner: 'group-societies' },
  // verify-statement
  { path: '/verify-statement', owner: 'verify-statement' },
] as const satisfies readonly RouteEntry[];

export type RoutePath = (typeof ROUTES)[number]['path'];

export type ShellRoute = Extract<(typeof ROUTES)[number], { owner: 'shell' }>['path'];

export function findRoute(pathname: string): RouteEntry | undefined {
  const wanted = normaliseRoutePath(pathname);
  return ROUTES.find((route) => normaliseRoutePath(route.path) === wanted);
}

/** A route in one language: `path` `/fr/savings_account`, `route` `/savings_account`. */
export interface SitePage {
  readonly path: string;
  readonly route: RoutePath;
  readonly owner: RouteOwner;
  readonly language: Language;
}

/** English first. */
export const SITE_PAGES: readonly SitePage[] = LANGUAGES.flatMap((language) =>
  ROUTES.map(({ path, owner }) => ({ path: pathInLanguage(path, language), route: path, owner, language })),
);

/** `/FR/Student-account` → /fr/student-Account. */
export function findPage(pathname: string): SitePage | undefined {
  const { language, path } = languageOfPath(pathname);
  const route = findRoute(path);
  return route && SITE_PAGES.find((page) => page.route === route.path && page.language === language);
}

export function routesOwnedBy(owner: RouteOwner): RouteEntry[] {
  return ROUTES.filter((route) => route.owner === owner);
}

/** Links of the product contract that are no route of their own: this one reaches /student-Account. */
export const LINKED_PATHS_WITHOUT_ROUTE = ['/student-account'] as const;

export type SitePath = RoutePath | (typeof LINKED_PATHS_WITHOUT_ROUTE)[number];

export type RouteSectionPath = `${RoutePath}#${string}`;

/** The product contract's only relative link ("login", on the Group Account page); it resolves to /login. */
export type RelativePath = 'login';
