import { act, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { identity } from '@mboa/shared';
import CreateAccountPage from '../../pages/CreateAccountPage';
import ForgotPasswordPage from '../../pages/ForgotPasswordPage';
import LoginPage from '../../pages/LoginPage';

const PAGES = [
  { path: '/login', Page: LoginPage, spinner: true },
  { path: '/create-account', Page: CreateAccountPage, spinner: true },
  { path: '/forgot_password', Page: ForgotPasswordPage, spinner: false },
] as const;

function tree(path: string, Page: () => React.ReactNode) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Page />
    </MemoryRouter>
  );
}

describe.each(PAGES)('$path', ({ path, Page, spinner }) => {
  it(`has its form in the HTML from the start${spinner ? ', under a 500 ms spinner timed by CSS' : ', with no spinner'}`, () => {
    vi.useFakeTimers();
    try {
      const { container } = render(tree(path, Page));
      const form = container.querySelector('form');
      expect(form).not.toBeNull();
      const content = container.querySelector('[data-form-page-content]')!;
      expect(content.contains(form)).toBe(true);
      expect(content.querySelector('h1')).not.toBeNull();
      const status = container.querySelector('.spinner');
      if (spinner) {
        expect(status?.textContent).toBe('Loading…');
        expect(status?.classList.contains('page-load-spinner')).toBe(true);
        expect(content.classList.contains('page-load-content')).toBe(true);
      } else {
        expect(status).toBeNull();
        expect(content.classList.contains('page-load-content')).toBe(false);
      }
      expect(vi.getTimerCount(), 'nothing waits for a timer').toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('disables its submit button until the script has hydrated the page, and says in a noscript that it needs JavaScript', async () => {
    const html = renderToString(tree(path, Page));
    expect(html).toMatch(/<button class="button" type="submit" disabled="">/);
    expect(html).toContain(`<noscript><p class="notice">This form needs JavaScript, which is switched off in this browser.`);
    expect(html).toContain(`<a href="tel:+237600000101">${identity.phone.plain}</a>, or visit any ${identity.shortName} branch.`);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button[type="submit"]')!;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () => hydrateRoot(container, tree(path, Page)));
    expect(container.querySelector('button[type="submit"]')).toBe(button); // hydrated, not replaced
    expect(button.hasAttribute('disabled')).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('enables its submit button at once when rendered in the browser alone', () => {
    render(tree(path, Page));
    expect(screen.getByRole('button', { name: /log in|create account|reset password/i }).hasAttribute('disabled')).toBe(false);
  });
});

describe('the 500 ms spinner of the sign-in forms (shell.css)', () => {
  const css = readFileSync(join(import.meta.dirname, '../../styles/shell.css'), 'utf8');

  it('shows the spinner until 500 ms, and none where animations do not run', () => {
    expect(css).toMatch(/\.page-load-spinner \{ visibility: hidden; animation: (page-load-spinner-out) 0s 500ms both; \}/);
    expect(css).toMatch(/@keyframes page-load-spinner-out \{\s*from \{ visibility: visible; \}\s*to \{ visibility: hidden; \}/);
  });

  it('hides the form (not focusable) until 500 ms, and never where animations do not run', () => {
    expect(css).toMatch(/\.page-load-content \{ animation: page-load-content-in 0s 500ms both; \}/);
    expect(css).toMatch(/@keyframes page-load-content-in \{\s*from \{ visibility: hidden; \}\s*to \{ visibility: visible; \}/);
  });
});
