import { useEffect, type RefObject } from 'react';

/**
 * The header's Menu is a native disclosure (`<details>`), closed in the HTML: below 64rem it is
 * the menu, and works with no script at all. From 64rem the stylesheet shows the links inline
 * whether it is open or not (layout.css, `::details-content`) and hides its summary. The script
 * below only keeps the element's state in line with what shows: open from 64rem (so that a
 * browser without `::details-content` shows the links inline too, and hides the summary of an
 * open menu), closed below, and closed again after a navigation or on Escape. Nothing of this
 * runs while rendering: the server's HTML and the first client render are the same.
 */

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

/**
 * Opens the menu where the links show inline once the page's script runs, and brings it in line
 * whenever the window crosses 64rem. A narrow menu the visitor opened before the script ran is
 * left open.
 */
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
