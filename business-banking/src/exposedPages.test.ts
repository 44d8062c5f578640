import { callToActionHref, identity, type ProductPageContent } from '@mboa/shared';
import { expectPagesForEveryOwnedRoute, expectRenderablePagesWithOwnMeta, loadAllPages } from '@mboa/shared/testing';
import { expectEveryPageInBothLanguages } from '@mboa/shared/testing/translations';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import businessCreditAccount from './content/accounts/businessCreditAccount.en';
import businessCreditAccountFr from './content/accounts/businessCreditAccount.fr';
import businessSavingsAccount from './content/accounts/businessSavingsAccount.en';
import businessSavingsAccountFr from './content/accounts/businessSavingsAccount.fr';
import churchAccount from './content/accounts/churchAccount.en';
import corporateAccount from './content/accounts/corporateAccount.en';
import groupAccount from './content/accounts/groupAccount.en';
import businessLoans from './content/services/businessLoans.en';
import businessLoansFr from './content/services/businessLoans.fr';
import businessOnlineBanking from './content/services/businessOnlineBanking.en';
import businessOnlineBankingFr from './content/services/businessOnlineBanking.fr';
import businessOnlineSupport from './content/services/businessOnlineSupport.en';
import hub from './content/hub.en';
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

  it('loads every page in English and in French, each with its own title and description', async () => {
    await expectEveryPageInBothLanguages(remote);
  });

  it.each([
    ['/business-banking', 'Entreprises'],
    ['/business_saving_account', "Compte d'épargne entreprise"],
    ['/corperate_account', 'Compte société'],
    ['/business_loans', 'Prêts entreprise'],
    ['/business_online_support', "Services d'assistance aux entreprises"],
  ] as const)('renders %s in French, under its French h1', async (path, heading) => {
    const Page = (await remote.pages[path]!('fr')).default;
    render(createElement(Page));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    cleanup();
  });

  it('links the hub to every page of the section', () => {
    const linked = hub.groups.flatMap((group) => group.cards.map((card) => card.href));
    // The sign-up page is a step of business online banking, reached from its page, not a product.
    const pages = Object.keys(remote.pages).filter(
      (path) => path !== '/business-banking' && path !== '/business-online-banking-signup',
    );
    expect([...linked].sort()).toEqual(pages.sort());
  });

  it('gives each page the button the product contract names, to its target', () => {
    expect(action(businessSavingsAccount)).toMatchObject({ label: 'Open a Business Savings Account', to: '/login' });
    expect(callToActionHref(action(corporateAccount))).toBe('/login');
    expect(action(groupAccount)).toMatchObject({ kind: 'relative', to: 'login' });
    expect(action(businessLoans)).toMatchObject({ label: 'Apply for a Business Loan', to: '/login' });
    expect(action(businessOnlineBanking)).toMatchObject({
      label: 'Get Started',
      to: '/business-online-banking-signup',
    });
    expect(action(businessCreditAccount).label).toBe('Apply Now');
    expect(callToActionHref(action(businessCreditAccount))).toMatch(
      new RegExp(`^mailto:${identity.email.info}\\?subject=`),
    );
    for (const content of [churchAccount, businessOnlineSupport]) {
      expect(callToActionHref(action(content))).toMatch(/^mailto:/);
    }
  });

  it('gives the French pages the French wording the product contract fixes, to the same targets in French', () => {
    expect(action(businessSavingsAccountFr)).toMatchObject({
      label: "Ouvrir un compte d'épargne entreprise",
      to: '/login',
    });
    expect(action(businessLoansFr)).toMatchObject({ label: 'Demander un prêt entreprise', to: '/login' });
    expect(action(businessOnlineBankingFr)).toMatchObject({
      label: 'Commencer',
      to: '/business-online-banking-signup',
    });
    expect(action(businessCreditAccountFr).label).toBe('Faire une demande');
    expect(callToActionHref(action(businessSavingsAccountFr), 'fr')).toBe('/fr/login');
    expect(callToActionHref(action(businessOnlineBankingFr), 'fr')).toBe('/fr/business-online-banking-signup');
    expect(callToActionHref(action(businessCreditAccountFr), 'fr')).toMatch(
      new RegExp(`^mailto:${identity.email.info}\\?subject=`),
    );
  });

  it('says honestly what the buttons that leave for sign-in or the missing sign-up page do', () => {
    for (const content of [businessSavingsAccount, corporateAccount, groupAccount, businessLoans]) {
      expect(content.nextStep.text).toMatch(/not on this website/);
      expect(content.nextStep.text).toContain(identity.email.info);
    }
    expect(businessOnlineBanking.nextStep.text).toMatch(/Online sign-up is not open on this website/);
    expect(businessOnlineBankingFr.nextStep.text).toMatch(/L'inscription en ligne n'est pas ouverte sur ce site/);
  });

  it('states the business credit eligibility of the product contract', () => {
    expect(businessCreditAccount.eligibility.items).toEqual([
      'A registered business with valid documents',
      'Good credit standing',
      'At least 12 months of operation',
    ]);
  });

  it('describes the four business loan types, each with what it is for', () => {
    expect(businessLoans.options.items.map((loan) => loan.title)).toEqual([
      'Unsecured loan',
      'Real estate loan',
      'Special loan',
      'Seed loan',
    ]);
    for (const loan of businessLoans.options.items) expect(loan.purpose.length).toBeGreaterThan(40);
  });
});
