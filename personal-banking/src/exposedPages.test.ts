import { callToActionHref, identity } from '@mboa/shared';
import { expectPagesForEveryOwnedRoute, expectRenderablePagesWithOwnMeta, loadAllPages } from '@mboa/shared/testing';
import { describe, expect, it } from 'vitest';
import creditAccount from './content/accounts/creditAccount';
import dailySavingsAccount from './content/accounts/dailySavingsAccount';
import depositAccount from './content/accounts/depositAccount';
import individualAccount from './content/accounts/individualAccount';
import minorAccount from './content/accounts/minorAccount';
import savingsAccount from './content/accounts/savingsAccount';
import studentAccount from './content/accounts/studentAccount';
import remote from './exposedPages';

const accountPages = [depositAccount, creditAccount, savingsAccount, studentAccount, dailySavingsAccount, minorAccount, individualAccount];

describe('personal-banking pages contract', () => {
  it('has a page for every route it owns in the ownership table, and no other', () => {
    expectPagesForEveryOwnedRoute('personal-banking', remote);
  });

  it('renders every page with one h1, its own title and a search-result description', async () => {
    const headings = expectRenderablePagesWithOwnMeta(await loadAllPages(remote));
    expect(headings.get('/student-Account')).toBe('Student Account');
    expect(headings.get('/ways-to-bank')).toBe('Ways to Bank');
  });

  it('gives every account page a mail button to the info address with a subject naming the account', () => {
    for (const content of accountPages) {
      const href = callToActionHref(content.nextStep.action);
      expect(href.startsWith(`mailto:${identity.email.info}?subject=`), content.banner.title).toBe(true);
      const subject = decodeURIComponent(href.split('subject=')[1] ?? '');
      expect(subject.toLowerCase()).toContain(content.banner.title.toLowerCase());
    }
  });
});
