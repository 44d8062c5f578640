import Cookies from 'js-cookie';

export const VERIFIED_ACCOUNT_COOKIE = 'verified_account';
/** 0.01 day, about 14 minutes. */
export const VERIFIED_ACCOUNT_COOKIE_DAYS = 0.01;

type PageAddress = Pick<Location, 'protocol' | 'pathname'>;

/** The page's own path as reached, so that it goes with requests for this page alone (docs/verify-statement.md). */
const cookiePathOf = (pathname: string) => pathname.replace(/(.)\/+$/, '$1');

/** To remove it after the visitor moved to another page's address. */
let setWithPath: string | undefined;

export function rememberVerifiedAccount(
  accountNumber: string,
  { protocol, pathname }: PageAddress = window.location,
): void {
  setWithPath = cookiePathOf(pathname);
  Cookies.set(VERIFIED_ACCOUNT_COOKIE, accountNumber, {
    expires: VERIFIED_ACCOUNT_COOKIE_DAYS,
    path: setWithPath,
    sameSite: 'Strict',
    secure: protocol === 'https:',
  });
}

/** Also on `/`, where releases before 2026-12-06 set it. */
export function forgetVerifiedAccount({ pathname }: Pick<PageAddress, 'pathname'> = window.location): void {
  for (const path of new Set([cookiePathOf(pathname), setWithPath ?? '/']))
    Cookies.remove(VERIFIED_ACCOUNT_COOKIE, { path });
  setWithPath = undefined;
}
