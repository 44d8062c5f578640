import { identity, type PageMeta } from '@mboa/shared';

/** Titles and descriptions of the shell's own pages; each remote keeps its pages' in its content. */
const n = identity.shortName;

export const homeMeta: PageMeta = {
  title: `${identity.name} | Banking, Everyday and Everywhere`,
  description: `Savings, credit, business and njangie group accounts from ${identity.name}, Limbe, Cameroon. Open an account online or in the app.`,
};

export const loginMeta: PageMeta = { title: `Log in | ${n}`, description: `Log in to ${n} online banking.` };

export const createAccountMeta: PageMeta = {
  title: `Open an account | ${n}`,
  description: `Open a ${n} account in minutes: what you need and how to start.`,
};

export const forgotPasswordMeta: PageMeta = { title: `Forgot password | ${n}`, description: `Reset your ${n} password.` };

export const loaderMeta: PageMeta = { title: `Loading | ${n}`, description: `${identity.name} is loading.` };

export const notFoundMeta: PageMeta = {
  title: `Page not found | ${n}`,
  description: 'The requested URL was not found on this server.',
};
