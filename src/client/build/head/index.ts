/**
 * The shell's head script (DESIGN 7), inlined first in index.html's <head> by the build
 * (build/shell.tsx `headScript`), where it runs before the first paint and before any module: it holds
 * early taps for the app, sets the language, the colour scheme and which prerendered page shows, and
 * starts what the address needs, then the app once the page has painted. It imports nothing of the
 * app: all it needs comes in `config`.
 */
import { applyColourScheme } from './colour-scheme';
import type { HeadConfig } from './config';
import { holdEarlyTaps } from './early-taps';
import { applyLanguage } from './language';
import { watchPaint } from './painted';
import { preloadRoute } from './route-preloads';
import { showPage } from './shell-page';

export type { HeadConfig } from './config';

export function runHead(config: HeadConfig): void {
  holdEarlyTaps();
  applyLanguage(config);
  const visitor = applyColourScheme(config);
  const knowsTitle = showPage(config, visitor);
  const lead = document.documentElement.getAttribute(config.attributes.lead);
  const painted = watchPaint(config, lead);
  preloadRoute(config, visitor, !!lead || knowsTitle, painted);
}
