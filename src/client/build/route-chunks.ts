/**
 * What each address needs first (DESIGN 7), so that the shell's head script starts it at once instead
 * of after the app has started and the router has asked for it: the chunks of its page and their
 * static imports, and the API reads its page starts with. Built from the route table (app/router.tsx,
 * whose lazy routes name their page file in `handle.page` and the reads they start with in
 * `handle.reads`) and the build's chunks, one entry per path pattern, ranked as React Router ranks
 * them, so the first pattern that matches an address is the route it renders.
 */
import type { RouteObject } from 'react-router-dom';
import type { Rollup } from 'vite';

/** A lazy route's `handle`: its page file in app/routes, and the API reads the page starts with
 * (`/artist/portfolios/:username`, the path's parameters filled in), taken early for a visitor. */
export type PageHandle = { page: string; reads: readonly string[] };

/**
 * Chunk files, and per path pattern (a case-insensitive RegExp source, the path's parameters as named
 * groups) the indexes of its chunks and its pages' reads.
 */
export type RoutePreloads = {
  files: string[];
  routes: [pattern: string, chunks: number[], reads: string[]][];
  /** Each language's catalogs chunk (build/chunk-groups.ts), by language. */
  catalogs: Record<string, string>;
};

type Branch = { path: string; index: boolean; pages: string[]; reads: string[] };
type RoutePattern = { pattern: string; pages: string[]; reads: string[] };

/** Every route that can match an address, with its full path and the pages and reads of its branch. */
function branches(
  routes: RouteObject[],
  parent: Omit<Branch, 'index'> = { path: '', pages: [], reads: [] },
): Branch[] {
  return routes.flatMap((route) => {
    const path = [parent.path, route.path ?? ''].filter(Boolean).join('/');
    const handle = route.handle as PageHandle | undefined;
    const pages = handle ? [...parent.pages, handle.page] : parent.pages;
    const reads = [...parent.reads, ...(handle?.reads ?? [])];
    const own = route.index || route.path !== undefined ? [{ path, index: !!route.index, pages, reads }] : [];
    return [...own, ...branches(route.children ?? [], { path, pages, reads })];
  });
}

/** A language's catalogs chunk (not a page zone's, `messages-ja-events`). */
const CATALOGS_CHUNK = /^messages-(\w+)$/;

const isSplat = (segment: string) => segment === '*';

/** React Router's route score: static segments outrank dynamic ones, which outrank a splat. */
function score({ path, index }: Branch): number {
  const segments = path.split('/');
  const base = segments.length + (segments.some(isSplat) ? -2 : 0) + (index ? 2 : 0);
  return segments
    .filter((segment) => !isSplat(segment))
    .reduce((sum, segment) => sum + (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10), base);
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The RegExp source that matches the addresses of a route path (`whatiscooking/:uuid`). */
export function pathPattern(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const parts = segments.map((s) =>
    isSplat(s) ? '.*' : s.startsWith(':') ? `(?<${s.slice(1)}>[^/]+)` : literal(s),
  );
  return `^/${parts.join('/')}/?$`;
}

/** The route table's path patterns, best first, each with the pages and reads of an address there. */
export function routePatterns(routes: RouteObject[]): RoutePattern[] {
  const ranked = branches(routes)
    .map((branch, order) => ({ branch, order, score: score(branch) }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map(({ branch: { path, pages, reads } }) => ({ pattern: pathPattern(path), pages, reads }));
  // A layout's own path and its index route match the same addresses; the better ranked one renders.
  return ranked.filter((route, i) => ranked.findIndex((other) => other.pattern === route.pattern) === i);
}

/** What each path pattern needs: `entry` (the app's start), its pages' chunks and imports, its reads. */
export function routePreloads(
  routes: RouteObject[],
  bundle: Rollup.OutputBundle,
  entry: string[],
): RoutePreloads {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const chunkOfPage = (page: string) =>
    chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(`/app/routes/${page}.tsx`)));
  const closure = (file: string, seen: Set<string>) => {
    const chunk = bundle[file];
    if (seen.has(`/${file}`) || chunk?.type !== 'chunk') return;
    seen.add(`/${file}`);
    for (const imported of chunk.imports) closure(imported, seen);
  };
  const files = [...entry];
  const indexOf = (file: string) => {
    if (!files.includes(file)) files.push(file);
    return files.indexOf(file);
  };
  const table = routePatterns(routes).map(({ pattern, pages, reads }): RoutePreloads['routes'][number] => {
    const needed = new Set(entry);
    for (const page of pages) {
      const chunk = chunkOfPage(page);
      if (!chunk) throw new Error(`No chunk holds the page routes/${page}.tsx`);
      closure(chunk.fileName, needed);
    }
    return [pattern, [...needed].map(indexOf), reads];
  });
  const catalogs = chunks
    .map((chunk) => [CATALOGS_CHUNK.exec(chunk.name)?.[1], `/${chunk.fileName}`])
    .filter(([locale]) => locale !== undefined);
  return { files, routes: table, catalogs: Object.fromEntries(catalogs) };
}
