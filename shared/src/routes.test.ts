import { describe, expect, it } from 'vitest';
import { ROUTES, findRoute } from './routes';

// The ownership table of the product contract (docs/product-contract.md), written out independently of routes.ts.
const OWNERS: Record<string, string[]> = {
  shell: [
    '/',
    '/help-center',
    '/contact-us',
    '/blog',
    '/money-skills',
    '/faqs',
    '/career',
    '/press',
    '/about_mboa',
    '/our-story',
    '/testimonies',
    '/legal',
    '/login',
    '/create-account',
    '/forgot_password',
    '/mboaloader',
    '/search',
  ],
  'personal-banking': [
    '/personal-banking',
    '/personal-account',
    '/virtual-card',
    '/personal-loans',
    '/student-Account',
    '/transfer',
    '/Deposit',
    '/pay-bills',
    '/flight-ticket',
    '/purchase',
    '/ways-to-bank',
    '/bank_transfer',
    '/deposit_ccount',
    '/credit_account',
    '/savings_account',
    '/daily_saving_account',
    '/minor_account',
    '/individual_account',
  ],
  'business-banking': [
    '/business-banking',
    '/business_saving_account',
    '/business_deposit_account',
    '/corperate_account',
    '/group_account',
    '/church_account',
    '/business_loans',
    '/business_online_banking',
    '/business_credit_account',
    '/business_online_support',
    '/business-online-banking-signup',
  ],
  'group-societies': ['/group-societies', '/njangie', '/meetings', '/church'],
  'verify-statement': ['/verify-statement'],
};

describe('route ownership table', () => {
  it('lists exactly the routes of the product contract (docs/product-contract.md) with their owners', () => {
    const actual = Object.fromEntries(
      Object.keys(OWNERS).map((owner) => [owner, ROUTES.filter((r) => r.owner === owner).map((r) => r.path)]),
    );
    expect(actual).toEqual(OWNERS);
    expect(ROUTES).toHaveLength(Object.values(OWNERS).flat().length);
  });

  it("keeps only path and owner: a page's title and description belong to the page", () => {
    for (const route of ROUTES) expect(Object.keys(route).sort()).toEqual(['owner', 'path']);
  });

  it('matches paths case-insensitively, as the router does', () => {
    expect(findRoute('/student-account')?.path).toBe('/student-Account');
    expect(findRoute('/STUDENT-ACCOUNT/')?.path).toBe('/student-Account');
    expect(findRoute('/Business-Online-Banking-Signup/')?.path).toBe('/business-online-banking-signup');
    expect(findRoute('/business-online-banking-sign-up')).toBeUndefined();
  });
});
