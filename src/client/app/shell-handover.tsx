/**
 * The prerendered shell is plain HTML until the app starts, so a tap on one of its buttons would be
 * lost. The shell's head script holds such taps (build/head/early-taps.ts, `window.cypherEarlyTaps`);
 * right after the app's first render they are replayed on the app's own button of the same name. A
 * tap on a button the app does not show (e.g. "Sign in" for someone who turns out to be signed in) is
 * dropped. A press that began on the shell's button while the app took over ends on the app's page,
 * where the browser would click whatever lies under both (or nothing): its click goes, once, to the
 * app's button of that name.
 */
import { useLayoutEffect } from 'react';
import { shellButtonName } from '../build/head/early-taps';

const tap = (name: string) =>
  [...document.querySelectorAll<HTMLButtonElement>('#root button')]
    .find((button) => shellButtonName(button) === name)
    ?.click();

/**
 * The press under way ends on the app's page. If the browser's click of it reaches the app's button
 * of that name (a touch's tap is aimed where it ends), that is the tap; otherwise the button gets one.
 */
function finishPress(name: string) {
  let clicked = false;
  const click = (event: Event) => {
    const button = event.target instanceof Element && event.target.closest<HTMLButtonElement>('#root button');
    if (button && shellButtonName(button) === name) clicked = true;
  };
  const end = (event: Event) => {
    removeEventListener('pointerup', end, true);
    removeEventListener('pointercancel', end, true);
    if (event.type === 'pointercancel') return;
    // Input is handled before the next frame: by then the press's click, if any, has come.
    addEventListener('click', click, true);
    requestAnimationFrame(() =>
      setTimeout(() => {
        removeEventListener('click', click, true);
        if (!clicked) tap(name);
      }),
    );
  };
  addEventListener('pointerup', end, true);
  addEventListener('pointercancel', end, true);
}

/** Rendered once beside the app: hands the held taps over after the first commit. */
export function ShellHandover() {
  useLayoutEffect(() => {
    const early = window.cypherEarlyTaps;
    if (!early) return;
    delete window.cypherEarlyTaps;
    const pressed = early.pressed();
    early.release();
    for (const name of early.names) tap(name);
    if (pressed) finishPress(pressed);
  }, []);
  return null;
}
