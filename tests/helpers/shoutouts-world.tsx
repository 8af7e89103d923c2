/**
 * The shoutouts client tests' world on the real server: a student, the artist they tag, another
 * artist; shoutouts given through the API; the pages rendered as the app routes them, signed in as
 * any of them or as a guest.
 */
import { Outlet, type RouteObject } from 'react-router-dom';
import { NotificationsMenu } from '../../src/client/app/layouts/notifications-menu';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import ShoutoutRoute from '../../src/client/app/routes/shoutout';
import ShoutoutsRoute from '../../src/client/app/routes/shoutouts';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { Shoutout } from '../../src/shared/schemas/shoutouts';
import { type Artist, createArtist, sessionOf, startServer, type TestContext } from './real-api';
import { renderWithProviders } from './render';
import { call } from './server';
import { readyUpload } from './uploads';

export type World = { t: TestContext; student: Artist; teacher: Artist; other: Artist };

export async function makeWorld(): Promise<World> {
  const t = await startServer();
  return {
    t,
    student: await createArtist(t, 'rueStudent', 'Rue'),
    teacher: await createArtist(t, 'kidTeacher', 'Kid'),
    other: await createArtist(t, 'popOther', 'Pop'),
  };
}

/** A shoutout `from` gives, with its cover uploaded for real. */
export async function give(w: World, from: Artist, fields: Record<string, unknown>): Promise<Shoutout> {
  const image = await readyUpload(w.t, from.token, 'S');
  const res = await call(w.t, 'POST', '/api/e1t1/sharing/', { image, ...fields }, from.token);
  if (res.status !== 201) throw new Error(`shoutout not given (${res.status})`);
  return res.body;
}

/** The shoutout as its author sees it on the server now; null once it is gone. */
export async function onServer(w: World, uuid: string): Promise<Shoutout | null> {
  const res = await call(w.t, 'GET', `/api/e1t1/sharing/${uuid}/`, undefined, w.student.token);
  return res.status === 200 ? res.body : null;
}

const shown = (name: string) => <p>{name}</p>;
const routes = (bell: boolean): RouteObject[] => [
  {
    element: (
      <>
        {bell && <NotificationsMenu />}
        <Outlet />
      </>
    ),
    children: [
      { path: '/e1t1', element: <ShoutoutsRoute /> },
      { path: '/e1t1/:uuid', element: <ShoutoutRoute /> },
      { path: '/:username/each1teach1', element: <PortfolioTabRoute /> },
      { path: '/:username/myhood', element: <PortfolioTabRoute /> },
      { path: '/upload/each1teach1', element: shown('Shoutout form') },
      { path: '*', element: shown('Elsewhere') },
    ],
  },
];

/** Opens `path` signed in as `as` (a guest without), with the notification bell above if asked. */
export async function open(w: World, path: string, as?: Artist, bell = false) {
  store.set(sessionAtom, as ? await sessionOf(w.t, as) : null);
  return renderWithProviders(routes(bell), path);
}
