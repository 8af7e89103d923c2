import { matchRoutes } from 'react-router-dom';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { routes } from '../../src/client/app/router';
import { routePatterns, routePreloads } from '../../src/client/build/route-chunks';

const ADDRESSES = [
  '/',
  '/artists',
  '/artists/',
  '/Artists',
  '/artists/legacy',
  '/b.boy',
  '/bboy/videos',
  '/BBoy/About/',
  '/bboy/nothing-here',
  '/bboy/followers',
  '/bboy/following/',
  '/whatiscooking/6f1c2b9e',
  '/create/6f1c2b9e',
  '/create',
  '/publishedlabs',
  '/publishedlabs/6f1c2b9e',
  '/settings',
  '/upload/uploadvideo',
  '/upload/journey',
  '/help/our-story',
  '/login',
  '/mypurchasedlabs/toprock-basics',
  '/events/12',
  '/a/b/c/d',
];

/** The page files React Router loads for an address. */
const pagesOf = (address: string) =>
  (matchRoutes(routes, address) ?? []).flatMap(
    ({ route }) => (route.handle as { page?: string } | undefined)?.page ?? [],
  );

describe('which chunks an address needs', () => {
  it('picks, for every address, the pages of the route React Router renders there', () => {
    const patterns = routePatterns(routes);
    for (const address of ADDRESSES) {
      const first = patterns.find(({ pattern }) => new RegExp(pattern, 'i').test(address));
      expect(first?.pages, address).toEqual(pagesOf(address));
    }
  });

  it("preloads the app's start, then the chunks of the page and what they import, once each, and knows each language's catalogs", () => {
    const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
      ({
        type: 'chunk',
        name: fileName.replace(/^assets\/|\.js$/g, ''),
        fileName,
        moduleIds,
        imports,
      }) as unknown as Rollup.OutputChunk;
    const bundle: Rollup.OutputBundle = {
      'assets/messages-ja.js': chunk('assets/messages-ja.js', ['/r/src/client/locales/ja/app.po']),
      'assets/feed.js': chunk('assets/feed.js', ['/r/src/client/app/routes/artists.tsx'], ['assets/data.js']),
      'assets/data.js': chunk('assets/data.js', ['/r/src/client/lib/outbox.ts'], ['assets/framework.js']),
      'assets/framework.js': chunk('assets/framework.js', ['/r/node_modules/react/index.js']),
    };
    const artistsOnly = [{ path: 'artists', handle: { page: 'artists' } }];
    const { files, routes: table, catalogs } = routePreloads(artistsOnly, bundle, ['/assets/framework.js']);
    expect(catalogs).toEqual({ ja: '/assets/messages-ja.js' });
    expect(table).toHaveLength(1);
    const [pattern, chunks] = table[0] ?? ['', []];
    expect(new RegExp(pattern, 'i').test('/artists/')).toBe(true);
    expect(chunks.map((i) => files[i])).toEqual([
      '/assets/framework.js',
      '/assets/feed.js',
      '/assets/data.js',
    ]);
  });

  it('stops the build when a page is in no chunk', () => {
    expect(() => routePreloads([{ path: 'x', handle: { page: 'gone' } }], {}, [])).toThrow('routes/gone.tsx');
  });
});
