/**
 * Vite plugin (build only): prerenders the app shell into index.html (DESIGN 7). The shell module
 * is loaded through Vite, as the app's code, and rendered with react-dom/server; its head script goes
 * first in <head>, so the colour scheme is set before the stylesheet applies.
 * The app's scripts never hold the first paint: where the shell is the page (a visitor at `/`) they
 * are fetched after it; elsewhere the page needs the app, and the head script starts fetching them at
 * once (with the chunks every page area imports), at low priority behind the stylesheet. Either way the app starts after the first paint, one
 * chunk per task (the framework, the UI kit, then the entry) so that each evaluation stays short.
 * The server puts both inline scripts' hashes in its Content-Security-Policy (src/server/http/security.ts).
 */
import { type Plugin, type Rollup, runnerImport } from 'vite';
import { PAGE_AREAS } from './chunk-groups';

type ShellModule = typeof import('./shell');

const ROOT = '<div id="root"></div>';
const CHARSET = '<meta charset="UTF-8" />';
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

/**
 * Starts the app once the shell's first contentful paint is on screen (at once in a hidden tab,
 * which does not paint, or where the browser does not report paints).
 */
const startAfterPaint = (chunks: string[]) => `<script type="module">
      const start = async () => {
        ${preload(chunks)}
        for (const chunk of ${JSON.stringify(chunks)}) {
          await import(chunk);
          await new Promise((next) => setTimeout(next));
        }
      };
      if (document.visibilityState !== 'visible' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) start();
      else
        new PerformanceObserver((paints, observer) => {
          if (!paints.getEntriesByName('first-contentful-paint').length) return;
          observer.disconnect();
          setTimeout(start);
        }).observe({ type: 'paint', buffered: true });
    </script>`;

/** The chunks every page area imports (their common static imports), as /assets/… paths. */
function everyPageChunks(bundle: Rollup.OutputBundle): string[] {
  const closure = (file: string, seen = new Set<string>()): Set<string> => {
    const chunk = bundle[file];
    if (seen.has(file) || chunk?.type !== 'chunk') return seen;
    seen.add(file);
    for (const imported of chunk.imports) closure(imported, seen);
    return seen;
  };
  const areas = Object.values(bundle).filter((c) => c.type === 'chunk' && PAGE_AREAS.includes(c.name));
  const [first, ...rest] = areas.map((area) => closure(area.fileName));
  return [...(first ?? [])]
    .filter((file) => rest.every((other) => other.has(file)))
    .map((file) => `/${file}`);
}

/** index.html with the shell prerendered into it, the head script and the deferred start. */
export function prerenderIndex(
  html: string,
  shell: Pick<ShellModule, 'headScript' | 'renderShell'>,
  everyPage: string[] = [],
): string {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry || !html.includes(CHARSET) || !html.includes(ROOT))
    throw new Error(`index.html needs ${CHARSET}, an empty ${ROOT} and the entry script`);
  const chunks = [...[...html.matchAll(PRELOAD)].map((m) => m[1] as string), entry];
  const elsewhere = [...chunks, ...everyPage.filter((chunk) => !chunks.includes(chunk))];
  const head = shell.headScript(elsewhere);
  return html
    .replace(ENTRY, '')
    .replaceAll(PRELOAD, '')
    .replace(CHARSET, `${CHARSET}\n    <script>${head}</script>`)
    .replace(ROOT, `<div id="root">${shell.renderShell()}</div>\n    ${startAfterPaint(chunks)}`);
}

export function prerenderShell(): Plugin {
  return {
    name: 'cypher:prerender-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const { module } = await runnerImport<ShellModule>('/src/client/build/shell.tsx', {
          configFile: false,
          logLevel: 'warn',
          plugins: [noStyles],
        });
        return prerenderIndex(html, module, bundle ? everyPageChunks(bundle) : []);
      },
    },
  };
}
