/**
 * Whether the page is being printed: from `beforeprint` to `afterprint` (Print, or the browser's
 * own), and while print media is on (a browser's emulation of it, or one that tells of printing so).
 */
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const media = window.matchMedia('print');
    setPrinting(media.matches);
    // The browser lays the page out for paper right after `beforeprint`: what prints must be in it by then.
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(media.matches);
    const change = (event: MediaQueryListEvent) => setPrinting(event.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    media.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      media.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
