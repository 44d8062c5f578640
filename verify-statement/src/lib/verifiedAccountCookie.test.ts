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

afterEach(() => {
  forgetVerifiedAccount();
  vi.useRealTimers();
});

describe('the verified_account cookie', () => {
  it('holds the account number for 0.01 day on path / with SameSite=Strict', () => {
    const writes = watchCookieWrites();
    // The page's clock and the cookie jar's, fixed together: a leap day's last half-minute.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.UTC(2028, 1, 29, 23, 59, 30, 400));
    rememberVerifiedAccount('37100012345', 'http:');
    expect(document.cookie).toContain('verified_account=37100012345');
    const written = writes.at(-1)!;
    expect(written).toMatch(/^verified_account=37100012345;/);
    expect(written).toContain('; path=/');
    expect(written).toContain('; sameSite=Strict');
    expect(written).not.toMatch(/secure/i);
    // 0.01 day = 864 s later; the cookie date has whole seconds.
    expect(/expires=([^;]+)/.exec(written)?.[1]).toBe('Wed, 01 Mar 2028 00:13:54 GMT');
  });

  it('is Secure when the page is served over https', () => {
    const writes = watchCookieWrites();
    rememberVerifiedAccount('1', 'https:');
    expect(writes.at(-1)).toMatch(/; secure(;|$)/);
  });

  it('is removed by forgetVerifiedAccount', () => {
    rememberVerifiedAccount('37100012345', 'http:');
    forgetVerifiedAccount();
    expect(document.cookie).not.toContain('verified_account');
  });
});
