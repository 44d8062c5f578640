import { useCallback, useState, type RefCallback } from 'react';

/**
 * Becomes true (and stays true) once the element comes within `rootMargin` of the viewport.
 * Where IntersectionObserver is missing it becomes true as soon as the element is attached, so
 * content is never withheld. It starts false everywhere, on the server too: the render that
 * hydrates the server's HTML gives the same HTML, whatever the browser has.
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
