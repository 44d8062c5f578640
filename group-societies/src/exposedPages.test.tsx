import { callToActionHref, identity } from '@mboa/shared';
import { expectPagesForEveryOwnedRoute, expectRenderablePagesWithOwnMeta, loadAllPages } from '@mboa/shared/testing';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import churchAccount from './content/accounts/churchAccount';
import meetingHouseAccount from './content/accounts/meetingHouseAccount';
import njangieAccount from './content/accounts/njangieAccount';
import hub from './content/hub';
import remote from './exposedPages';

describe('group-societies pages contract', () => {
  it('has a page for every route it owns in the ownership table, and no other', () => {
    expectPagesForEveryOwnedRoute('group-societies', remote);
  });

  it('renders every page with one h1, its own title and a search-result description', async () => {
    const headings = expectRenderablePagesWithOwnMeta(await loadAllPages(remote));
    expect(headings.get('/njangie')).toBe('Njangie Group Account');
    expect(headings.get('/meetings')).toBe('Meeting House Account');
  });

  it('gives every account page a mail button to the info address', () => {
    for (const content of [njangieAccount, meetingHouseAccount, churchAccount]) {
      expect(callToActionHref(content.nextStep.action)).toMatch(new RegExp(`^mailto:${identity.email.info}\\?subject=.+`));
    }
  });

  it('states the eligibility of the product contract on each account page', () => {
    expect(njangieAccount.eligibility.items).toEqual(['A registered group', 'A constitution', 'A list of executives with their ID', 'At least 5 members']);
    expect(meetingHouseAccount.eligibility.items).toEqual(['A registered group', 'A constitution', 'The IDs of its signatories', 'Proof of address']);
    expect(churchAccount.eligibility.items).toEqual([
      'A registered church',
      'ID of the church’s leadership',
      'Proof of address',
      'A constitution, if available',
      'At least 2 signatories',
    ]);
  });

  it('renders the hub’s loan application section under the anchor the footer links to', async () => {
    const Hub = (await remote.pages['/group-societies']!()).default;
    render(<Hub />);
    const section = screen.getByRole('region', { name: 'Group loan application' });
    expect(section.id).toBe('loan_application');
    expect(hub.sections?.[0]?.anchor).toBe('loan_application');
  });
});
