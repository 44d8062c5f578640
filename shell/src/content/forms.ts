import type { HTMLInputTypeAttribute } from 'react';

/** One field of a sign-in form: the form component renders these records. */
export interface FormField {
  name: string;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
}

export const loginFields: readonly FormField[] = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password' },
];

export const createAccountFields: readonly FormField[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name' },
  { name: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password' },
];

export const forgotPasswordFields: readonly FormField[] = [
  { name: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email', inputMode: 'email' },
];
