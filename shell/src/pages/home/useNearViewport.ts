import { useCallback, useState, type RefCallback } from 'react';

/**
 * True once the element comes within `rootMargin` of the viewport (at once without IntersectionObserver). It starts
 * false everywhere, the server too, so the render that hydrates gives the server's HTML.
 */
export function useNearViewport<T extends Element>(rootMargin = '200px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(false);
  const ref = useCallback(
    (node: T | null) => {
      if (!node) return;
      if (typeof IntersectionObserver !== 'function') {
        setNear(true);
        return;
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            setNear(true);
            observer.disconnect();
          }
        },
        { rootMargin },
      );
      observer.observe(node);
      return () => observer.disconnect();
    },
    [rootMargin],
  );
  return [ref, near];
}
