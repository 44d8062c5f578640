import { atAnyBranch, identity } from '@mboa/shared';
import form from './forms.en';
import { FIELD_MAX_LENGTH, type FormPageContent } from './forms';

const n = identity.shortName;

const login = {
  meta: {
    title: `Log in | ${n}`,
    description: `The ${n} log in page. Online banking is done in the ${n} mobile app: nothing you type on this page is sent.`,
  },
  heading: 'Log in',
  intro: `Members bank online in the ${n} mobile app, and in person ${atAnyBranch('en')}: this website does not sign you in. What you type in this form stays in this page and is not sent to anyone.`,
  fields: [
    {
      name: 'username',
      label: 'Username',
      type: 'text',
      autoComplete: 'username',
      maxLength: FIELD_MAX_LENGTH.username,
    },
    {
      name: 'password',
      label: 'Password',
      type: 'password',
      autoComplete: 'current-password',
      maxLength: FIELD_MAX_LENGTH.password,
    },
  ],
  submitLabel: 'Log in',
  outcome: `Sign in from the ${n} mobile app. If your password no longer works, it can be reset at a branch. Nothing you typed has been sent or saved.`,
  links: [
    { text: 'Forgot your password?', to: '/forgot_password' },
    { text: 'Open an account', to: '/create-account' },
  ],
  form,
} satisfies FormPageContent;

export default login;
