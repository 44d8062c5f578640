import { useCallback, useState, type RefCallback } from 'react';

/**
 * The rendered width (offsetWidth, as react-slick measures its list) of the element the
 * returned ref is attached to, kept up to date with ResizeObserver, or window resizes where
 * ResizeObserver is missing. Measuring in the ref callback avoids a render with a stale width.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => {
    if (!node) return;
    const measure = () => setWidth(node.offsetWidth);
    measure();
    if (typeof ResizeObserver === 'function') {
      const observer = new ResizeObserver(measure);
      observer.observe(node);
      return () => observer.disconnect();
    }
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return [ref, width];
}
