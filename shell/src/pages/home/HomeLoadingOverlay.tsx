import { findPage, Spinner } from '@mboa/shared';
import { useChromeText } from '../../chrome/chromeText';

/** Whether `pathname` is the home page, in either language (`/`, `/fr`). */
export function isHomePath(pathname: string): boolean {
  return findPage(pathname)?.route === '/';
}

/**
 * The home page's "One sec, loading ..." overlay, hidden by CSS alone at 500 ms (shell.css). The layout puts it first
 * in the document, before the header (docs/architecture.md, "Timed states need no script"), and mounts it afresh, so
 * it shows again, on each return to the home page.
 */
export function HomeLoadingOverlay() {
  return <Spinner label={useChromeText().loading.homeOverlay} fullScreen className="page-load-overlay" />;
}
