import Cookies from 'js-cookie';

export const VERIFIED_ACCOUNT_COOKIE = 'verified_account';
/** 0.01 day, about 14 minutes. */
export const VERIFIED_ACCOUNT_COOKIE_DAYS = 0.01;

/** Where the page is: its scheme, and its path as the visitor reached it. */
type PageAddress = Pick<Location, 'protocol' | 'pathname'>;

/**
 * The cookie's path: the page's own, as reached (routes match in any case and with a trailing
 * slash, a cookie's path exactly), so it goes with requests for this page alone: never a statement
 * download, another page or the site's files (docs/verify-statement.md).
 */
const cookiePathOf = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** The path the cookie was last set with, to remove it after the visitor moved to another page's address. */
let setWithPath: string | undefined;

/** Remembers the verified account number, for the page it was verified on. */
export function rememberVerifiedAccount(accountNumber: string, { protocol, pathname }: PageAddress = window.location): void {
  setWithPath = cookiePathOf(pathname);
  Cookies.set(VERIFIED_ACCOUNT_COOKIE, accountNumber, {
    expires: VERIFIED_ACCOUNT_COOKIE_DAYS,
    path: setWithPath,
    sameSite: 'Strict',
    secure: protocol === 'https:',
  });
}

/** Removes the cookie: on this page's path, the one it was set with, or `/`, where releases before 2026-12-06 set it. */
export function forgetVerifiedAccount({ pathname }: Pick<PageAddress, 'pathname'> = window.location): void {
  for (const path of new Set([cookiePathOf(pathname), setWithPath ?? '/'])) Cookies.remove(VERIFIED_ACCOUNT_COOKIE, { path });
  setWithPath = undefined;
}
