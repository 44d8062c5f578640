import { useState, useSyncExternalStore, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { PAGE_DATA_ID } from '../lib/pageData';

const nothingToSubscribe = () => () => {};

/**
 * True while the browser hydrates a page that was composed at deploy time (its data block is in
 * the document) and the app has not taken it over yet; false on the server, in a client render
 * (a page opened by navigating in the app) and after hydration.
 */
function hydratingAComposedPage(): boolean {
  return typeof document !== 'undefined' && !!document.getElementById(PAGE_DATA_ID) && !document.documentElement.hasAttribute('data-interactive');
}

type ServerHtmlProps = ComponentPropsWithoutRef<'div'> & { children: ReactNode };

/**
 * A part of a page with no behaviour of its own (text, images, plain links), in a div, rendered
 * on the server like any other. When the browser takes over a composed page, it keeps this part's HTML
 * exactly as the server wrote it instead of hydrating it: no component runs, no element is
 * walked, on a slow phone the app's start costs that much less. Its links stay plain links, which
 * the page's own click handler turns into navigation in the app (navigateOnLinkClick). A page
 * the app renders itself (opened by navigating in the app) renders the part as usual.
 *
 * Only for parts whose HTML never changes while the page is shown: nothing inside may depend on
 * state, effects or event handlers.
 */
export function ServerHtml({ children, ...props }: ServerHtmlProps) {
  // During hydration React reads the server snapshot (true); any later render of a page reads the
  // client one (false). The choice is made once, when the part mounts, and kept.
  const hydrating = useSyncExternalStore(nothingToSubscribe, () => false, () => true);
  const [keptAsServerHtml] = useState(() => hydrating && hydratingAComposedPage());
  if (keptAsServerHtml) return <div {...props} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div {...props}>{children}</div>;
}
