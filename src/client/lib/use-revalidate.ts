/**
 * When a screen's data is fetched again (DESIGN 4): on every opening of the screen and, unless
 * `onReturn` is false (a form being edited), whenever the page comes back into view (the user returns
 * to the tab or the installed app) and when the connection returns. Feeds and a note's page fetch then
 * whatever the mirror holds; the cached stores (labs) only when the 15-minute rule says so. `online` is
 * false while the browser has no connection, so a feed falls back to the 15-minute rule and shows its
 * mirror without a failing request.
 */
import { useEffect } from 'react';

export function useRevalidate(revalidate: (online: boolean) => void, onReturn = true): void {
  useEffect(() => {
    const run = () => revalidate(navigator.onLine);
    const onVisible = () => {
      if (document.visibilityState === 'visible') run();
    };
    run();
    if (!onReturn) return;
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', run);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', run);
    };
  }, [revalidate, onReturn]);
}
