import { useEffect, type MouseEvent, type RefObject } from 'react';

// The footer's columns are native `<details>`, closed in the HTML: rows on a phone, headed lists from 600 px by CSS
// alone. This keeps their state truthful, never while rendering (docs/decisions/native-disclosures.md).

/** From this width the columns show their links (layout.css uses the same 37.5rem, 600 px). */
export const COLUMNS_SHOWN_QUERY = '(min-width: 37.5rem)';

function widthShowsColumns(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(COLUMNS_SHOWN_QUERY).matches;
}

/** Whether CSS can show a closed disclosure's content; where not, the columns stay disclosures at every width. */
export function canShowClosedContent(): boolean {
  return (
    typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('selector(::details-content)')
  );
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
