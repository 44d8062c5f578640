import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { LanguageContext, atAnyBranch, identity, pathInLanguage, phoneOnOneLine, type Language } from '@mboa/shared';
import createAccountEn from './createAccount.en';
import createAccountFr from './createAccount.fr';
import forgotPasswordEn from './forgotPassword.en';
import forgotPasswordFr from './forgotPassword.fr';
import type { FormPageContent } from './forms';
import loginEn from './login.en';
import loginFr from './login.fr';
import CreateAccountPage from './CreateAccountPage';
import ForgotPasswordPage from './ForgotPasswordPage';
import LoginPage from './LoginPage';
import { readShellCss } from '../../testing/shellCss';

type FormPageComponent = (props: { content: FormPageContent }) => React.ReactNode;

const PAGES = [
  { path: '/login', Page: LoginPage, content: { en: loginEn, fr: loginFr }, spinner: true },
  {
    path: '/create-account',
    Page: CreateAccountPage,
    content: { en: createAccountEn, fr: createAccountFr },
    spinner: true,
  },
  {
    path: '/forgot_password',
    Page: ForgotPasswordPage,
    content: { en: forgotPasswordEn, fr: forgotPasswordFr },
    spinner: false,
  },
] as const satisfies readonly {
  path: string;
  Page: FormPageComponent;
  content: Record<Language, FormPageContent>;
  spinner: boolean;
}[];

function tree(path: string, Page: FormPageComponent, content: FormPageContent, language: Language = 'en') {
  return (
    <MemoryRouter initialEntries={[pathInLanguage(path, language)]}>
      <LanguageContext value={language}>
        <Page content={content} />
      </LanguageContext>
    </MemoryRouter>
  );
}

describe.each(PAGES)('$path', ({ path, Page, content, spinner }) => {
  it(`has its form in the HTML from the start${spinner ? ', under a 500 ms spinner timed by CSS' : ', with no spinner'}`, () => {
    vi.useFakeTimers();
    try {
      const { container } = render(tree(path, Page, content.en));
      const form = container.querySelector('form');
      expect(form).not.toBeNull();
      const page = container.querySelector('[data-form-page-content]')!;
      expect(page.contains(form)).toBe(true);
      expect(page.querySelector('h1')?.textContent).toBe(content.en.heading);
      const status = container.querySelector('.spinner');
      if (spinner) {
        expect(status?.textContent).toBe('Loading…');
        expect(status?.classList.contains('page-load-spinner')).toBe(true);
        expect(page.classList.contains('page-load-content')).toBe(true);
      } else {
        expect(status).toBeNull();
        expect(page.classList.contains('page-load-content')).toBe(false);
      }
      expect(vi.getTimerCount(), 'nothing waits for a timer').toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('disables its submit button until the script has hydrated the page, and says in a noscript that it needs JavaScript', async () => {
    const html = renderToString(tree(path, Page, content.en));
    expect(html).toMatch(/<button class="button" type="submit" disabled="">/);
    expect(html).toContain(
      `<noscript><p class="notice">This form needs JavaScript, which is switched off in this browser.`,
    );
    expect(html).toContain(
      `<a href="tel:+237600000101">${phoneOnOneLine(identity.phone.plain)}</a>, or visit us ${atAnyBranch('en')}.`,
    );

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button[type="submit"]')!;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const root = await act(async () => hydrateRoot(container, tree(path, Page, content.en)));
    expect(container.querySelector('button[type="submit"]')).toBe(button); // hydrated, not replaced
    expect(button.hasAttribute('disabled')).toBe(false);
    act(() => root.unmount());
    container.remove();
  });

  it('enables its submit button at once when rendered in the browser alone', () => {
    render(tree(path, Page, content.en));
    expect(screen.getByRole('button', { name: /log in|create account|reset password/i }).hasAttribute('disabled')).toBe(
      false,
    );
  });

  it('links to the other forms in the page’s language', () => {
    const { container } = render(tree(path, Page, content.fr, 'fr'));
    const links = [...container.querySelectorAll('.form-page__links a')].map((a) => [
      a.textContent,
      a.getAttribute('href'),
    ]);
    expect(links).toEqual(content.fr.links.map((link) => [link.text, `/fr${link.to}`]));
  });

  it('in French: its h1, labels, spinner, noscript note and missing-field message are French', () => {
    const html = renderToString(tree(path, Page, content.fr, 'fr'));
    expect(html).toContain(
      '<noscript><p class="notice">Ce formulaire a besoin de JavaScript, qui est désactivé dans ce navigateur.',
    );
    expect(html).toContain(
      `<a href="tel:+237600000101">${phoneOnOneLine(identity.phone.plain)}</a>, ou venez nous voir ${atAnyBranch('fr').replaceAll("'", '&#x27;')}.`,
    );

    const { container } = render(tree(path, Page, content.fr, 'fr'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(content.fr.heading);
    if (spinner) expect(container.querySelector('.page-load-spinner')?.textContent).toBe('Chargement…');
    for (const field of content.fr.fields)
      expect(screen.getByLabelText(field.label).getAttribute('name')).toBe(field.name);
    fireEvent.click(screen.getByRole('button', { name: content.fr.submitLabel }));
    const first = screen.getByLabelText(content.fr.fields[0]!.label) as HTMLInputElement;
    expect(first.validationMessage).toBe('Veuillez remplir ce champ.');
    expect(first.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByText('Veuillez remplir ce champ.')).toHaveLength(content.fr.fields.length);
  });
});

describe('the French form pages', () => {
  it('have French h1s', () => {
    expect(PAGES.map(({ content }) => content.fr.heading)).toEqual([
      'Se connecter',
      'Ouvrir un compte',
      'Mot de passe oublié\u00a0?',
    ]);
  });
});

describe('the 500 ms spinner of the sign-in forms (shell.css)', () => {
  const css = readShellCss();

  it('shows the spinner until 500 ms, and none where animations do not run', () => {
    expect(css).toMatch(
      /\.page-load-spinner \{ visibility: hidden; animation: (page-load-spinner-out) 0s 500ms both; \}/,
    );
    expect(css).toMatch(
      /@keyframes page-load-spinner-out \{\s*from \{ visibility: visible; \}\s*to \{ visibility: hidden; \}/,
    );
  });

  it('hides the form (not focusable) until 500 ms, and never where animations do not run', () => {
    expect(css).toMatch(/\.page-load-content \{ animation: page-load-content-in 0s 500ms both; \}/);
    expect(css).toMatch(
      /@keyframes page-load-content-in \{\s*from \{ visibility: hidden; \}\s*to \{ visibility: visible; \}/,
    );
  });
});
