/**
 * The journeys client tests' world on the real server: an author and another artist, journeys posted
 * through the API with a real photo, the form and the Journey tab rendered as the app routes them, and
 * the page's `fetch` answered by the server with the bodies of its PATCHes kept.
 */
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import UploadJourneyRoute from '../../src/client/app/routes/upload-journey';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { Journey } from '../../src/shared/schemas/journeys';
import {
  type Artist,
  createArtist,
  pngFile,
  serveFetch,
  sessionOf,
  startServer,
  type TestContext,
} from './real-api';
import { renderWithProviders } from './render';
import { call } from './server';
import { readyUpload } from './uploads';

export type World = { t: TestContext; author: Artist; other: Artist };

export async function makeWorld(): Promise<World> {
  const t = await startServer();
  return {
    t,
    author: await createArtist(t, 'journeyRue', 'Rue'),
    other: await createArtist(t, 'journeyKid', 'Kid'),
  };
}

export async function post(w: World, fields: Record<string, unknown>, as = w.author): Promise<Journey> {
  const jophoto1 = await readyUpload(w.t, as.token, 'J');
  const res = await call(w.t, 'POST', '/api/journey/', { jophoto1, ...fields }, as.token);
  if (res.status !== 201) throw new Error(`journey not posted (${res.status})`);
  return res.body;
}

/** A real PNG as the file input gets it. */
export const photoFile = () => pngFile('cypher.png');

/** Serves the page's requests; `patches` are the bodies of the PATCHes sent. */
export function serve(w: World) {
  const net = serveFetch(w.t);
  const patches = () => net.sent.filter((sent) => sent.method === 'PATCH').map((sent) => sent.body);
  return Object.defineProperty(net, 'patches', { get: patches }) as typeof net & { patches: unknown[] };
}

const routes = [
  { path: '/upload/journey', element: <UploadJourneyRoute /> },
  { path: '/:username/journey', element: <PortfolioTabRoute /> },
];

/** Opens `path` signed in as `as` (a guest without). */
export async function open(w: World, path: string, as?: Artist) {
  store.set(sessionAtom, as ? await sessionOf(w.t, as) : null);
  return renderWithProviders(routes, path);
}
