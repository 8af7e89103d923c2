/**
 * The prerendered shell is plain HTML until the app starts, so a tap on one of its buttons would be
 * lost. The shell's head script (build/shell.tsx) holds such taps; right after the app's first render
 * they are replayed on the app's own button of the same name. A tap on a button the app does not show
 * (e.g. "Sign in" for someone who turns out to be signed in) is dropped.
 */
import { useLayoutEffect } from 'react';

declare global {
  interface Window {
    /** Set by the head script: the names of the buttons tapped so far, and how to stop holding taps. */
    cypherEarlyTaps?: { names: string[]; release: () => void };
  }
}

/** A button's name as the head script records it: its aria-label, else its text. */
export const SHELL_BUTTON_NAME = "button.getAttribute('aria-label') || button.textContent.trim()";
const nameOf = (button: HTMLButtonElement) => button.getAttribute('aria-label') || button.textContent?.trim();

/** Rendered once beside the app: hands the held taps over after the first commit. */
export function ShellHandover() {
  useLayoutEffect(() => {
    const early = window.cypherEarlyTaps;
    if (!early) return;
    delete window.cypherEarlyTaps;
    early.release();
    const buttons = [...document.querySelectorAll<HTMLButtonElement>('#root button')];
    for (const name of early.names) buttons.find((button) => nameOf(button) === name)?.click();
  }, []);
  return null;
}
