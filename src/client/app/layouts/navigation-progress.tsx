/**
 * The navigation progress bar (spec: "Progress bar throttle 200 ms, duration 5000 ms"): a thin bar at
 * the top while the page is on its way: the router loading an address's code and texts, or the page
 * showing a placeholder for its first read (a busy status, `role="status"` with `aria-busy`, which
 * every skeleton already is for assistive technology; a button busy with a refresh is not one). It
 * shows only once the wait passes 200 ms, creeps towards the end over about 5 s, and runs to the end
 * when the page is ready; so a page the mirror paints at once never shows it. Offline nothing is on
 * its way, and it shows nothing. Its timing is @tanem/react-nprogress's (3 KB, no dependencies;
 * Mantine's own nprogress has no release for our Mantine); it loads after the first paint
 * (default-layout.tsx).
 */
import { useLingui } from '@lingui/react/macro';
import { useNProgress } from '@tanem/react-nprogress';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';
import { useOnline } from '../../lib/use-online';
import classes from './navigation-progress.module.css';

/** How long a wait lasts before the bar shows. */
export const THROTTLE_MS = 200;
/** Each step takes a quarter of what is left to 95%: about 95% after 5 s (20 steps). */
const STEP_MS = 250;
const creep = (progress: number) => (0.95 - progress) / 4;

/** Whether the page (`main`) shows a placeholder for what it reads. */
function useBusyPage(): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    const main = document.querySelector('main');
    if (!main) return;
    const look = () => setBusy(main.querySelector('[role="status"][aria-busy="true"]') !== null);
    const observer = new MutationObserver(look);
    observer.observe(main, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
    look();
    return () => observer.disconnect();
  }, []);
  return busy;
}

export default function NavigationProgress() {
  const { t } = useLingui();
  const loading = useNavigation().state !== 'idle';
  const busy = useBusyPage();
  const waiting = useOnline() && (loading || busy);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!waiting) return setShown(false);
    const timer = setTimeout(() => setShown(true), THROTTLE_MS);
    return () => clearTimeout(timer);
  }, [waiting]);
  const { isFinished, progress, animationDuration } = useNProgress({
    isAnimating: shown,
    incrementDuration: STEP_MS,
    increment: creep,
  });
  if (isFinished) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t`Loading the page`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
    >
      <div
        className={classes.done}
        style={{ transform: `scaleX(${progress})`, transitionDuration: `${animationDuration}ms` }}
      />
    </div>
  );
}
