/**
 * The journeys client tests' world on the real server: an author and another artist, journeys posted
 * through the API with a real photo, the form and the Journey tab rendered as the app routes them, and
 * the page's `fetch` answered by the server with the bodies of its PATCHes kept.
 */
import sharp from 'sharp';
import { vi } from 'vitest';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import UploadJourneyRoute from '../../src/client/app/routes/upload-journey';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { Journey } from '../../src/shared/schemas/journeys';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';
import { type Artist, createArtist, serveFetch, sessionOf, startServer, type TestContext } from './real-api';

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
export async function photoFile(): Promise<File> {
  const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#2050a0' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(png)], 'cypher.png', { type: 'image/png' });
}

/** jsdom's File is not the server's Blob: its bytes are read first. */
const bytesOf = (file: Blob) =>
  new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.readAsArrayBuffer(file);
  });

/** Serves the page's requests; `patches` holds the JSON bodies of the PATCHes sent. */
export function serve(w: World) {
  const net = serveFetch(w.t);
  const served = globalThis.fetch;
  const patches: unknown[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PATCH') patches.push(JSON.parse(String(init.body)));
    const body = init?.body instanceof Blob ? await bytesOf(init.body) : init?.body;
    return served(input, init && { ...init, body });
  });
  return Object.assign(net, { patches });
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
