import { fireEvent, render, screen } from '@testing-library/react';
import { LanguageContext, type Language } from '@mboa/shared';
import { describe, expect, it } from 'vitest';
import createAccountEn from './createAccount.en';
import forgotPasswordEn from './forgotPassword.en';
import type { FormPageContent } from './forms';
import loginEn from './login.en';
import loginFr from './login.fr';
import { LocalOnlyForm } from './LocalOnlyForm';

function renderForm(content: FormPageContent, language: Language = 'en') {
  return render(
    <LanguageContext value={language}>
      <LocalOnlyForm
        fields={content.fields}
        submitLabel={content.submitLabel}
        outcome={content.outcome}
        text={content.form}
      />
    </LanguageContext>,
  );
}

/** The message tied to a field (its aria-describedby), if any. */
function messageOf(input: HTMLElement): string | undefined {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').find((text) => text !== '');
}

describe('LocalOnlyForm', () => {
  it.each([
    ['login', loginEn, { Username: 64, Password: 128 }],
    [
      'create account',
      createAccountEn,
      { 'First name': 100, 'Last name': 100, 'E-mail address': 254, 'Phone number': 24, Password: 128 },
    ],
    ['forgot password', forgotPasswordEn, { 'E-mail address': 254 }],
  ] as const)('bounds every field of the %s form', (_, content, limits) => {
    renderForm(content);
    for (const [label, limit] of Object.entries(limits))
      expect(screen.getByLabelText(label).getAttribute('maxlength')).toBe(String(limit));
  });

  it('refuses a value longer than its field on submit, says why under it and focuses it', () => {
    renderForm(loginEn);
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    fireEvent.change(username, { target: { value: 'ngozi' } });
    // maxlength stops typing and pasting; a script can still set a longer value.
    fireEvent.change(password, { target: { value: 'p'.repeat(129) } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.queryByText(loginEn.outcome)).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(password)).toBe('This can be at most 128 characters long.');
    expect(document.activeElement).toBe(password);
    expect(username.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(password, { target: { value: 'p'.repeat(128) } });
    expect(password.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(loginEn.outcome)).toBeTruthy();
    expect(screen.getByText(/Get the app:/).textContent).toContain('App Store');
  });

  it('says in the page’s language, in the browser’s message and under the field, that a field is missing', () => {
    renderForm(loginFr, 'fr');
    const username = screen.getByLabelText("Nom d'utilisateur") as HTMLInputElement;
    const password = screen.getByLabelText('Mot de passe') as HTMLInputElement;
    fireEvent.change(username, { target: { value: 'ngozi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(screen.queryByText(loginFr.outcome)).toBeNull();
    expect(password.validationMessage).toBe('Veuillez remplir ce champ.');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(messageOf(password)).toBe('Veuillez remplir ce champ.');
    expect(username.getAttribute('aria-invalid')).toBeNull();

    // Typing clears the message; the form is then accepted.
    fireEvent.change(password, { target: { value: 'S3cret-pass!' } });
    expect(password.validationMessage).toBe('');
    expect(password.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(screen.getByText(loginFr.outcome)).toBeTruthy();
    expect(screen.getByText(/Téléchargez l'application/).textContent).toContain('Google Play');
  });

  it('says in French that an e-mail address is not one, and that a value is too long', () => {
    renderForm(
      {
        ...loginFr,
        fields: [{ name: 'email', label: 'Adresse e-mail', type: 'email', autoComplete: 'email', maxLength: 254 }],
      },
      'fr',
    );
    const email = screen.getByLabelText('Adresse e-mail') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'ngozi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(messageOf(email)).toBe('Veuillez saisir une adresse e-mail, par exemple nom@example.org.');

    fireEvent.change(email, { target: { value: `${'a'.repeat(250)}@example.org` } });
    fireEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(messageOf(email)).toBe('Ce champ accepte au plus 254\u00a0caractères.');
    expect(document.activeElement).toBe(email);
  });
});
