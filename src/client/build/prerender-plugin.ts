/**
 * Vite plugin (build only): prerenders the app shell into index.html (DESIGN 7). The shell module
 * is loaded through Vite, as the app's code, and rendered with react-dom/server; its head script goes
 * first in <head>, so the colour scheme is set before the stylesheet applies. The app's scripts are
 * still fetched at once (modulepreloads, after the stylesheet: low priority) but started after the
 * shell's first paint: evaluating the framework before it would hold that paint. The server puts both
 * inline scripts' hashes in its Content-Security-Policy (src/server/http/security.ts).
 */
import { type Plugin, runnerImport } from 'vite';

type ShellModule = typeof import('./shell');

const ROOT = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';
const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const EMPTY = '\0cypher-prerender-empty-style';

/** The stylesheet is linked from index.html already; in the render its imports are empty modules. */
const noStyles: Plugin = {
  name: 'cypher:prerender-no-styles',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? EMPTY : null),
  load: (id) => (id === EMPTY ? 'export {}' : null),
};

/**
 * Starts the app after the next paint (a requestAnimationFrame callback runs just before it), one
 * chunk per task (the framework, the UI kit, then the entry): each evaluation stays short.
 */
const startAfterPaint = (chunks: string[]) => `<script type="module">
      requestAnimationFrame(() => setTimeout(async () => {
        for (const chunk of ${JSON.stringify(chunks)}) {
          await import(chunk);
          await new Promise((next) => setTimeout(next));
        }
      }));
    </script>`;

/** index.html with the shell prerendered into it, the head script and the deferred start. */
export function prerenderIndex(html: string, shell: Pick<ShellModule, 'headScript' | 'renderShell'>): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry || !html.includes(CHARSET) || !html.includes(ROOT))
    throw new Error(`index.html needs ${CHARSET}, an empty ${ROOT} and the entry script`);
  const chunks = [...[...html.matchAll(PRELOAD)].map((m) => m[1] as string), entry];
  return html
    .replaceAll(
      '<link rel="modulepreload" crossorigin',
      '<link rel="modulepreload" fetchpriority="low" crossorigin',
    )
    .replace(CHARSET, `${CHARSET}\n    <script>${shell.headScript}</script>`)
    .replace(ENTRY, `<link rel="modulepreload" fetchpriority="low" crossorigin href="${entry}">`)
    .replace(ROOT, `<div id="root">${shell.renderShell()}</div>\n    ${startAfterPaint(chunks)}`);
}

export function prerenderShell(): Plugin {
  return {
    name: 'cypher:prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { module } = await runnerImport<ShellModule>('/src/client/build/shell.tsx', {
          configFile: false,
          logLevel: 'warn',
          plugins: [noStyles],
        });
        return prerenderIndex(html, module);
      },
    },
  };
}
