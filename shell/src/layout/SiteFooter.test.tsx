import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identity, PAGE_DATA_ID } from '@mboa/shared';
import { fixClockAt } from '@mboa/shared/testing/clock';
import chromeEn from '../chrome/chrome.en';
import { InLanguage } from '../testing/chrome';
import { SPEC_FOOTER_COLUMNS } from '../testing/specFooter';
import { COLUMNS_SHOWN_QUERY } from './footerColumns';
import { SiteFooter } from './SiteFooter';

function renderFooter() {
  return render(
    <MemoryRouter>
      <InLanguage>
        <SiteFooter />
      </InLanguage>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A window `wide` (from 600 px) or not, in a browser that supports ::details-content. */
function stubWideScreen(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query === COLUMNS_SHOWN_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  vi.stubGlobal('CSS', { supports: (condition: string) => condition === 'selector(::details-content)' });
}

describe('SiteFooter', () => {
  it('has exactly four link columns, each headed by an h2, with the product contract hrefs in order', () => {
    const { container } = renderFooter();
    const columns = [...container.querySelectorAll<HTMLElement>('footer [data-footer-column]')];
    expect(columns).toHaveLength(4);
    columns.forEach((column, index) => {
      const spec = SPEC_FOOTER_COLUMNS[index]!;
      expect(column.tagName).toBe('NAV');
      expect(within(column).getByRole('heading', { level: 2 }).textContent).toBe(spec.heading);
      expect(screen.getByRole('navigation', { name: spec.heading })).toBe(column);
      const hrefs = within(column)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      expect(hrefs).toEqual(spec.hrefs);
    });
  });

  it('makes each column a disclosure, closed at first, whose summary is its heading, holding every link of the footer content in order', () => {
    const { container } = renderFooter();
    const columns = [...container.querySelectorAll<HTMLElement>('[data-footer-column]')];
    expect(columns.map((column) => column.getAttribute('data-footer-column'))).toEqual(
      chromeEn.footer.columns.map((column) => column.id),
    );
    columns.forEach((column, index) => {
      const content = chromeEn.footer.columns[index]!;
      const details = column.querySelector(':scope > details');
      expect(details, content.heading).toBeInstanceOf(HTMLDetailsElement);
      expect((details as HTMLDetailsElement).open).toBe(false);
      // The summary comes first and holds the heading that names the column's landmark.
      const summary = details!.firstElementChild!;
      expect(summary.tagName).toBe('SUMMARY');
      const heading = summary.querySelector('h2')!;
      expect(heading.textContent).toBe(content.heading);
      expect(column.getAttribute('aria-labelledby')).toBe(heading.id);
      // Every link stays in the page inside the disclosure, closed or not, in the content's order.
      const links = [...details!.querySelectorAll(':scope > ul > li > a')];
      expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual(
        content.links.map((link) => [link.href, link.text]),
      );
      expect(column.querySelectorAll('a')).toHaveLength(content.links.length);
    });
  });

  it('opens and closes a column from its summary on a phone', () => {
    stubWideScreen(false);
    const { container } = renderFooter();
    for (const details of container.querySelectorAll('details')) {
      const summary = details.querySelector('summary')!;
      expect(summary.hasAttribute('tabindex')).toBe(false);
      fireEvent.click(summary);
      expect(details.open).toBe(true);
      fireEvent.click(summary);
      expect(details.open).toBe(false);
    }
  });

  it('from 600 px opens every column after render, and a click on a heading does not close it', () => {
    stubWideScreen(true);
    const { container } = renderFooter();
    const disclosures = [...container.querySelectorAll('details')];
    expect(disclosures).toHaveLength(4);
    for (const details of disclosures) {
      expect(details.open).toBe(true);
      fireEvent.click(details.querySelector('summary')!);
      expect(details.open).toBe(true);
    }
  });

  it('renders the same HTML on the server as the first client render, which hydrates without a mismatch', async () => {
    const footer = (
      <MemoryRouter>
        <InLanguage>
          <SiteFooter />
        </InLanguage>
      </MemoryRouter>
    );
    const html = renderToString(footer);
    // Closed, in the tab order: what a phone needs, and from 600 px the stylesheet shows the links.
    expect(html.match(/<details/g)).toHaveLength(4);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).not.toMatch(/tabindex/i);

    stubWideScreen(true);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverableErrors: unknown[] = [];
    const consoleError = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, footer, { onRecoverableError: (error) => recoverableErrors.push(error) });
      });
      expect(recoverableErrors).toEqual([]);
      expect(consoleError).not.toHaveBeenCalled();
      // The effect then brings the state in line with the wide screen.
      expect([...container.querySelectorAll('details')].map((details) => details.open)).toEqual([
        true,
        true,
        true,
        true,
      ]);
    } finally {
      act(() => root?.unmount());
      container.remove();
    }
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
    expect(screen.getByRole('link', { name: 'Download on the App Store' }).getAttribute('href')).toBe(
      identity.appStores.apple,
    );
    expect(screen.getByRole('link', { name: 'Get it on Google Play' }).getAttribute('href')).toBe(
      identity.appStores.google,
    );
  });

  it('shows the regulatory identifiers, the head office and the copyright line, its year Cameroon’s', () => {
    // New Year's Eve, 23:30 in UTC: already the new year in Limbe (UTC+1).
    fixClockAt(Date.UTC(2027, 11, 31, 23, 30));
    renderFooter();
    for (const {
      label: { en: label },
      value,
    } of identity.regulatory) {
      expect(screen.getByText(label)).toBeTruthy();
      expect(screen.getByText(value)).toBeTruthy();
    }
    expect(screen.getByText(identity.address.street, { exact: false })).toBeTruthy();
    expect(screen.getByText('© 2020-2028 Mboa Cooperative Credit Union')).toBeTruthy();
  });

  it('opens the group societies hub at #loan_application from any page, the href staying as the product contract writes it', () => {
    function CurrentUrl() {
      const { pathname, hash } = useLocation();
      return <output aria-label="current url">{pathname + hash}</output>;
    }
    render(
      <MemoryRouter initialEntries={['/savings_account']}>
        <InLanguage>
          <SiteFooter />
        </InLanguage>
        <CurrentUrl />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Group loan application' });
    expect(link.getAttribute('href')).toBe('#loan_application');
    fireEvent.click(link);
    expect(screen.getByLabelText('current url').textContent).toBe('/group-societies#loan_application');
  });
});

describe('SiteFooter links', () => {
  function CurrentUrl() {
    const { pathname, hash } = useLocation();
    return <output aria-label="current url">{pathname + hash}</output>;
  }
  const footerOnPage = (
    <MemoryRouter initialEntries={['/savings_account']}>
      <InLanguage>
        <SiteFooter />
      </InLanguage>
      <CurrentUrl />
    </MemoryRouter>
  );

  it('follows a link to a page of the site in the app, with no page load', () => {
    render(footerOnPage);
    const link = screen.getByRole('link', { name: 'Ways to bank' });
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByLabelText('current url').textContent).toBe(link.getAttribute('href'));
  });

  it('leaves a click with a modifier to the browser (a new tab), and the app where it was', () => {
    render(footerOnPage);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Ways to bank' }), { ctrlKey: true })).toBe(true);
    expect(screen.getByLabelText('current url').textContent).toBe('/savings_account');
  });

  it('on a composed page keeps the server HTML, whose links and columns the footer still handles', async () => {
    stubWideScreen(true);
    const html = renderToString(footerOnPage);
    const pageData = Object.assign(document.createElement('script'), { id: PAGE_DATA_ID, type: 'application/json' });
    const container = document.createElement('div');
    // A text the client would not render: hydrated, React would report it; kept, it stays.
    container.innerHTML = html.replace('>Ways to bank<', '>Ways to bank, as served<');
    document.body.append(pageData, container);
    const recoverableErrors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    try {
      await act(async () => {
        root = hydrateRoot(container, footerOnPage, { onRecoverableError: (error) => recoverableErrors.push(error) });
      });
      expect(recoverableErrors).toEqual([]);
      expect(container.querySelector('footer')!.textContent).toContain('Ways to bank, as served');
      const summary = container.querySelector('summary')!;
      expect(fireEvent.click(summary)).toBe(false);
      const link = within(container).getByRole('link', { name: 'Ways to bank, as served' });
      act(() => void fireEvent.click(link));
      expect(within(container).getByLabelText('current url').textContent).toBe(link.getAttribute('href'));
    } finally {
      act(() => root?.unmount());
      container.remove();
      pageData.remove();
    }
  });
});

describe('SiteFooter in French', () => {
  it('names the four columns as the product contract fixes them in French, each link to the French page', () => {
    render(
      <MemoryRouter initialEntries={['/fr']}>
        <InLanguage language="fr">
          <SiteFooter />
        </InLanguage>
      </MemoryRouter>,
    );
    const headings = screen
      .getAllByRole('heading', { level: 2 })
      .slice(0, 4)
      .map((heading) => heading.textContent);
    expect(headings).toEqual(['Particuliers', 'Entreprises', 'Groupes et associations', "Centre d'aide"]);
    const student = screen.getByRole('link', { name: 'Compte étudiant' });
    expect(student.getAttribute('href')).toBe('/fr/student-account');
    expect(screen.getByRole('link', { name: 'Demande de prêt de groupe' }).getAttribute('href')).toBe(
      '#loan_application',
    );
    expect(screen.getByText('Agrément COBAC (exemple)')).toBeTruthy();
    expect(screen.getByText(identity.address.region.fr, { exact: false })).toBeTruthy();
  });
});
