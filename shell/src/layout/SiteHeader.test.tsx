import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { identity } from '@mboa/shared';
import { SiteHeader } from './SiteHeader';

function renderHeader(path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <SiteHeader />
    </MemoryRouter>,
  );
}

function menuButton() {
  return screen.getByRole('button', { name: 'Menu' });
}

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

  it('has a main navigation with the spec links in order', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The list is hidden by CSS on narrow screens, which jsdom does not apply: query the DOM.
    const links = [...nav.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Personal Banking', '/personal-banking'],
      ['Business Banking', '/business-banking'],
      ['Groups & Societies', '/group-societies'],
      ['Help Centre', '/help-center'],
      ['Log in', '/login'],
      ['Open an account', '/create-account'],
    ]);
  });

  it('marks the link of the current page', () => {
    renderHeader('/help-center');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByText('Help Centre').getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByText('Log in').getAttribute('aria-current')).toBeNull();
  });

  it('toggles the menu with a button that says whether it is expanded', () => {
    renderHeader();
    const button = menuButton();
    const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(list?.tagName).toBe('UL');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(list?.classList.contains('site-nav__list--open')).toBe(false);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(list?.classList.contains('site-nav__list--open')).toBe(true);

    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu after following a link', () => {
    renderHeader();
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByText('Business Banking'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on a link to the current page too', () => {
    renderHeader('/login');
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByText('Log in'));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the menu on Escape and returns focus to the button', () => {
    renderHeader();
    fireEvent.click(menuButton());
    const link = screen.getByText('Help Centre');
    act(() => link.focus());
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menuButton());
  });
});
