export interface MainNavLink {
  to: string;
  text: string;
  /** Calls to action are drawn as buttons on wide screens. */
  emphasis?: 'button' | 'button-secondary';
}

/** The top navigation bar's links. */
export const mainNavLinks: readonly MainNavLink[] = [
  { to: '/personal-banking', text: 'Personal Banking' },
  { to: '/business-banking', text: 'Business Banking' },
  { to: '/group-societies', text: 'Groups & Societies' },
  { to: '/help-center', text: 'Help Centre' },
  { to: '/login', text: 'Log in', emphasis: 'button-secondary' },
  { to: '/create-account', text: 'Open an account', emphasis: 'button' },
];
