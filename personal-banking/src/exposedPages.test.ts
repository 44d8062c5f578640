import { callToActionHref, identity, type ProductPageContent } from '@mboa/shared';
import { expectPagesForEveryOwnedRoute, expectRenderablePagesWithOwnMeta, loadAllPages } from '@mboa/shared/testing';
import { cleanup, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import creditAccount from './content/accounts/creditAccount.en';
import creditAccountFr from './content/accounts/creditAccount.fr';
import dailySavingsAccount from './content/accounts/dailySavingsAccount.en';
import dailySavingsAccountFr from './content/accounts/dailySavingsAccount.fr';
import depositAccount from './content/accounts/depositAccount.en';
import depositAccountFr from './content/accounts/depositAccount.fr';
import individualAccount from './content/accounts/individualAccount.en';
import individualAccountFr from './content/accounts/individualAccount.fr';
import minorAccount from './content/accounts/minorAccount.en';
import minorAccountFr from './content/accounts/minorAccount.fr';
import savingsAccount from './content/accounts/savingsAccount.en';
import savingsAccountFr from './content/accounts/savingsAccount.fr';
import studentAccount from './content/accounts/studentAccount.en';
import studentAccountFr from './content/accounts/studentAccount.fr';
import remote from './exposedPages';

const accountPages: readonly ProductPageContent[] = [
  depositAccount,
  creditAccount,
  savingsAccount,
  studentAccount,
  dailySavingsAccount,
  minorAccount,
  individualAccount,
  depositAccountFr,
  creditAccountFr,
  savingsAccountFr,
  studentAccountFr,
  dailySavingsAccountFr,
  minorAccountFr,
  individualAccountFr,
];

describe('personal-banking pages contract', () => {
  it('has a page for every route it owns in the ownership table, and no other', () => {
    expectPagesForEveryOwnedRoute('personal-banking', remote);
  });

  it('renders every page with one h1, its own title and a search-result description', async () => {
    const headings = expectRenderablePagesWithOwnMeta(await loadAllPages(remote));
    expect(headings.get('/student-Account')).toBe('Student Account');
    expect(headings.get('/ways-to-bank')).toBe('Ways to Bank');
  });

  it.each([
    ['/savings_account', "Compte d'épargne", `Compte d'épargne | ${identity.shortName}`],
    ['/student-Account', 'Compte étudiant', `Compte étudiant | ${identity.shortName}`],
    ['/personal-banking', 'Particuliers', `Particuliers | ${identity.shortName}`],
    ['/ways-to-bank', 'Nos canaux bancaires', `Nos canaux bancaires | ${identity.shortName}`],
  ] as const)('renders %s in French: its French h1 and title', async (path, heading, title) => {
    const page = await remote.pages[path]!('fr');
    expect(page.meta.title).toBe(title);
    render(createElement(page.default));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    cleanup();
  });

  it('gives every account page, in both languages, a mail button to the info address with a subject naming the account', () => {
    for (const content of accountPages) {
      const href = callToActionHref(content.nextStep.action);
      expect(href.startsWith(`mailto:${identity.email.info}?subject=`), content.banner.title).toBe(true);
      const subject = decodeURIComponent(href.split('subject=')[1] ?? '');
      expect(subject.toLowerCase()).toContain(content.banner.title.toLowerCase());
    }
  });

  it('shows the app store badges on /ways-to-bank in each language', async () => {
    for (const [language, apple, google] of [
      ['en', 'Download on the App Store', 'Get it on Google Play'],
      ['fr', "Télécharger dans l'App Store", 'Disponible sur Google Play'],
    ] as const) {
      render(createElement((await remote.pages['/ways-to-bank']!(language)).default));
      expect(screen.getByRole('link', { name: apple }).getAttribute('href')).toBe(identity.appStores.apple);
      expect(screen.getByRole('link', { name: google }).getAttribute('href')).toBe(identity.appStores.google);
      cleanup();
    }
  });
});

describe('which pages keep their server HTML', () => {
  it('the product and hub pages, which have no behaviour of their own; the ways-to-bank page is hydrated as usual', async () => {
    const { pages } = (await import('./exposedPages')).default;
    expect((await pages['/savings_account']!('fr')).serverHtml).toBe(true);
    expect((await pages['/personal-banking']!('en')).serverHtml).toBe(true);
    expect((await pages['/ways-to-bank']!('en')).serverHtml).toBeUndefined();
  });
});
