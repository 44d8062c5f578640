import type { RouteEntry } from '@mboa/shared';
import type { InitialPage } from './initialPage';
import { pageLoaderOf } from './routePageLoader';

/**
 * Loads the page a prerendered document was rendered with, before hydration, so the first
 * client render matches the HTML. When its code cannot load (a section down, a release gone),
 * the page's HTML as it arrived is kept instead (`main`'s page element, see PageRoute): it stays
 * readable, and the section's error handling applies from the next navigation.
 */
export async function loadInitialPage(route: RouteEntry, release: string | undefined, main: HTMLElement | null): Promise<InitialPage | undefined> {
  try {
    const page = await pageLoaderOf(route, { release })(0);
    if (page) return { path: route.path, page };
  } catch {
    // Falls through to the HTML as it arrived.
  }
  const html = main?.firstElementChild?.innerHTML;
  return html === undefined ? undefined : { path: route.path, html };
}
