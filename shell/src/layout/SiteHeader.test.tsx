import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { identity } from '@mboa/shared';
import { InLanguage } from '../testing/chrome';
import { SiteHeader } from './SiteHeader';

function renderHeader(path = '/', language: 'en' | 'fr' = 'en') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <InLanguage language={language}>
        <SiteHeader />
      </InLanguage>
    </MemoryRouter>,
  );
}

function menu(): HTMLDetailsElement {
  const details = screen.getByRole('navigation', { name: 'Main' }).querySelector('details');
  if (!details) throw new Error('No menu disclosure');
  return details;
}

function summary(): HTMLElement {
  return menu().querySelector('summary')!;
}

/** A window as wide as `width` px for matchMedia's min-width queries, whose width tests can change. */
function stubWidth(width: number) {
  const queries: { query: string; listeners: Set<() => void> }[] = [];
  let current = width;
  const matches = (query: string) => current >= Number(/min-width: ([\d.]+)rem/.exec(query)?.[1] ?? 0) * 16;
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    queries.push(entry);
    return {
      get matches() {
        return matches(query);
      },
      addEventListener: (_: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return (next: number) => {
    current = next;
    act(() => queries.forEach((entry) => entry.listeners.forEach((listener) => listener())));
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('SiteHeader', () => {
  it('starts with a skip link to #main', () => {
    const { container } = renderHeader();
    const firstLink = container.querySelector('header a');
    expect(firstLink?.textContent).toBe('Skip to main content');
    expect(firstLink?.getAttribute('href')).toBe('#main');
  });

  it('links the brand to the home page', () => {
    renderHeader('/help-center');
    expect(screen.getByRole('link', { name: identity.shortName }).getAttribute('href')).toBe('/');
  });

  it('has a main navigation with the product contract links in order', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The list is hidden by CSS on narrow screens, which jsdom does not apply: query the DOM.
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Personal Banking', '/personal-banking'],
      ['Business Banking', '/business-banking'],
      ['Group Societies', '/group-societies'],
      ['Help Centre', '/help-center'],
      ['Log in', '/login'],
      ['Opening an account', '/create-account'],
    ]);
  });

  it('marks the link of the current page', () => {
    renderHeader('/help-center');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Help Centre').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByText('Log in').getAttribute('aria-current')).toBeNull();
  });

  it('is a native disclosure, closed, its summary the Menu button and the links inside', () => {
    renderHeader();
    expect(menu().tagName).toBe('DETAILS');
    expect(menu().open).toBe(false);
    expect(summary().textContent).toBe('Menu');
    expect(summary().parentElement).toBe(menu());
    expect(menu().querySelectorAll('ul a')).toHaveLength(6);
  });

  it('opens and closes from its summary (the browser does it: no script needed)', () => {
    renderHeader();
    fireEvent.click(summary());
    expect(menu().open).toBe(true);
    fireEvent.click(summary());
    expect(menu().open).toBe(false);
  });

  it('closes after following a link', () => {
    renderHeader();
    menu().open = true;
    fireEvent.click(screen.getByText('Business Banking'));
    expect(menu().open).toBe(false);
  });

  it('closes on a link to the current page too', () => {
    renderHeader('/login');
    menu().open = true;
    fireEvent.click(screen.getByText('Log in'));
    expect(menu().open).toBe(false);
  });

  it('follows the brand and the menu links in the app, with no page load, the language link as a page load', () => {
    function CurrentPath() {
      return <output aria-label="current path">{useLocation().pathname}</output>;
    }
    const { container } = render(
      <MemoryRouter initialEntries={['/fr/help-center']}>
        <InLanguage language="fr">
          <SiteHeader />
        </InLanguage>
        <CurrentPath />
      </MemoryRouter>,
    );
    const path = () => screen.getByLabelText('current path').textContent;
    expect(fireEvent.click(container.querySelector('.site-nav__list a')!)).toBe(false);
    expect(path()).toBe('/fr/personal-banking');
    expect(fireEvent.click(screen.getByRole('link', { name: /^Mboa CCU/ }))).toBe(false);
    expect(path()).toBe('/fr');
    expect(fireEvent.click(screen.getByRole('link', { name: 'Read this page in English' }))).toBe(true);
    expect(path()).toBe('/fr');
  });

  it('closes on Escape and returns focus to the summary', () => {
    renderHeader();
    menu().open = true;
    const link = screen.getByText('Help Centre');
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(document.activeElement).toBe(summary());
  });

  it('from 64rem is open (the links show inline) and stays so after navigation and on Escape', () => {
    const resize = stubWidth(1280);
    renderHeader();
    expect(menu().open).toBe(true);
    fireEvent.click(screen.getByText('Business Banking'));
    expect(menu().open).toBe(true);
    const link = screen.getByText('Help Centre');
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menu().open).toBe(true);
    expect(document.activeElement).toBe(link);
    resize(390);
    expect(menu().open).toBe(false);
    resize(1024);
    expect(menu().open).toBe(true);
  });

  it('hydrates the server HTML as it is, and keeps a menu the visitor opened before the script ran', async () => {
    stubWidth(390);
    const tree = (
      <MemoryRouter initialEntries={['/']}>
        <InLanguage>
          <SiteHeader />
        </InLanguage>
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    const serverDom = container.innerHTML;
    const menu = container.querySelector<HTMLDetailsElement>('details.site-nav__menu')!;
    menu.open = true;
    const errors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, tree, { onRecoverableError: (error) => recoverable.push(error) }),
    );
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect(menu.open).toBe(true);
    menu.open = false;
    expect(container.innerHTML).toBe(serverDom);
    act(() => root.unmount());
    container.remove();
  });
});

describe('SiteHeader language link', () => {
  it('leads from an English page to the same page in French, named in French', () => {
    renderHeader('/savings_account');
    const link = screen.getByRole('link', { name: /français/i });
    expect(link.textContent).toBe('Français');
    expect(link.getAttribute('href')).toBe('/fr/savings_account');
    expect(link.getAttribute('lang')).toBe('fr');
    expect(link.getAttribute('hreflang')).toBe('fr');
    // Outside the phone menu: one tap away on every screen.
    expect(menu().contains(link)).toBe(false);
  });

  it('leads from a French page back to the English one, and the French header links stay in French', () => {
    renderHeader('/fr/savings_account', 'fr');
    const link = screen.getByRole('link', { name: /english/i });
    expect(link.getAttribute('href')).toBe('/savings_account');
    expect(link.getAttribute('lang')).toBe('en');
    const nav = screen.getByRole('navigation', { name: 'Navigation principale' });
    expect(within(nav).getByRole('link', { name: 'Particuliers' }).getAttribute('href')).toBe('/fr/personal-banking');
    expect(within(nav).getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/fr/login');
  });

  it('leads from the French home page to the English home page and back', () => {
    renderHeader('/fr', 'fr');
    expect(screen.getByRole('link', { name: /english/i }).getAttribute('href')).toBe('/');
  });
});
