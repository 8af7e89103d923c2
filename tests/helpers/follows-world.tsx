/**
 * The follows client tests' world on the real server: a fan, the star they follow, another artist;
 * video notes posted through the API; the home, the directory and the portfolio with its follow
 * lists rendered as the app routes them, signed in as any of them or as a guest.
 */
import type { RouteObject } from 'react-router-dom';
import ArtistsRoute from '../../src/client/app/routes/artists';
import HomeRoute from '../../src/client/app/routes/home';
import PortfolioFollowsRoute from '../../src/client/app/routes/portfolio-follows';
import PortfolioLayoutRoute from '../../src/client/app/routes/portfolio-layout';
import PortfolioMainRoute from '../../src/client/app/routes/portfolio-main';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { type Artist, createArtist, sessionOf, startServer, type TestContext } from './real-api';
import { renderWithProviders } from './render';
import { call } from './server';

export type World = { t: TestContext; fan: Artist; star: Artist; other: Artist };

export async function makeWorld(): Promise<World> {
  const t = await startServer();
  return {
    t,
    fan: await createArtist(t, 'fanRue', 'Rue'),
    star: await createArtist(t, 'starKid', 'Kid'),
    other: await createArtist(t, 'popOther', 'Pop'),
  };
}

/** A community video note `by` posts. */
export async function postNote(w: World, by: Artist, lesson: string) {
  const res = await call(
    w.t,
    'POST',
    '/api/whatiscooking/cooking/',
    { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', lesson, access: 5 },
    by.token,
  );
  if (res.status !== 201) throw new Error(`note not posted (${res.status})`);
  return res.body as { uuid: string };
}

/** How many follow `artist` on the server now. */
export async function followersOnServer(w: World, artist: Artist): Promise<number> {
  const res = await call(w.t, 'GET', `/api/artist/portfolios/${artist.username}`);
  return res.body.followers_count;
}

/** `who` stops following `artist` on the server, so a test leaves the world as it found it. */
export const unfollowOnServer = (w: World, who: Artist, artist: Artist) =>
  call(w.t, 'DELETE', `/api/artist/follow/${artist.username}`, undefined, who.token);

const routes: RouteObject[] = [
  { path: '/', element: <HomeRoute /> },
  { path: '/artists', element: <ArtistsRoute /> },
  {
    path: '/:username',
    element: <PortfolioLayoutRoute />,
    children: [
      { index: true, element: <PortfolioMainRoute /> },
      { path: 'followers', element: <PortfolioFollowsRoute /> },
      { path: 'following', element: <PortfolioFollowsRoute /> },
    ],
  },
];

/** Opens `path` signed in as `as` (a guest without). */
export async function open(w: World, path: string, as?: Artist) {
  store.set(sessionAtom, as ? await sessionOf(w.t, as) : null);
  return renderWithProviders(routes, path);
}
