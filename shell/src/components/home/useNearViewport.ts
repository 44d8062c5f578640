import { useCallback, useState, type RefCallback } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `rootMargin` of the viewport.
 * Where IntersectionObserver is missing it is true at once, so content is never withheld.
 */
export function useNearViewport<T extends Element>(rootMargin = '200px'): [RefCallback<T>, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  const ref = useCallback(
    (node: T | null) => {
      if (!node || typeof IntersectionObserver !== 'function') return;
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
