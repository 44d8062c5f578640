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

afterEach(() => forgetVerifiedAccount());

describe('the verified_account cookie', () => {
  it('holds the account number for 0.01 day on path / with SameSite=Strict', () => {
    const writes = watchCookieWrites();
    const before = Date.now();
    rememberVerifiedAccount('37100012345', 'http:');
    expect(document.cookie).toContain('verified_account=37100012345');
    const written = writes.at(-1)!;
    expect(written).toMatch(/^verified_account=37100012345;/);
    expect(written).toContain('; path=/');
    expect(written).toContain('; sameSite=Strict');
    expect(written).not.toMatch(/secure/i);
    const expires = Date.parse(/expires=([^;]+)/.exec(written)![1]!);
    // 0.01 day = 864 s; the cookie date has whole seconds.
    expect(expires - before).toBeGreaterThan(862_000);
    expect(expires - before).toBeLessThanOrEqual(865_000);
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
