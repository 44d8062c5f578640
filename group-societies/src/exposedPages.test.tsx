import { callToActionHref, identity } from '@mboa/shared';
import { expectPagesForEveryOwnedRoute, expectRenderablePagesWithOwnMeta, loadAllPages } from '@mboa/shared/testing';
import { expectEveryPageInBothLanguages } from '@mboa/shared/testing/translations';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import churchAccount from './content/accounts/churchAccount.en';
import meetingHouseAccount from './content/accounts/meetingHouseAccount.en';
import njangieAccount from './content/accounts/njangieAccount.en';
import njangieAccountFr from './content/accounts/njangieAccount.fr';
import hub from './content/hub.en';
import hubFr from './content/hub.fr';
import remote from './exposedPages';

describe('group-societies pages contract', () => {
  it('has a page for every route it owns in the ownership table, and no other', () => {
    expectPagesForEveryOwnedRoute('group-societies', remote);
  });

  it('renders every page with one h1, its own title and a search-result description', async () => {
    const headings = expectRenderablePagesWithOwnMeta(await loadAllPages(remote));
    expect(headings.get('/group-societies')).toBe('Group Societies');
    expect(headings.get('/njangie')).toBe('Njangie Group Account');
    expect(headings.get('/meetings')).toBe('Meeting House Account');
  });

  it('loads every page in English and in French, each with its own title and description', async () => {
    await expectEveryPageInBothLanguages(remote);
  });

  it.each([
    ['/group-societies', 'Groupes et associations'],
    ['/njangie', 'Compte de groupe njangie'],
    ['/meetings', 'Compte réunion'],
    ['/church', "Compte d'église"],
  ] as const)('renders %s in French, under its French h1', async (path, heading) => {
    const Page = (await remote.pages[path]!('fr')).default;
    render(<Page />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
  });

  it('explains the njangie as the group’s tontine the first time the French njangie page names it', () => {
    expect(njangieAccountFr.banner.description).toMatch(/^Njangie\u00a0: la tontine de votre groupe/);
  });

  it('gives every account page a mail button to the info address', () => {
    for (const content of [njangieAccount, meetingHouseAccount, churchAccount]) {
      expect(callToActionHref(content.nextStep.action)).toMatch(
        new RegExp(`^mailto:${identity.email.info}\\?subject=.+`),
      );
    }
  });

  it('states the eligibility of the product contract on each account page', () => {
    expect(njangieAccount.eligibility.items).toEqual([
      'A registered group',
      'A constitution',
      'A list of executives with their ID',
      'At least 5 members',
    ]);
    expect(meetingHouseAccount.eligibility.items).toEqual([
      'A registered group',
      'A constitution',
      'The IDs of its signatories',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
    ]);
    expect(churchAccount.eligibility.items).toEqual([
      'A registered church',
      'ID of the church’s leadership',
      'Proof of address: a recent ENEO or CAMWATER bill, or a location plan',
      'A constitution, if available',
      'At least 2 signatories',
    ]);
  });

  it('renders the hub’s loan application section under the anchor the footer links to', async () => {
    const Hub = (await remote.pages['/group-societies']!('en')).default;
    render(<Hub />);
    const section = screen.getByRole('region', { name: 'Group loan application' });
    expect(section.id).toBe('loan_application');
    expect(hub.sections?.[0]?.anchor).toBe('loan_application');
  });

  it('renders the French hub’s loan application section under the same anchor, its mail button unchanged', async () => {
    const Hub = (await remote.pages['/group-societies']!('fr')).default;
    render(<Hub />);
    const section = screen.getByRole('region', { name: 'Demande de prêt de groupe' });
    expect(section.id).toBe('loan_application');
    expect(hubFr.sections[0]?.anchor).toBe('loan_application');
    expect(
      screen.getByRole('link', { name: 'Écrivez-nous pour demander un prêt de groupe' }).getAttribute('href'),
    ).toMatch(new RegExp(`^mailto:${identity.email.info}\\?subject=`));
  });
});
