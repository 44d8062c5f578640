import { useCallback, useState, type RefCallback } from 'react';

/**
 * The element's offsetWidth (as react-slick measures its list), kept current by ResizeObserver or window resizes;
 * measured in the ref callback, so no render has a stale width.
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
