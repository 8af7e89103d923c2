/**
 * Where the page needs the app (the page skeleton shows), the chunks that the address's route needs
 * (build/route-chunks.ts) start loading, at low priority behind the stylesheet, and for a visitor the
 * API reads its page starts with, which the app's first identical read takes over (lib/api.ts). On a
 * page that paints its own content with the shell (a lead, or a title the skeleton knows) they start
 * only once it has painted, as the home's chunks do, so the paint is not kept waiting on a slow link.
 */
import type { HeadConfig } from './config';

/** The first route whose pattern matches the address (they come best first), with its parameters. */
function matchRoute(routes: HeadConfig['preloads']['routes']) {
  for (const route of routes) {
    const match = new RegExp(route[0], 'i').exec(location.pathname);
    if (match) return { route, params: match.groups };
  }
  return null;
}

/** Starts the reads of a visitor's page; an address that does not decode has none. */
function readEarly(apiBase: string, reads: string[], params: Record<string, string> | undefined): void {
  try {
    window.cypherEarlyReads = Object.fromEntries(
      reads.map((read) => {
        const path = read.replace(/:(\w+)/g, (_, name: string) =>
          encodeURIComponent(decodeURIComponent(String(params?.[name]))),
        );
        const answer = fetch(apiBase + path, { headers: { accept: 'application/json' } });
        // The app's read of it reports a failure; unread, it is no error.
        answer.catch(() => {});
        return [apiBase + path, answer];
      }),
    );
  } catch {
    // An address that does not decode (a stray `%`): the app reads the page itself.
  }
}

/** `later`: the page paints its own content with the shell, so its chunks and reads wait for that. */
export function preloadRoute(
  config: HeadConfig,
  visitor: boolean,
  later: boolean,
  painted: Promise<void>,
): void {
  if (!document.documentElement.hasAttribute(config.attributes.shellPage)) return;
  const { files, routes } = config.preloads;
  const found = matchRoute(routes);
  const start = () => {
    for (const index of found ? found.route[1] : [])
      document.head.append(
        Object.assign(document.createElement('link'), {
          rel: 'modulepreload',
          fetchPriority: 'low',
          href: files[index],
        }),
      );
    if (found && visitor) readEarly(config.apiBase, found.route[2], found.params);
  };
  if (later) painted.then(start);
  else start();
}
