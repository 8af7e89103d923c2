/**
 * True once an element comes within a screen or so of the viewport, and from then on. Cards mount
 * their reactions and comments (and so fetch them) only then, so a long feed costs what is seen.
 * Without IntersectionObserver everything counts as near.
 */
import { startTransition, useCallback, useRef, useState } from 'react';

const MARGIN = '800px 0px';

export function useNearViewport<T extends Element>(): [(node: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback(
    (node: T | null) => {
      observer.current?.disconnect();
      observer.current = null;
      if (!node || near) return;
      observer.current = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.current?.disconnect();
          // What mounts then (reactions and comments) renders in slices, between the browser's other work.
          startTransition(() => setNear(true));
        },
        { rootMargin: MARGIN },
      );
      observer.current.observe(node);
    },
    [near],
  );
  return [ref, near];
}
