import { navigateOnLinkClick } from '@mboa/shared';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Hosts content written with plain <a href> links (shared primitives such as LinkCardGrid):
 * a click on a same-origin link becomes client-side navigation, as on remote pages, so moving
 * between pages does not reload the site.
 */
export function RoutedLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <div onClick={(event) => navigateOnLinkClick(event, navigate)}>{children}</div>;
}
