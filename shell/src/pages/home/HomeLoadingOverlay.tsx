import { findPage, Spinner } from '@mboa/shared';
import { useChromeText } from '../../chrome/chromeText';

/** Whether `pathname` is the home page, in either language (`/`, `/fr`). */
export function isHomePath(pathname: string): boolean {
  return findPage(pathname)?.route === '/';
}

/**
 * The home page's full-screen "One sec, loading ..." overlay. CSS alone hides it at 500 ms
 * (`page-load-overlay`, shell.css), so it works before the app starts and with JavaScript off.
 *
 * The layout renders it first in the document, before the header: a slow phone's browser paints
 * a document before it has all of it, and an overlay further down (it used to be the home page's
 * first element, after the header) let the header and the top of the page show for a second
 * before it covered them. Mounted while the home page is open, it is a new element, and starts
 * again, each time a visitor comes back to the home page.
 */
export function HomeLoadingOverlay() {
  return <Spinner label={useChromeText().loading.homeOverlay} fullScreen className="page-load-overlay" />;
}
