import { useState, useSyncExternalStore, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { PAGE_DATA_ID } from '../lib/pageData';

const nothingToSubscribe = () => () => {};

/** Asked only while hydrating: a part of a boundary hydrated after the takeover is still the server's HTML. */
function inAComposedPage(): boolean {
  return typeof document !== 'undefined' && !!document.getElementById(PAGE_DATA_ID);
}

type ServerHtmlProps = ComponentPropsWithoutRef<'div'> & { children: ReactNode };

/**
 * A part whose HTML never changes, kept as the server wrote it when the app takes over a composed
 * page rather than hydrated (docs/decisions/hydration-costs.md): no state, effects or handlers inside.
 */
export function ServerHtml({ children, ...props }: ServerHtmlProps) {
  // Hydration reads the server snapshot (true), any later render the client's; chosen once, at mount.
  const hydrating = useSyncExternalStore(
    nothingToSubscribe,
    () => false,
    () => true,
  );
  const [keptAsServerHtml] = useState(() => hydrating && inAComposedPage());
  if (keptAsServerHtml) return <div {...props} dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  return <div {...props}>{children}</div>;
}
