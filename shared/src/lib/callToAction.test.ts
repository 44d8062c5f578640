import { describe, expect, it } from 'vitest';
import type { CallToAction } from '../content/productPage';
import { callToActionHref } from './callToAction';

describe('callToActionHref', () => {
  it('writes a mail message to the identity module address with the subject encoded', () => {
    expect(callToActionHref({ kind: 'mail', label: 'Apply', mailbox: 'info', subject: 'Savings Account & more' })).toBe(
      'mailto:info@mboa.example?subject=Savings%20Account%20%26%20more',
    );
  });

  it('keeps site routes and the relative path as written', () => {
    expect(callToActionHref({ kind: 'route', label: 'Log in', to: '/login' })).toBe('/login');
    expect(callToActionHref({ kind: 'route', label: 'Get Started', to: '/business-online-banking-signup' })).toBe(
      '/business-online-banking-signup',
    );
    expect(callToActionHref({ kind: 'relative', label: 'Log in', to: 'login' })).toBe('login');
  });

  // The assertions here are the @ts-expect-error lines: `npm run typecheck` fails if any of
  // these targets ever compiles. The runtime check only keeps the array in use.
  it('refuses, at compile time, targets the product contract does not allow', () => {
    const refused: CallToAction[] = [
      // @ts-expect-error a path that is not a route of the site
      { kind: 'route', label: 'Nowhere', to: '/nowhere' },
      // @ts-expect-error another host
      { kind: 'route', label: 'Elsewhere', to: 'https://example.com/' },
      // @ts-expect-error a relative path the product contract does not use
      { kind: 'relative', label: 'Sign up', to: 'signup' },
      // @ts-expect-error an address that is not one of the institution's mailboxes
      { kind: 'mail', label: 'Write', mailbox: 'someone@example.com', subject: 'Hello' },
    ];
    expect(refused).toHaveLength(4);
  });
});
