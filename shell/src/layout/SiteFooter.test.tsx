import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { copyrightLine, identity } from '@mboa/shared';
import { SiteFooter } from './SiteFooter';

// The contract, copied from site-spec.md (home page, section 11) rather than imported from
// content/footer.ts, so that a change to the content cannot silently change the expectation.
const SPEC_COLUMNS = [
  {
    heading: 'Personal Banking',
    hrefs: [
      '/personal-banking',
      '/deposit_ccount',
      '/credit_account',
      '/student-account',
      '/daily_saving_account',
      '/minor_account',
      '/individual_account',
    ],
  },
  {
    heading: 'Business Banking',
    hrefs: [
      '/business_deposit_account',
      '/business_saving_account',
      '/corperate_account',
      '/group_account',
      '/business_loans',
      '/business_online_banking',
      '/business_credit_account',
      '/business_online_support',
    ],
  },
  { heading: 'Group Societies', hrefs: ['/njangie', '/meetings', '#loan_application'] },
  {
    heading: 'Help Centre',
    hrefs: ['/about_mboa', '/ways-to-bank', '/verify-statement', '/money-skills', '/testimonies', '/contact-us', '/faqs', '/blog', '/legal'],
  },
];

function renderFooter() {
  return render(
    <MemoryRouter>
      <SiteFooter />
    </MemoryRouter>,
  );
}

describe('SiteFooter', () => {
  it('has exactly four link columns, each headed by an h2, with the spec hrefs in order', () => {
    const { container } = renderFooter();
    const columns = [...container.querySelectorAll<HTMLElement>('footer [data-footer-column]')];
    expect(columns).toHaveLength(4);
    columns.forEach((column, index) => {
      const spec = SPEC_COLUMNS[index]!;
      expect(column.tagName).toBe('NAV');
      expect(within(column).getByRole('heading', { level: 2 }).textContent).toBe(spec.heading);
      expect(screen.getByRole('navigation', { name: spec.heading })).toBe(column);
      const hrefs = within(column)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(spec.hrefs);
    });
  });

  it('puts each column’s links in a disclosure, closed at first, that its heading opens', () => {
    const { container } = renderFooter();
    for (const column of container.querySelectorAll<HTMLElement>('[data-footer-column]')) {
      const disclosure = column.querySelector('details')!;
      const summary = disclosure.querySelector('summary')!;
      expect(disclosure.open).toBe(false);
      // The summary is the column's heading, which names the column's navigation landmark.
      expect(within(summary).getByRole('heading', { level: 2 }).id).toBe(column.getAttribute('aria-labelledby'));
      // Every link stays in the page, inside the disclosure, closed or open.
      expect(within(disclosure).getAllByRole('link', { hidden: true })).toHaveLength(column.querySelectorAll('a').length);
      fireEvent.click(summary);
      expect(disclosure.open).toBe(true);
    }
  });

  describe('from 600 px', () => {
    const matchMedia = window.matchMedia;
    const wideScreen = (query: string) =>
      ({ matches: query === '(min-width: 37.5rem)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }) as unknown as MediaQueryList;
    beforeEach(() => {
      window.matchMedia = wideScreen;
    });
    afterEach(() => {
      window.matchMedia = matchMedia;
    });

    it('opens every column, and a click on a column’s heading does not close it', () => {
      const { container } = renderFooter();
      const disclosures = [...container.querySelectorAll('details')];
      expect(disclosures).toHaveLength(4);
      for (const disclosure of disclosures) {
        expect(disclosure.open).toBe(true);
        fireEvent.click(disclosure.querySelector('summary')!);
        expect(disclosure.open).toBe(true);
      }
    });
  });

  it('gives every column link visible text', () => {
    const { container } = renderFooter();
    for (const link of container.querySelectorAll('[data-footer-column] a')) {
      expect(link.textContent?.trim()).not.toBe('');
    }
  });

  it('links to the four social networks in a new tab, each with an accessible name', () => {
    renderFooter();
    for (const { network, href } of identity.social) {
      const link = screen.getByRole('link', { name: new RegExp(`on ${network} \\(opens in a new tab\\)`) });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
  });

  it('links to both app stores', () => {
    renderFooter();
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(identity.appStores.apple);
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(identity.appStores.google);
  });

  it('shows the regulatory identifiers, the head office and the copyright line', () => {
    renderFooter();
    for (const { label, value } of identity.regulatory) {
      expect(screen.getByText(label)).toBeTruthy();
      expect(screen.getByText(value)).toBeTruthy();
    }
    expect(screen.getByText(identity.address.street, { exact: false })).toBeTruthy();
    expect(screen.getByText(copyrightLine())).toBeTruthy();
    expect(copyrightLine()).toMatch(/^© 2020-\d{4} Mboa Cooperative Credit Union$/);
  });

  it('opens the group societies hub at #loan_application from any page, the href staying as the spec writes it', () => {
    function CurrentUrl() {
      const { pathname, hash } = useLocation();
      return <output aria-label="current url">{pathname + hash}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/savings_account']}>
        <SiteFooter />
        <CurrentUrl />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Group loan application' });
    expect(link.getAttribute('href')).toBe('#loan_application');
    fireEvent.click(link);
    expect(screen.getByLabelText('current url').textContent).toBe('/group-societies#loan_application');
  });
});
