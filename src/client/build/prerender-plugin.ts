/**
 * Vite plugin (build only): prerenders the app shell into index.html (DESIGN 7). The shell module
 * is loaded through Vite, as the app's code, and rendered with react-dom/server; its head script goes
 * first in <head>, so the colour scheme is set before the stylesheet applies.
 * The app's scripts never hold the first paint: where the shell shows the page's own content (a
 * visitor at `/`, a page's lead or known title) they are fetched after it; elsewhere the page needs
 * the app, and the head script starts fetching them at once (with the chunks of the address's page,
 * build/route-chunks.ts), at low priority behind the stylesheet. Either way the app starts after the
 * first paint, one chunk per task (the framework, the UI kit, then the entry) so that each
 * evaluation stays short.
 * The server puts both inline scripts' hashes in its Content-Security-Policy (src/server/http/security.ts).
 */
import { type Plugin, runnerImport } from 'vite';
import { linguiPlugins } from './lingui-plugins';
import { type RoutePreloads, routePreloads } from './route-chunks';

type ShellModule = typeof import('./shell');

const ROOT = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';
// The theme's styles come after the stylesheet, whose Mantine defaults they override.
const HEAD_END = '</head>';
const ENTRY = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>\n?\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\n?\s*/g;
const EMPTY = '\0cypher-prerender-empty-style';

/** The stylesheet is linked from index.html already; in the render its imports are empty modules. */
const noStyles: Plugin = {
  name: 'cypher:prerender-no-styles',
  enforce: 'pre',
  resolveId: (id) => (id.endsWith('.css') ? EMPTY : null),
  load: (id) => (id === EMPTY ? 'export {}' : null),
};

const preload = (chunks: string[]) =>
  `for (const href of ${JSON.stringify(chunks)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', fetchPriority: 'low', href }));`;

/** Starts the app once the page has painted (the head script's `cypherPainted`, build/head/painted.ts). */
const startAfterPaint = (chunks: string[]) => `<script type="module">
      window.cypherPainted.then(async () => {
        ${preload(chunks)}
        for (const chunk of ${JSON.stringify(chunks)}) {
          await import(chunk);
          await new Promise((next) => setTimeout(next));
        }
      });
    </script>`;

/** Without the build's chunks (a test), every address preloads the app's start. */
const entryOnly = (entry: string[]): RoutePreloads => ({
  files: entry,
  routes: [['', entry.map((_, i) => i), []]],
  catalogs: {},
});

/**
 * index.html with the shell prerendered into it, the head script and the deferred start.
 * `preloads` tells, from the app's start (its chunks), which chunks each address needs.
 */
export async function prerenderIndex(
  html: string,
  shell: Pick<ShellModule, 'headScript' | 'renderShell' | 'themeStyles'>,
  preloads: (entry: string[]) => RoutePreloads = entryOnly,
): Promise<string> {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry || !html.includes(CHARSET) || !html.includes(HEAD_END) || !html.includes(ROOT))
    throw new Error(`index.html needs ${CHARSET}, ${HEAD_END}, an empty ${ROOT} and the entry script`);
  const chunks = [...[...html.matchAll(PRELOAD)].map((m) => m[1] as string), entry];
  const head = await shell.headScript(preloads(chunks));
  return (
    html
      .replace(ENTRY, '')
      .replaceAll(PRELOAD, '')
      // A function, so that `$` patterns in the minified script are not taken as replacement patterns.
      .replace(CHARSET, () => `${CHARSET}\n    <script>${head}</script>`)
      .replace(HEAD_END, `  ${shell.themeStyles()}\n  ${HEAD_END}`)
      .replace(ROOT, `<div id="root">${shell.renderShell()}</div>\n    ${startAfterPaint(chunks)}`)
  );
}

export function prerenderShell(): Plugin {
  return {
    name: 'cypher:prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const load = async <T>(id: string) =>
          (
            await runnerImport<T>(id, {
              configFile: false,
              logLevel: 'warn',
              plugins: [noStyles, ...linguiPlugins()],
            })
          ).module;
        const shell = await load<ShellModule>('/src/client/build/shell.tsx');
        const { routes } = await load<typeof import('../app/router')>('/src/client/app/router.tsx');
        return prerenderIndex(html, shell, bundle && ((entry) => routePreloads(routes, bundle, entry)));
      },
    },
  };
}
