import { useEffect, type RefObject } from 'react';

// The header's Menu is a native `<details>`, closed in the HTML and working with no script; this keeps its state in
// line with what shows, never while rendering (docs/decisions/native-disclosures.md).

/** From this width the links show inline (layout.css uses the same 64rem). */
export const LINKS_INLINE_QUERY = '(min-width: 64rem)';

function linksShowInline(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(LINKS_INLINE_QUERY).matches;
}

/** Open where the links show inline, closed where the menu is a menu (after a navigation, say). */
export function syncMenuWithWidth(menu: HTMLDetailsElement): void {
  menu.open = linksShowInline();
}

/** Closes an open menu where it is a menu; returns whether it did (Escape then focuses the summary). */
export function closeMenu(menu: HTMLDetailsElement): boolean {
  if (!menu.open || linksShowInline()) return false;
  menu.open = false;
  return true;
}

/** Opens the menu where links show inline, then follows the 64rem line; a menu opened before the script stays open. */
export function useMenuFollowsWidth(menuRef: RefObject<HTMLDetailsElement | null>): void {
  useEffect(() => {
    const menu = menuRef.current;
    if (!menu || typeof window.matchMedia !== 'function') return;
    if (linksShowInline()) menu.open = true;
    const query = window.matchMedia(LINKS_INLINE_QUERY);
    const follow = () => syncMenuWithWidth(menu);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [menuRef]);
}
