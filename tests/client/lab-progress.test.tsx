/**
 * A lab's progress against the real server (issue 28): the owner practises a personal lab and marks
 * its videos, the summary changing at once and the mark reaching the server (tapped again, cleared);
 * a buyer's marks show on their purchased lab; marks made offline show at once and land once after
 * the outbox replays; the published lab's artist reads how many buyers got each video.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import PublishedLabRoute from '../../src/client/app/routes/published-lab';
import PurchasedLabRoute from '../../src/client/app/routes/purchased-lab';
import { db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { progressApi } from '../../src/shared/api-paths';
import type { Progress } from '../../src/shared/schemas/practice';
import { connectPayments, insertPurchase } from '../helpers/labs';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';

const routes: RouteObject[] = [
  { path: '/:username/labspace/', element: <PortfolioTabRoute /> },
  { path: '/publishedlabs/:uuid', element: <PublishedLabRoute /> },
  { path: '/mypurchasedlabs/:slug', element: <PurchasedLabRoute /> },
];
const userEvent = userEventModule.setup({ delay: null });
const W = '/api/whatiscooking';
const LESSONS = ['Six step', 'Threads', 'CC'];

let artist: Artist;
/** The artist's fee lab of three videos, published, with its notes by lesson. */
type Made = { lab: { id: number }; plab: { id: number; uuid: string }; notes: Map<string, string> };
let footwork: Made;

const post = async (path: string, body: object, token = artist.token) =>
  (await call(suite.t, 'POST', `${W}${path}`, body, token)).body;

/** Publishes a fee lab `name` of the artist's three notes (LESSONS). */
async function makeLab(name: string): Promise<Made> {
  const lab = await post('/techniques/create/', { name, about: 'Drills' });
  const notes = new Map<string, string>();
  const relations = [];
  for (const lesson of LESSONS) {
    const note = await post('/cooking/', { video: 'https://youtu.be/dQw4w9WgXcQ', access: 5, lesson });
    notes.set(lesson, note.uuid);
    relations.push(await post('/ct-relations/create/', { cooking: note.id, technique: lab.id }));
  }
  const plab = await post('/publishedlabs/create/', { name, lab: lab.id });
  const publish = relations.map((relation) => ({ id: relation.id, publish: true }));
  await call(suite.t, 'PUT', `${W}/ct-relations/bulk_update/?lab_id=${lab.id}`, publish, artist.token);
  await post('/plabsubs/', { plab: plab.id, price: '9.99', subscription_period: 30 });
  return { lab, plab, notes };
}

/** A buyer of the lab, with a portfolio as the pages' artist reads expect. */
async function buyer(name: string, made = footwork) {
  const account = await createArtist(suite.t, name);
  await insertPurchase(suite.t, account.id, made.plab.id);
  return account;
}

/** What the server holds of `who`'s marks on the lab, by lesson. */
async function serverMarks(who: Artist, made = footwork) {
  const { body } = await call(suite.t, 'GET', `/api${progressApi.ofLab(made.lab.id)}`, undefined, who.token);
  const lessonOf = new Map([...made.notes].map(([lesson, uuid]) => [uuid, lesson]));
  return Object.fromEntries(body.results.map((p: Progress) => [lessonOf.get(p.cooking), p.state]));
}

const mark = (who: Artist, lesson: string, state: string, made = footwork) =>
  call(suite.t, 'PUT', `/api${progressApi.mark}`, { cooking: made.notes.get(lesson), state }, who.token);

/** The Learning / Got it toggles of the video of `lesson`. */
/** A video's progress controls, once they have read its mark from the mirror (disabled until then). */
const toggles = async (lesson: string) => {
  const group = await screen.findByRole('group', { name: `Your progress on ${lesson}` });
  await waitFor(() =>
    expect(
      within(group)
        .getAllByRole('button')
        .some((b) => b.hasAttribute('disabled')),
    ).toBe(false),
  );
  return within(group);
};

const pressed = (button: HTMLElement) => button.getAttribute('aria-pressed');

const suite = realApiSuite(async (t) => {
  artist = await createArtist(t, 'lpcArtist', 'Lpc Artist');
  await connectPayments(t, artist.id);
  footwork = await makeLab('Footwork');
});

async function open(path: string, as: Artist) {
  store.set(sessionAtom, await sessionOf(suite.t, as));
  return renderWithProviders(routes, path);
}

describe('a personal lab', () => {
  it('marks a video Got it, changing the summary at once, and clears it when tapped again', async () => {
    await open('/lpcArtist/labspace/', artist);
    await userEvent.click(await screen.findByRole('button', { name: 'Practise Footwork' }));
    expect(await screen.findByText('0 of 3 got')).toBeTruthy();
    const sixStep = (await toggles('Six step')).getByRole('button', { name: 'Got it' });
    await userEvent.click(sixStep);
    expect(await screen.findByText('1 of 3 got')).toBeTruthy();
    expect(pressed(sixStep)).toBe('true');
    const bar = screen.getByRole('progressbar', { name: 'Videos you got' });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuetext')]).toEqual([
      '1',
      '1 of 3 got',
    ]);
    await replayOutbox();
    expect(await serverMarks(artist)).toEqual({ 'Six step': 'got_it', Threads: 'none', CC: 'none' });

    await userEvent.click(sixStep);
    expect(await screen.findByText('0 of 3 got')).toBeTruthy();
    expect(pressed(sixStep)).toBe('false');
    await replayOutbox();
    expect(await serverMarks(artist)).toEqual({ 'Six step': 'none', Threads: 'none', CC: 'none' });
  });
});

describe("a lab's practice link", () => {
  it('opens on a device that does not hold the lab yet, fetching it first', async () => {
    const lab = await call(suite.t, 'GET', '/api/whatiscooking/techniques/list/', undefined, artist.token);
    const uuid = lab.body.results.find((l: { name: string }) => l.name === 'Footwork').uuid;
    await open(`/lpcArtist/labspace/?practiseLab=${uuid}`, artist);
    expect(await screen.findByText('0 of 3 got')).toBeTruthy();
    expect(screen.queryByText('This lab is not on this device.')).toBeNull();
  });
});

describe('a purchased lab', () => {
  it("shows the buyer's own marks, read from the server", async () => {
    const reader = await buyer('lpcReader');
    await mark(reader, 'Threads', 'got_it');
    await mark(reader, 'CC', 'learning');
    await open(`/mypurchasedlabs/${footwork.plab.uuid}`, reader);
    expect(await screen.findByText('1 of 3 got')).toBeTruthy();
    // Each video's toggles read its mark from the mirror on their own, once the server's marks are in it.
    const threads = await toggles('Threads');
    await waitFor(() => expect(pressed(threads.getByRole('button', { name: 'Got it' }))).toBe('true'));
    const cc = await toggles('CC');
    await waitFor(() => expect(pressed(cc.getByRole('button', { name: 'Learning' }))).toBe('true'));
    expect(pressed((await toggles('Six step')).getByRole('button', { name: 'Learning' }))).toBe('false');
  });

  it('marks offline at once, keeps the marks while they wait, and sends each once when back online', async () => {
    const practiser = await buyer('lpcOffline');
    const page = await open(`/mypurchasedlabs/${footwork.plab.uuid}`, practiser);
    expect(await screen.findByText('0 of 3 got')).toBeTruthy();
    suite.online = false;
    suite.server.offline = true;
    await userEvent.click((await toggles('Threads')).getByRole('button', { name: 'Learning' }));
    await userEvent.click((await toggles('CC')).getByRole('button', { name: 'Got it' }));
    expect(await screen.findByText('1 of 3 got')).toBeTruthy();
    expect(pressed((await toggles('Threads')).getByRole('button', { name: 'Learning' }))).toBe('true');
    expect(await db.outbox.count()).toBe(2);
    expect(await serverMarks(practiser)).toEqual({ 'Six step': 'none', Threads: 'none', CC: 'none' });
    page.unmount();

    // Back online, the server too busy for writes: the page reads the marks again, the waiting ones stay.
    suite.online = true;
    suite.server.offline = false;
    suite.server.answer((sent) => (sent.method === 'PUT' ? new Response('{}', { status: 503 }) : undefined));
    await open(`/mypurchasedlabs/${footwork.plab.uuid}`, practiser);
    expect(await screen.findByText('1 of 3 got')).toBeTruthy();
    expect(suite.server.sent.some((s) => s.path === `/api${progressApi.ofLab(footwork.lab.id)}`)).toBe(true);
    expect(pressed((await toggles('Threads')).getByRole('button', { name: 'Learning' }))).toBe('true');

    suite.server.answer(() => undefined);
    const before = suite.server.sent.length;
    await replayOutbox();
    await replayOutbox();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const puts = suite.server.sent
      .slice(before)
      .filter((s) => s.method === 'PUT' && s.path === `/api${progressApi.mark}`);
    expect(puts.map((s) => s.body)).toEqual([
      { cooking: footwork.notes.get('Threads'), state: 'learning' },
      { cooking: footwork.notes.get('CC'), state: 'got_it' },
    ]);
    expect(await serverMarks(practiser)).toEqual({ 'Six step': 'none', Threads: 'learning', CC: 'got_it' });
  });
});

describe("the published lab's artist", () => {
  it('reads how many buyers got and are learning each video, with no toggles of their own', async () => {
    const grooves = await makeLab('Grooves');
    const [one, two] = [await buyer('lpcOne', grooves), await buyer('lpcTwo', grooves)];
    await mark(one, 'Six step', 'got_it', grooves);
    await mark(one, 'Threads', 'got_it', grooves);
    await mark(two, 'Threads', 'got_it', grooves);
    await mark(two, 'CC', 'learning', grooves);
    // A viewer who did not buy it marks a video too: not counted.
    await mark(await createArtist(suite.t, 'lpcPasser'), 'CC', 'got_it', grooves);
    await open(`/publishedlabs/${grooves.plab.uuid}`, artist);
    expect(await screen.findByText('How many of your buyers got each video.')).toBeTruthy();
    const video = async (lesson: string) =>
      within(
        (await screen.findAllByRole('article')).find((article) =>
          within(article).queryByText(lesson),
        ) as HTMLElement,
      );
    await waitFor(async () => expect((await video('Threads')).getByText('2 got it')).toBeTruthy());
    expect((await video('Threads')).getByText('0 learning')).toBeTruthy();
    expect((await video('Six step')).getByText('1 got it')).toBeTruthy();
    expect((await video('CC')).getByText('0 got it')).toBeTruthy();
    expect((await video('CC')).getByText('1 learning')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Your progress/ })).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
