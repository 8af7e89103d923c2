/**
 * Whether a sideways-scrolling element has more to show before (`start`) or after (`end`) what is in
 * view, kept current on scroll and resize; `scroll(1)` moves on by most of a view, `scroll(-1)` back.
 */
import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Less than this (in px) from an edge counts as at the edge (sub-pixel widths). */
const SLACK = 2;

export function useScrollEdges(ref: RefObject<HTMLElement | null>) {
  const [edges, setEdges] = useState({ start: false, end: false });
  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const start = el.scrollLeft > SLACK;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - SLACK;
    setEdges((before) => (before.start === start && before.end === end ? before : { start, end }));
  }, [ref]);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, update]);
  const scroll = (direction: 1 | -1) => {
    const el = ref.current;
    el?.scrollBy({ left: direction * el.clientWidth * 0.8, behavior: 'smooth' });
  };
  return { ...edges, update, scroll };
}
