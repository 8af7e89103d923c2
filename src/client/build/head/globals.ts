/**
 * What the head script leaves on `window` for the app, declared once for both: it sets them before
 * any module runs; the app takes them over (app/shell-handover.tsx, lib/api.ts, the start script of
 * build/prerender-plugin.ts). A page without the prerendered shell (the dev server) has none.
 */

/** The names of the shell's buttons tapped so far, the one pressed now, and how to stop holding taps. */
export type EarlyTaps = { names: string[]; pressed: () => string | null; release: () => void };

declare global {
  interface Window {
    cypherEarlyTaps?: EarlyTaps;
    /** Settles once the shell has painted (and its lead image, if any): the app starts then. */
    cypherPainted?: Promise<void>;
    /** A visitor's first page's API reads, by URL, which the app's first identical read takes over. */
    cypherEarlyReads?: Record<string, Promise<Response>>;
  }
}
