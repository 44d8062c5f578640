import Cookies from 'js-cookie';

export const VERIFIED_ACCOUNT_COOKIE = 'verified_account';
/** 0.01 day, about 14 minutes. */
export const VERIFIED_ACCOUNT_COOKIE_DAYS = 0.01;

/** Remembers the verified account number for the rest of the site. */
export function rememberVerifiedAccount(accountNumber: string, protocol = window.location.protocol): void {
  Cookies.set(VERIFIED_ACCOUNT_COOKIE, accountNumber, {
    expires: VERIFIED_ACCOUNT_COOKIE_DAYS,
    path: '/',
    sameSite: 'Strict',
    secure: protocol === 'https:',
  });
}

export function forgetVerifiedAccount(): void {
  Cookies.remove(VERIFIED_ACCOUNT_COOKIE, { path: '/' });
}
