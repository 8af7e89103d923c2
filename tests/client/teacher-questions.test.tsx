/**
 * A note's author asks its tagged teacher about a moment, against the real server: the moment comes
 * from the player, the question shows at once and reaches the teacher's bell once (offline too), a
 * refusal shows at its field, and the moment loops that part of the video for anyone who taps it.
 */
import { screen, waitFor } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TeacherQuestions } from '../../src/client/features/notes/questions/teacher-questions';
import { db, type NoteRow } from '../../src/client/lib/db';
import { useLiveQuery } from '../../src/client/lib/live-query';
import { toRow } from '../../src/client/lib/mirror';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { PracticeHandle } from '../../src/client/ui/video/practice-link';
import { msg } from '../../src/shared/messages';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';

const userEvent = userEventModule.setup({ delay: null });
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

let author: Artist;
let teacher: Artist;

/** A player at `time` seconds (null: not playing), recording what it is asked to loop. */
const player = (time: number | null) => {
  const loops: [number, number][] = [];
  const handle: PracticeHandle = {
    seek: () => {},
    loop: (a, b) => void loops.push([a, b]),
    time: () => time,
  };
  return { ref: { current: handle }, loops };
};

/** A note of the author's with the teacher tagged, in the mirror as its page read it. */
async function taggedNote(access = 5): Promise<string> {
  const note = (
    await call(suite.t, 'POST', '/api/whatiscooking/cooking/', { video: VIDEO, access }, author.token)
  ).body;
  await call(
    suite.t,
    'POST',
    '/api/whatiscooking/taggedteachers/',
    { cookingidobj: note.id, shareidobj: teacher.portfolio },
    author.token,
  );
  const read = await call(
    suite.t,
    'GET',
    `/api/whatiscooking/cooking/${note.uuid}/`,
    undefined,
    author.token,
  );
  await db.cookings.put(toRow('cookings', read.body) as NoteRow);
  return note.uuid;
}

function Live({ uuid, handle }: { uuid: string; handle: ReturnType<typeof player>['ref'] }) {
  const note = useLiveQuery(() => db.cookings.get(uuid), [uuid]);
  return note ? <TeacherQuestions note={note} handle={handle} /> : null;
}

async function open(uuid: string, as: Artist, handle = player(null).ref) {
  store.set(sessionAtom, await sessionOf(suite.t, as));
  return renderWithProviders([{ path: '/', element: <Live uuid={uuid} handle={handle} /> }]);
}

const bell = async () =>
  (
    (await call(suite.t, 'GET', '/api/notifications/e1t1/', undefined, teacher.token)).body.results as {
      text: string;
      notification_type: number;
    }[]
  ).filter((n) => n.notification_type === 13);

const suite = realApiSuite(async (t) => {
  author = await createArtist(t, 'askerAmy', 'Amy');
  teacher = await createArtist(t, 'teacherTeo', 'Teo');
});
afterEach(() => vi.unstubAllGlobals());

describe("asking a note's tagged teacher", () => {
  it('takes the moment from the player and reaches the teacher; the moment loops the video', async () => {
    const uuid = await taggedNote();
    const played = player(42);
    await open(uuid, author, played.ref);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask Teo about a moment' }));
    expect(screen.getByRole('textbox', { name: 'Moment' })).toHaveProperty('value', '0:42');
    await userEvent.type(
      screen.getByRole('textbox', { name: 'Your question for Teo' }),
      'Is my weight right?',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText(/Is my weight right\?/)).toBeTruthy();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await bell()).toEqual([
      expect.objectContaining({
        text: 'askerAmy asks you about 0:42 in their video note: Is my weight right?',
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Play from 0:42' }));
    expect(played.loops).toEqual([[40, 48]]);
  });

  it('waits offline and is sent once; a wrong moment is said at its field', async () => {
    const uuid = await taggedNote();
    await open(uuid, author);
    suite.online = false;
    suite.server.offline = true;
    await userEvent.click(await screen.findByRole('button', { name: 'Ask Teo about a moment' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Moment' }), '1:xx');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question for Teo' }), 'Arms?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('A moment is a whole number of seconds from 0 to 43200.')).toBeTruthy();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Moment' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Moment' }), '1:05');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByRole('button', { name: 'Play from 1:05' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
    suite.online = true;
    suite.server.offline = false;
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
    const patches = suite.server.sent.filter((s) => s.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({ idea: 'Arms?', at: 65 });
  });

  it("says so when the teacher cannot see the note, and shows a teacher's question to others", async () => {
    const hidden = await taggedNote(1);
    const page = await open(hidden, author);
    await userEvent.click(await screen.findByRole('button', { name: 'Ask Teo about a moment' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Your question for Teo' }), 'Seen?');
    await userEvent.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText(msg.teacherCannotSee)).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
    page.unmount();

    const uuid = await taggedNote();
    const tag = (await db.cookings.get(uuid))?.taggedteachers[0];
    await call(
      suite.t,
      'PATCH',
      `/api/whatiscooking/taggedteachers/${tag?.id}/`,
      { idea: 'Footwork?', at: 7 },
      author.token,
    );
    const read = await call(suite.t, 'GET', `/api/whatiscooking/cooking/${uuid}/`, undefined, teacher.token);
    await db.cookings.put(toRow('cookings', read.body) as NoteRow);
    await open(uuid, teacher);
    expect(await screen.findByText(/Footwork\?/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Ask Teo/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Play from 0:07' })).toBeTruthy());
  });
});
