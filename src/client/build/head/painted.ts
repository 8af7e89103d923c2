/**
 * `cypherPainted`: settles once the page has painted, when the app starts (build/prerender-plugin.ts)
 * so that its scripts never hold the first paint. That is the first contentful paint and, where the
 * server put a lead image into the skeleton (server http/page-lead.ts), that image's paint once it has
 * loaded (or failed). A page that is not visible does not paint: the app starts at once.
 */
import type { HeadConfig } from './config';

/** Settles at the first contentful paint, or at once where the browser does not report paints. */
const firstPaint = () =>
  new Promise<void>((painted) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return painted();
    new PerformanceObserver((paints, observer) => {
      if (!paints.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      painted();
    }).observe({ type: 'paint', buffered: true });
  });

/** Settles once an image in the lead's place has loaded or failed (it may before the first paint). */
const leadImage = ({ attributes }: HeadConfig) =>
  new Promise<void>((settled) => {
    // `body` first: <html> carries the lead's kind under the same attribute, and every element is in it.
    const done = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(`body [${attributes.lead}]`)) settled();
    };
    // An image's load event never reaches window; document hears it while capturing.
    document.addEventListener('load', done, true);
    document.addEventListener('error', done, true);
  });

/** `lead`: the kind of lead on the page (<html>'s lead attribute), or null. */
export function watchPaint(config: HeadConfig, lead: string | null): Promise<void> {
  const painted = new Promise<void>((resolve) => {
    if (document.visibilityState !== 'visible') return resolve();
    const paint = firstPaint();
    const image = lead === 'image' && leadImage(config);
    // A lead image paints in the frame after it has loaded.
    Promise.all([paint, image]).then(() =>
      image ? requestAnimationFrame(() => setTimeout(resolve)) : setTimeout(resolve),
    );
  });
  window.cypherPainted = painted;
  return painted;
}
