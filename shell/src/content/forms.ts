import { identity } from '@mboa/shared';
import type { HTMLInputTypeAttribute } from 'react';

/** One field of a sign-in form: the form component renders these records. */
export interface FormField {
  name: string;
  label: string;
  type: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** The longest value accepted, in characters: the input's maxlength, checked again on submit. */
  maxLength: number;
}

/** Limits shared by the forms: RFC 5321 caps an e-mail address at 254 characters. */
const MAX_LENGTH = { name: 100, username: 64, email: 254, phone: 24, password: 128 } as const;

export const loginFields: readonly FormField[] = [
  { name: 'username', label: 'Username', type: 'text', autoComplete: 'username', maxLength: MAX_LENGTH.username },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'current-password', maxLength: MAX_LENGTH.password },
];

export const createAccountFields: readonly FormField[] = [
  { name: 'firstName', label: 'First name', type: 'text', autoComplete: 'given-name', maxLength: MAX_LENGTH.name },
  { name: 'lastName', label: 'Last name', type: 'text', autoComplete: 'family-name', maxLength: MAX_LENGTH.name },
  { name: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: MAX_LENGTH.email },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel', inputMode: 'tel', maxLength: MAX_LENGTH.phone },
  { name: 'password', label: 'Password', type: 'password', autoComplete: 'new-password', maxLength: MAX_LENGTH.password },
];

export const forgotPasswordFields: readonly FormField[] = [
  { name: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email', inputMode: 'email', maxLength: MAX_LENGTH.email },
];

/**
 * Said in a `<noscript>` above each sign-in form: its values stay in the page, which takes the
 * page's script (without it the browser would send them, the password in the address).
 */
export const formNeedsJavaScript = {
  text: "This form needs JavaScript, which is switched off in this browser. Switch it on in your browser's settings and reload the page, or call us on",
  after: `, or visit any ${identity.shortName} branch.`,
} as const;
