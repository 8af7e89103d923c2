/**
 * The events client tests' world on the real server: an organiser, a guest artist and a dancer,
 * events created through the API with a real poster, the event screens rendered as the app routes
 * them, and the page's `fetch` answered by the server.
 */
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import EventRoute from '../../src/client/app/routes/event';
import EventsRoute from '../../src/client/app/routes/events';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import SettingsRoute from '../../src/client/app/routes/settings';
import UploadEventRoute from '../../src/client/app/routes/upload-event';
import { clearMirror } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { Event } from '../../src/shared/schemas/events';
import { eventFields } from './events';
import { type Artist, createArtist, serveFetch, sessionOf, startServer, type TestContext } from './real-api';
import { renderWithProviders } from './render';
import { call } from './server';

export type World = { t: TestContext; organiser: Artist; guest: Artist; dancer: Artist };

export async function makeWorld(): Promise<World> {
  const t = await startServer();
  return {
    t,
    organiser: await createArtist(t, 'eventRue', 'Rue Crew'),
    guest: await createArtist(t, 'judgeKid', 'Kid'),
    dancer: await createArtist(t, 'goingLee', 'Lee'),
  };
}

/** An event made through the API by `as` (the organiser by default). */
export async function post(w: World, fields: Record<string, unknown>, as = w.organiser): Promise<Event> {
  const res = await call(
    w.t,
    'POST',
    '/api/events/create/',
    await eventFields(w.t, as.token, fields),
    as.token,
  );
  if (res.status !== 201) throw new Error(`event not created (${res.status})`);
  return res.body;
}

const routes = [
  { path: '/upload/event', element: <UploadEventRoute /> },
  { path: '/events', element: <EventsRoute /> },
  { path: '/events/:uuid', element: <EventRoute /> },
  { path: '/settings', element: <SettingsRoute /> },
  { path: '/:username/events', element: <PortfolioTabRoute /> },
];

/** Opens `path` signed in as `as` (a guest without). */
export async function open(w: World, path: string, as?: Artist) {
  store.set(sessionAtom, as ? await sessionOf(w.t, as) : null);
  return renderWithProviders(routes, path);
}

export type Net = ReturnType<typeof serveFetch>;

/** Clicks into `input` and pastes `text`, as one types into a field. */
export async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

/**
 * The hooks of an events test file: the world made once (then `ready` adds to it), before each test
 * an empty mirror and the page's fetch answered by the server (handed to `fetches`), and after each
 * the mocks and the session undone.
 */
export function withWorld(ready: (w: World) => Promise<unknown>, fetches: (net: Net) => void) {
  let world: World;
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
  beforeAll(async () => {
    world = await makeWorld();
    await ready(world);
  }, 120_000);
  afterAll(() => world.t.close());
  beforeEach(async () => {
    await clearMirror();
    fetches(serveFetch(world.t));
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    store.set(sessionAtom, null);
  });
}

export { serveFetch };
