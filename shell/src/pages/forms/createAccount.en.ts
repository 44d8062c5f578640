import { atAnyBranch, identity } from '@mboa/shared';
import form from './forms.en';
import { FIELD_MAX_LENGTH, type FormPageContent } from './forms';

const n = identity.shortName;

const createAccount = {
  meta: {
    title: `Open an account | ${n}`,
    description: `How to open a ${n} account: in the mobile app or at a branch, with your ID and a proof of address. This form sends nothing.`,
  },
  heading: 'Open an account',
  intro: `Accounts are opened in the ${n} mobile app or ${atAnyBranch('en')}, with a valid national ID card or passport and a proof of address. This form does not open an account: what you type stays in this page and is not sent.`,
  fields: [
    {
      name: 'firstName',
      label: 'First name',
      type: 'text',
      autoComplete: 'given-name',
      maxLength: FIELD_MAX_LENGTH.name,
    },
    {
      name: 'lastName',
      label: 'Last name',
      type: 'text',
      autoComplete: 'family-name',
      maxLength: FIELD_MAX_LENGTH.name,
    },
    {
      name: 'email',
      label: 'E-mail address',
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      maxLength: FIELD_MAX_LENGTH.email,
    },
    {
      name: 'phone',
      label: 'Phone number',
      type: 'tel',
      autoComplete: 'tel',
      inputMode: 'tel',
      maxLength: FIELD_MAX_LENGTH.phone,
    },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: 'new-password',
      maxLength: FIELD_MAX_LENGTH.password,
    },
  ],
  submitLabel: 'Create account',
  outcome: `Accounts are opened in the ${n} mobile app in minutes, or at any of our branches. Nothing you typed has been sent or saved.`,
  links: [{ text: 'Already a member? Log in', to: '/login' }],
  form,
} satisfies FormPageContent;

export default createAccount;
