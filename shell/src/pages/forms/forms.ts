import type { PageMeta, SitePath } from '@mboa/shared';
import type { HTMLInputTypeAttribute } from 'react';
import type { MessageTemplate } from '@mboa/shared';

/** One field of a sign-in form: the form component renders these records. */
export interface FormField {
  /** The field's name and id (`form-${name}`): data, the same in both languages. */
  readonly name: string;
  readonly label: string;
  readonly type: HTMLInputTypeAttribute;
  readonly autoComplete: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** The longest value accepted, in characters: the input's maxlength, checked again on submit. */
  readonly maxLength: number;
}

/** Limits shared by the forms: RFC 5321 caps an e-mail address at 254 characters. */
export const FIELD_MAX_LENGTH = { name: 100, username: 64, email: 254, phone: 24, password: 128 } as const;

/** What every sign-in form says, whatever its fields (forms.en.ts, forms.fr.ts). */
export interface FormText {
  /** The 500 ms spinner's label, before the login and create-account forms show. */
  readonly loadingLabel: string;
  /**
   * Said in a `<noscript>` above each form: its values stay in the page, which takes the
   * page's script (without it the browser would send them, the password in the address).
   * The telephone number, a link, comes between the two.
   */
  readonly needsJavaScript: { readonly beforePhone: string; readonly afterPhone: string };
  /** Before the app store links, under the outcome. */
  readonly getTheApp: string;
  /** What is wrong with a field, under it and in the browser's own message. */
  readonly errors: {
    readonly required: string;
    readonly invalidEmail: string;
    /** `{maxLength}`: the field's limit. */
    readonly tooLong: MessageTemplate;
    /** Under a field whose pasted text the browser cut to fit ({maxLength}). */
    readonly pasteCut: MessageTemplate;
  };
}

/** A link under a form, to another page of the site. */
export interface FormLink {
  readonly text: string;
  readonly to: SitePath;
}

/** The record of a sign-in form's page (login, createAccount, forgotPassword .en.ts / .fr.ts). */
export interface FormPageContent {
  readonly meta: PageMeta;
  /** The page's h1. */
  readonly heading: string;
  /** Under the h1: what the form is, and where this is really done. */
  readonly intro: string;
  readonly fields: readonly FormField[];
  readonly submitLabel: string;
  /** What the visitor is told after submitting: nothing was sent, and where this is really done. */
  readonly outcome: string;
  readonly links: readonly FormLink[];
  /** The text every form shares (forms.en.ts, forms.fr.ts). */
  readonly form: FormText;
}
