import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAccountFields, forgotPasswordFields, loginFields } from '../../content/forms';
import { LocalOnlyForm } from './LocalOnlyForm';

const OUTCOME = 'Nothing you typed has been sent or saved.';

describe('LocalOnlyForm', () => {
  it.each([
    ['login', loginFields, { Username: 64, Password: 128 }],
    ['create account', createAccountFields, { 'First name': 100, 'Last name': 100, 'E-mail address': 254, 'Phone number': 24, Password: 128 }],
    ['forgot password', forgotPasswordFields, { 'E-mail address': 254 }],
  ] as const)('bounds every field of the %s form', (_, fields, limits) => {
    render(<LocalOnlyForm fields={fields} submitLabel="Go" outcome={OUTCOME} />);
    for (const [label, limit] of Object.entries(limits)) expect(screen.getByLabelText(label).getAttribute('maxlength')).toBe(String(limit));
  });

  it('refuses a value longer than its field on submit, says why under it and focuses it', () => {
    render(<LocalOnlyForm fields={loginFields} submitLabel="Log in" outcome={OUTCOME} />);
    const username = screen.getByLabelText('Username');
    const password = screen.getByLabelText('Password');
    fireEvent.change(username, { target: { value: 'ngozi' } });
    // maxlength stops typing and pasting; a script can still set a longer value.
    fireEvent.change(password, { target: { value: 'p'.repeat(129) } });
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));

    expect(screen.queryByText(OUTCOME)).toBeNull();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    const message = document.getElementById(password.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('This can be at most 128 characters long.');
    expect(document.activeElement).toBe(password);
    expect(username.getAttribute('aria-invalid')).toBeNull();

    fireEvent.change(password, { target: { value: 'p'.repeat(128) } });
    expect(password.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText(OUTCOME)).toBeTruthy();
  });
});
