import { callToActionHref, identity, type ProductPageContent } from '@mboa/shared';
import { expectPagesForEveryOwnedRoute, expectRenderablePagesWithOwnMeta, loadAllPages } from '@mboa/shared/testing';
import { describe, expect, it } from 'vitest';
import businessCreditAccount from './content/accounts/businessCreditAccount';
import businessSavingsAccount from './content/accounts/businessSavingsAccount';
import churchAccount from './content/accounts/churchAccount';
import corporateAccount from './content/accounts/corporateAccount';
import groupAccount from './content/accounts/groupAccount';
import businessLoans from './content/services/businessLoans';
import businessOnlineBanking from './content/services/businessOnlineBanking';
import businessOnlineSupport from './content/services/businessOnlineSupport';
import hub from './content/hub';
import remote from './exposedPages';

const action = (content: ProductPageContent) => content.nextStep.action;

describe('business-banking pages contract', () => {
  it('has a page for every route it owns in the ownership table, and no other', () => {
    expectPagesForEveryOwnedRoute('business-banking', remote);
  });

  it('renders every page with one h1, its own title and a search-result description', async () => {
    const headings = expectRenderablePagesWithOwnMeta(await loadAllPages(remote));
    expect(headings.get('/corperate_account')).toBe('Corporate Account');
    expect(headings.get('/business_online_support')).toBe('Business Support Services');
  });

  it('links the hub to every page of the section', () => {
    const linked = hub.groups.flatMap((group) => group.cards.map((card) => card.href));
    const pages = Object.keys(remote.pages).filter((path) => path !== '/business-banking');
    expect([...linked].sort()).toEqual(pages.sort());
  });

  it('gives each page the button the product contract names, to its target', () => {
    expect(action(businessSavingsAccount)).toMatchObject({ label: 'Open a Business Savings Account', to: '/login' });
    expect(callToActionHref(action(corporateAccount))).toBe('/login');
    expect(action(groupAccount)).toMatchObject({ kind: 'relative', to: 'login' });
    expect(action(businessLoans)).toMatchObject({ label: 'Apply for a Business Loan', to: '/login' });
    expect(action(businessOnlineBanking)).toMatchObject({ label: 'Get Started', to: '/business-online-banking-signup' });
    expect(action(businessCreditAccount).label).toBe('Apply Now');
    expect(callToActionHref(action(businessCreditAccount))).toMatch(new RegExp(`^mailto:${identity.email.info}\\?subject=`));
    for (const content of [churchAccount, businessOnlineSupport]) {
      expect(callToActionHref(action(content))).toMatch(/^mailto:/);
    }
  });

  it('states the business credit eligibility of the product contract', () => {
    expect(businessCreditAccount.eligibility.items).toEqual([
      'A registered business with valid documents',
      'Good credit standing',
      'At least 12 months of operation',
    ]);
  });

  it('describes the four business loan types, each with what it is for', () => {
    expect(businessLoans.options.items.map((loan) => loan.title)).toEqual(['Unsecured loan', 'Real estate loan', 'Special loan', 'Seed loan']);
    for (const loan of businessLoans.options.items) expect(loan.purpose.length).toBeGreaterThan(40);
  });
});
