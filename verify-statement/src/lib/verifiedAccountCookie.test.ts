import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetVerifiedAccount, rememberVerifiedAccount } from './verifiedAccountCookie';

/** Records every string written to document.cookie, while still writing it. */
function watchCookieWrites(): string[] {
  const writes: string[] = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    native.set!.call(document, value);
  });
  return writes;
}

/** The address jsdom's document is at: document.cookie holds the cookies a request to it would carry. */
const goTo = (path: string) => window.history.replaceState(null, '', path);
const ENGLISH = { protocol: 'http:', pathname: '/verify-statement' };
const FRENCH = { protocol: 'http:', pathname: '/fr/verify-statement' };

afterEach(() => {
  // The real clock first: a removal dated by the fixed one would outlive the test.
  vi.useRealTimers();
  for (const page of ['/verify-statement', '/fr/verify-statement', '/Verify-Statement', '/']) {
    goTo(page);
    forgetVerifiedAccount();
  }
});

describe('the verified_account cookie', () => {
  it('holds the account number for 0.01 day, with SameSite=Strict, on the path of the page that set it and no wider', () => {
    const writes = watchCookieWrites();
    // The page's clock and the cookie jar's, fixed together: a leap day's last half-minute.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2028, 1, 29, 23, 59, 30, 400));
    goTo('/verify-statement');
    rememberVerifiedAccount('37100012345', ENGLISH);
    expect(document.cookie).toContain('verified_account=37100012345');
    const written = writes.at(-1)!;
    expect(written).toMatch(/^verified_account=37100012345;/);
    expect(written).toMatch(/; path=\/verify-statement(;|$)/);
    expect(written).toContain('; sameSite=Strict');
    expect(written).not.toMatch(/secure/i);
    // 0.01 day = 864 s later; the cookie date has whole seconds.
    expect(/expires=([^;]+)/.exec(written)?.[1]).toBe('Wed, 01 Mar 2028 00:13:54 GMT');
  });

  it('goes with no other address: not the statement download, not another page, not the site’s files', () => {
    goTo('/verify-statement');
    rememberVerifiedAccount('37100012345', ENGLISH);
    for (const elsewhere of [
      '/statements/Verified%20Statement%20TFMXJ0eLHiz-41twKSQPPA%20-%20MB-STM-2025-0042%20-%2037100012345.pdf',
      '/',
      '/legal',
      '/verify-statements',
      '/assets/app.js',
      '/remotes.json',
      '/fr/verify-statement',
    ]) {
      goTo(elsewhere);
      expect(document.cookie, elsewhere).not.toContain('verified_account');
    }
    goTo('/verify-statement');
    expect(document.cookie).toContain('verified_account=37100012345');
  });

  it('is set with the French page’s own path on the French page, and with the spelling the page was reached at', () => {
    const writes = watchCookieWrites();
    goTo('/fr/verify-statement');
    rememberVerifiedAccount('37100012345', FRENCH);
    expect(writes.at(-1)).toMatch(/; path=\/fr\/verify-statement(;|$)/);
    expect(document.cookie).toContain('verified_account=37100012345');
    // Routes match in any case and with a trailing slash; a cookie's path is compared exactly.
    goTo('/Verify-Statement/');
    rememberVerifiedAccount('1', { protocol: 'http:', pathname: '/Verify-Statement/' });
    expect(writes.at(-1)).toMatch(/; path=\/Verify-Statement(;|$)/);
    expect(document.cookie).toContain('verified_account=1');
  });

  it('is Secure when the page is served over https', () => {
    const writes = watchCookieWrites();
    rememberVerifiedAccount('1', { protocol: 'https:', pathname: '/verify-statement' });
    expect(writes.at(-1)).toMatch(/; secure(;|$)/);
  });

  it('is removed by forgetVerifiedAccount, on the page’s path and on the one it was set at', () => {
    goTo('/verify-statement');
    rememberVerifiedAccount('37100012345', ENGLISH);
    forgetVerifiedAccount();
    expect(document.cookie).not.toContain('verified_account');
    // Set on the English page, then the visitor moves to the French one without a reload and edits a field.
    rememberVerifiedAccount('37100012345', ENGLISH);
    goTo('/fr/verify-statement');
    forgetVerifiedAccount();
    goTo('/verify-statement');
    expect(document.cookie).not.toContain('verified_account');
  });
});
