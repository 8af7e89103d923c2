/**
 * Vite plugin (build only): prerenders the app shell into index.html (DESIGN 7). The shell module
 * is loaded through Vite, as the app's code, and rendered with react-dom/server; its head script goes
 * first in <head>, so the colour scheme is set before the stylesheet applies. The server puts the
 * script's hash in its Content-Security-Policy (src/server/http/security.ts).
 */
import { type Plugin, runnerImport } from 'vite';

type ShellModule = typeof import('./shell');

const ROOT = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';
const EMPTY = '\0cypher-prerender-empty-style';

/** The stylesheet is linked from index.html already; in the render its imports are empty modules. */
const noStyles: Plugin = {
  name: 'cypher:prerender-no-styles',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? EMPTY : null),
  load: (id) => (id === EMPTY ? 'export {}' : null),
};

export function prerenderShell(): Plugin {
  return {
    name: 'cypher:prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        for (const needed of [CHARSET, ROOT])
          if (!html.includes(needed)) throw new Error(`index.html needs ${needed} for the prerendered shell`);
        const { module } = await runnerImport<ShellModule>('/src/client/build/shell.tsx', {
          configFile: false,
          logLevel: 'warn',
          plugins: [noStyles],
        });
        return html
          .replace(CHARSET, `${CHARSET}\n    <script>${module.headScript}</script>`)
          .replace(ROOT, `<div id="root">${module.renderShell()}</div>`);
      },
    },
  };
}
