/**
 * A comment pinned to a moment of the note's video (issue 28), on the note page against the real
 * server with the player's jsdom stand-in (tests/helpers/practice-player.tsx): the box pins the
 * player's time (read on focus and again on the press), edits and checks it, posts it with the comment;
 * a comment's chip loops a few seconds around its moment at the chosen speed; offline the pinned
 * comment shows at once and lands once. Where no video is given (a thread without one) the moment is
 * plain text and nothing is offered to pin.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import NoteRoute from '../../src/client/app/routes/note';
import { CommentsPanel } from '../../src/client/features/notes/feed/comments-panel';
import { db, type NoteRow } from '../../src/client/lib/db';
import { toRow } from '../../src/client/lib/mirror';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { formatTime, readMoment } from '../../src/client/ui/video/loop-link';
import type { Comment } from '../../src/shared/schemas/notes';
import { practiceMsg } from '../../src/shared/schemas/practice';
import { fakePlayer } from '../helpers/practice-player';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';

const userEvent = userEventModule.setup({ delay: null });
const W = '/api/whatiscooking';
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let author: Artist;
let fan: Artist;

const newNote = async () =>
  (await call(suite.t, 'POST', `${W}/cooking/`, { video: VIDEO, access: 5 }, author.token)).body as {
    id: number;
    uuid: string;
  };
const onServer = async (uuid: string) =>
  (await call(suite.t, 'GET', `${W}/cooking/comments/?cookingidobj=${uuid}`)).body.results as Comment[];

async function openNote(uuid: string, as?: Artist) {
  store.set(sessionAtom, as ? await sessionOf(suite.t, as) : null);
  renderWithProviders([{ path: '/whatiscooking/:uuid', element: <NoteRoute /> }], `/whatiscooking/${uuid}`);
  return screen.findByRole('textbox', { name: 'Write a comment' });
}
const press = async (name: string) => userEvent.click(await screen.findByRole('button', { name }));
async function play() {
  await press('Play video');
  return fakePlayer();
}

const suite = realApiSuite(async (t) => {
  // The player's chunk, transformed once here so the first test does not wait on the compiler.
  await import('../../src/client/ui/video/practice-player');
  author = await createArtist(t, 'momentMaker');
  fan = await createArtist(t, 'momentFan');
});
beforeEach(() => localStorage.clear());

describe('a moment as a dancer types it', () => {
  it('reads m:ss, plain seconds and h:mm:ss as whole seconds of the range, and writes them back', () => {
    expect(['42', '0:42', ' 1:15 ', '1:02:03', '12:00:00', '0'].map(readMoment)).toEqual([
      42, 42, 75, 3723, 43_200, 0,
    ]);
    expect(['0:42.5', '1:75', '1:60:00', '12:00:01', '-3', 'abc', ''].map(readMoment)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
    expect([formatTime(42), formatTime(3723), formatTime(43_200)]).toEqual(['0:42', '1:02:03', '12:00:00']);
  });
});

describe('pinning a comment to a moment', () => {
  it('offers the player’s time once the box has the focus, pins the time of the press, and sends it', async () => {
    const note = await newNote();
    const box = await openNote(note.uuid, fan);
    expect(screen.queryByRole('button', { name: /^Pin to/ })).toBeNull(); // only the thumbnail yet
    const player = await play();
    player.at(42.6);
    await userEvent.click(box);
    await userEvent.type(box, 'Weight on the left here');
    player.at(50.2);
    await press('Pin to 0:42');
    const moment = screen.getByRole('textbox', { name: 'Moment' }) as HTMLInputElement;
    expect(moment.value).toBe('0:50');
    expect(document.activeElement).toBe(moment);

    // What is no moment is said under the field, and nothing is sent.
    await userEvent.clear(moment);
    await userEvent.type(moment, '1:75');
    await press('Post');
    expect(await screen.findByText(practiceMsg.momentInvalid)).toBeTruthy();
    expect(suite.server.sent.filter((s) => s.method === 'POST')).toEqual([]);

    await userEvent.clear(moment);
    await userEvent.type(moment, '0:44');
    await press('Post');
    await waitFor(async () =>
      expect((await onServer(note.uuid)).map((c) => [c.comment, c.at])).toEqual([
        ['Weight on the left here', 44],
      ]),
    );
    expect(suite.server.sent.find((s) => s.method === 'POST')?.body).toMatchObject({ at: 44 });
    expect(await screen.findByRole('button', { name: 'Play from 0:44' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Moment' })).toBeNull();
  });

  it('can take the moment away again, and posts the comment without one', async () => {
    const note = await newNote();
    const box = await openNote(note.uuid, fan);
    const player = await play();
    player.at(7);
    await userEvent.click(box);
    await userEvent.type(box, 'Just clean');
    await press('Pin to 0:07');
    await press('Remove moment');
    expect(screen.queryByRole('textbox', { name: 'Moment' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Pin to 0:07' }));
    await press('Post');
    await waitFor(async () => expect((await onServer(note.uuid)).map((c) => c.at)).toEqual([null]));
  });
});

describe('a comment’s moment', () => {
  it('opens the player there and loops a few seconds around it, at the speed chosen', async () => {
    const note = await newNote();
    await call(
      suite.t,
      'POST',
      `${W}/cooking/comments/`,
      { cookingidobj: note.id, comment: 'Here', at: 42 },
      fan.token,
    );
    await openNote(note.uuid);
    const chip = await screen.findByRole('button', { name: 'Play from 0:42' });
    expect(chip.textContent).toBe('0:42');
    await userEvent.click(chip);
    const player = await fakePlayer();
    expect(player.commands()).toEqual([['seekTo', [40, true]]]);
    expect(screen.getByRole('button', { name: 'Loop 0:40-0:48' })).toBeTruthy();

    await press('Speed 1×');
    await userEvent.click(await screen.findByRole('menuitem', { name: '0.5×' }));
    // The player plays at half speed now, as it tells.
    const at = (currentTime: number) =>
      player.tell('infoDelivery', { currentTime, playerState: 1, playbackRate: 0.5 });
    at(45);
    await userEvent.click(screen.getByRole('button', { name: 'Play from 0:42' }));
    at(48.3);
    expect(player.commands()).toEqual([
      ['seekTo', [40, true]],
      ['setPlaybackRate', [0.5]],
      ['seekTo', [40, true]],
      ['seekTo', [40, true]],
    ]);
    expect(screen.getByRole('button', { name: 'Speed 0.5×' })).toBeTruthy();
  });

  it('is plain text where no video is given, and the box offers no pin there', async () => {
    const note = await newNote();
    await call(
      suite.t,
      'POST',
      `${W}/cooking/comments/`,
      { cookingidobj: note.id, comment: 'Here', at: 42 },
      fan.token,
    );
    await db.cookings.put(
      toRow('cookings', (await call(suite.t, 'GET', `${W}/cooking/${note.uuid}/`)).body) as NoteRow,
    );
    store.set(sessionAtom, await sessionOf(suite.t, fan));
    renderWithProviders([{ path: '/', element: <CommentsPanel noteUuid={note.uuid} /> }]);
    const row = (await screen.findByText('Here')).closest('li') as HTMLElement;
    expect(within(row).getByText('0:42')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /Play from/ })).toBeNull();
    await userEvent.click(screen.getByRole('textbox', { name: 'Write a comment' }));
    expect(screen.queryByRole('button', { name: /^Pin to/ })).toBeNull();
  });
});

describe('offline', () => {
  it('shows the pinned comment at once and sends it once, with its moment, when back online', async () => {
    const note = await newNote();
    const box = await openNote(note.uuid, fan);
    const player = await play();
    player.at(12);
    suite.online = false;
    suite.server.offline = true;
    await userEvent.click(box);
    await userEvent.type(box, 'Offline footwork');
    await press('Pin to 0:12');
    await press('Post');
    expect(await screen.findByRole('button', { name: 'Play from 0:12' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
    expect(await onServer(note.uuid)).toEqual([]);

    suite.online = true;
    suite.server.offline = false;
    await replayOutbox();
    await replayOutbox();
    expect((await onServer(note.uuid)).map((c) => [c.comment, c.at])).toEqual([['Offline footwork', 12]]);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.comments.toArray()).map((c) => [c.comment, c.at])).toEqual([['Offline footwork', 12]]);
  });
});
