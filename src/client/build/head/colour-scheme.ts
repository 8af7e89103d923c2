/**
 * The colour scheme stored on the device (Mantine's manager's key and values; 'auto' or none follows
 * the system) on <html>, so the shell paints in it, and whether someone is signed in (the hint
 * app/signed-in-hint.ts mirrors), who sees the page skeleton at `/` rather than the visitor's home.
 */
import type { HeadConfig } from './config';

/** Sets the colour scheme; true for a visitor, as for anyone when storage is refused (private mode). */
export function applyColourScheme({ storage }: HeadConfig): boolean {
  const html = document.documentElement;
  try {
    const stored = localStorage.getItem(storage.theme);
    const system = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    html.setAttribute('data-mantine-color-scheme', stored === 'light' || stored === 'dark' ? stored : system);
    if (localStorage.getItem(storage.signedIn)) return false;
  } catch {
    // Storage refused: the system's scheme, if it could be set, and the visitor's home.
  }
  return true;
}
