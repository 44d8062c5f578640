import { useEffect, type MouseEvent, type RefObject } from 'react';

/**
 * The footer's link columns are native disclosures (`<details>`), closed in the HTML. Below
 * 600 px that is what a visitor gets: four short rows, so the footer fits one phone screen.
 * From 600 px up the stylesheet shows a column's links whether it is open or not (layout.css,
 * `::details-content`), so the columns read as headed lists with no script at all, as a
 * prerendered page must. The script below only keeps the element's state truthful: it opens
 * the columns from 600 px (so assistive technology hears "expanded" for links it can see),
 * closes them again when the window narrows, and there takes the summary out of the tab order
 * and stops it from toggling, since it is then only a heading. Nothing of this runs at render
 * time: the server's HTML and the first client render are the same.
 */

/** From this width the columns show their links (layout.css uses the same 37.5rem, 600 px). */
export const COLUMNS_SHOWN_QUERY = '(min-width: 37.5rem)';

function widthShowsColumns(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(COLUMNS_SHOWN_QUERY).matches;
}

/**
 * Whether this browser can show a closed disclosure's content from CSS. Where it cannot, the
 * stylesheet leaves the columns as disclosures at every width (layout.css, `@supports`), and
 * their summaries keep toggling.
 */
export function canShowClosedContent(): boolean {
  return typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('selector(::details-content)');
}

/** True where the stylesheet shows every column's links: from 600 px, in a browser that can. */
export function columnsShownByStylesheet(): boolean {
  return widthShowsColumns() && canShowClosedContent();
}

/** Brings each disclosure in `container` in line with the window's width. */
export function syncColumnsWithWidth(container: ParentNode): void {
  const wide = widthShowsColumns();
  const headingOnly = wide && canShowClosedContent();
  for (const details of container.querySelectorAll('details')) {
    details.open = wide;
    const summary = details.querySelector(':scope > summary');
    if (headingOnly) summary?.setAttribute('tabindex', '-1');
    else summary?.removeAttribute('tabindex');
  }
}

/** Keeps the disclosures in `containerRef` in line with the window's width, after render. */
export function useColumnsFollowWidth(containerRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = containerRef.current;
    if (!container || typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(COLUMNS_SHOWN_QUERY);
    const follow = () => syncColumnsWithWidth(container);
    follow();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, [containerRef]);
}

/** A summary's click (mouse, Enter or Space) does not close a column that shows as a heading. */
export function keepShownColumnOpen(event: MouseEvent<HTMLElement>): void {
  if (columnsShownByStylesheet()) event.preventDefault();
}
