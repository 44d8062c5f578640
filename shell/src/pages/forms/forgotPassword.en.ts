import { atAnyBranch, identity } from '@mboa/shared';
import form from './forms.en';
import { FIELD_MAX_LENGTH, type FormPageContent } from './forms';

const n = identity.shortName;

const forgotPassword = {
  meta: {
    title: `Forgot password | ${n}`,
    description: `Forgot your ${n} password? Passwords are reset in the mobile app or at a branch with your ID; this form sends nothing.`,
  },
  heading: 'Forgot your password?',
  intro: `Passwords are reset in the ${n} mobile app, or ${atAnyBranch('en')}, with your ID. This form sends no e-mail: what you type stays in this page and is not sent.`,
  fields: [
    {
      name: 'email',
      label: 'E-mail address',
      type: 'email',
      autoComplete: 'email',
      inputMode: 'email',
      maxLength: FIELD_MAX_LENGTH.email,
    },
  ],
  submitLabel: 'Reset password',
  outcome: `Passwords are reset in the ${n} mobile app or at any of our branches with your ID. Nothing you typed has been sent or saved.`,
  links: [{ text: 'Back to Login', to: '/login' }],
  form,
} satisfies FormPageContent;

export default forgotPassword;
