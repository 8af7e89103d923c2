/**
 * Which prerendered page shows: the visitor's home only at `/` and for a visitor, else the page
 * skeleton, which shows the title of a page it knows (build/shell.tsx `TITLED_PAGES`) in place of
 * its title bar, so that the page paints its own heading before the app runs.
 */
import type { HeadConfig } from './config';

/** Marks the page skeleton where it shows; true where it shows a title it knows. */
export function showPage({ attributes, titledPages }: HeadConfig, visitor: boolean): boolean {
  const html = document.documentElement;
  if (!visitor || location.pathname !== '/') html.setAttribute(attributes.shellPage, 'other');
  const titled = location.pathname.replace(/\/+$/, '').toLowerCase();
  const knowsTitle = titledPages.includes(titled);
  if (knowsTitle)
    document.head.append(
      Object.assign(document.createElement('style'), {
        textContent: `:root [${attributes.heading}="${titled}"] { display: block } :root [${attributes.titleBar}] { display: none }`,
      }),
    );
  return knowsTitle;
}
