/**
 * The shoutout pages against the real server: /e1t1, a shoutout's page for its author, its tagged
 * artist, another artist and a guest, the answers (approve, decline, remove, withdraw), love,
 * comments, the personal messages, the portfolio's Shoutouts and My hood tabs, Approve in the bell,
 * the mirrored rows shown offline, and love and comments written offline or refused.
 */

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { postReply } from '../../src/client/features/shoutouts/shoutout-replies.actions';
import { clearMirror, db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { COMMENT_LIMIT } from '../../src/shared/schemas/notes';
import type { Notification } from '../../src/shared/schemas/notifications';
import type { Shoutout } from '../../src/shared/schemas/shoutouts';
import { createArtist, serveFetch } from '../helpers/real-api';
import { call } from '../helpers/server';
import { give, makeWorld, onServer, open, type World } from '../helpers/shoutouts-world';

let w: World;
let net: ReturnType<typeof serveFetch>;
/** Untagged, so public at once. */
let open1: Shoutout;

beforeAll(async () => {
  w = await makeWorld();
  open1 = await give(w, w.student, {
    s_teacher_name: 'Mr. Wiggles',
    s_teacher_country: 'US',
    s_appreciation: 'Patience with my waves',
    s_learnings: 'Isolations first',
    s_location: 'Paris',
    occured: '2026-10-03',
  });
}, 120_000);
afterAll(() => w.t.close());
beforeEach(async () => {
  await clearMirror();
  net = serveFetch(w.t);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

const card = (name: string) => screen.findByRole('article', { name });
/** Waits until the outbox has sent everything. */
const sent = () => waitFor(async () => expect(await db.outbox.count()).toBe(0));

describe('/e1t1', () => {
  it('lists the public shoutouts with both artists, the country, the appreciation and the date', async () => {
    const hidden = await give(w, w.other, { s_teacher_name: 'Kid', teacher: 'kidTeacher' });
    await open(w, '/e1t1');
    expect(await screen.findByRole('heading', { name: 'Each one teach one' })).toBeTruthy();
    const shown = within(await card('Shoutout to Mr. Wiggles'));
    expect(shown.getByRole('link', { name: 'Rue' }).getAttribute('href')).toBe('/rueStudent');
    expect(shown.getByText('Mr. Wiggles')).toBeTruthy();
    expect(shown.getByText('United States')).toBeTruthy();
    expect(shown.getByText('Patience with my waves')).toBeTruthy();
    expect(shown.getByText('Oct 3, 2026')).toBeTruthy();
    expect(shown.queryByText('Pending approval')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Shoutout to Kid' })).toBeNull();
    await call(w.t, 'DELETE', `/api/e1t1/sharing/${hidden.uuid}/`, undefined, w.other.token);
  });

  it('keeps its rows for 15 minutes, and shows them offline', async () => {
    const first = await open(w, '/e1t1', w.other);
    await card('Shoutout to Mr. Wiggles');
    first.unmount();
    const reads = net.sent.filter(
      (s) => s.method === 'GET' && s.path.startsWith('/api/e1t1/sharing/?'),
    ).length;
    await open(w, '/e1t1', w.other);
    await card('Shoutout to Mr. Wiggles');
    expect(
      net.sent.filter((s) => s.method === 'GET' && s.path.startsWith('/api/e1t1/sharing/?')),
    ).toHaveLength(reads);
    await userEvent.click(screen.getByRole('link', { name: 'Read the shoutout to Mr. Wiggles' }));
    expect(await screen.findByRole('heading', { name: 'Shoutout to Mr. Wiggles' })).toBeTruthy();

    net.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.lists.clear();
    await open(w, `/e1t1/${open1.uuid}`, w.other);
    expect(await screen.findByRole('heading', { name: 'Shoutout to Mr. Wiggles' })).toBeTruthy();
    expect(screen.getByText('Isolations first')).toBeTruthy();
    expect(screen.getByText('Paris')).toBeTruthy();
  });
});

describe('a shoutout that tags an artist', () => {
  let pending: Shoutout;
  beforeAll(async () => {
    pending = await give(w, w.student, {
      s_teacher_name: 'Kid',
      teacher: 'kidTeacher',
      s_appreciation: 'Footwork drills',
    });
  });

  it('is not found by a guest or another artist while pending', async () => {
    const guest = await open(w, `/e1t1/${pending.uuid}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    guest.unmount();
    await open(w, `/e1t1/${pending.uuid}`, w.other);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
  });

  it('shows its author the pending state, Edit, Withdraw and the personal messages', async () => {
    await open(w, `/e1t1/${pending.uuid}`, w.student);
    expect(await screen.findByRole('heading', { name: 'Shoutout to Kid' })).toBeTruthy();
    expect(screen.getByText('Pending approval')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/upload/each1teach1?edit=${pending.uuid}`,
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Write a message' }), 'Thank you!');
    await userEvent.click(screen.getAllByRole('button', { name: 'Post' }).at(-1) as HTMLElement);
    const messages = await screen.findByRole('region', { name: 'Personal messages' });
    expect(await within(messages).findByText('Thank you!')).toBeTruthy();
  });

  it('lets the tagged artist approve it, read the messages, then take it off their portfolio', async () => {
    await open(w, `/e1t1/${pending.uuid}`, w.teacher);
    await userEvent.click(await screen.findByRole('button', { name: 'Approve' }));
    await sent();
    expect((await onServer(w, pending.uuid))?.status).toBe('approved');
    expect(screen.queryByText('Pending approval')).toBeNull();
    const messages = await screen.findByRole('region', { name: 'Personal messages' });
    expect(await within(messages).findByText('Thank you!')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove from my portfolio' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await sent();
    expect((await onServer(w, pending.uuid))?.status).toBe('declined');
    expect(await screen.findByText('Declined')).toBeTruthy();
  });

  it('is declined from the page', async () => {
    const second = await give(w, w.other, { s_teacher_name: 'Kid', teacher: 'kidTeacher' });
    await open(w, `/e1t1/${second.uuid}`, w.teacher);
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    await sent();
    expect(await screen.findByText('Declined')).toBeTruthy();
    expect((await call(w.t, 'GET', `/api/e1t1/sharing/${second.uuid}/`)).status).toBe(404);
  });

  it('is approved from the bell', async () => {
    const fan = await createArtist(w.t, 'bellStudent');
    const asked = await give(w, fan, { s_teacher_name: 'Kid', teacher: 'kidTeacher' });
    await open(w, '/elsewhere', w.teacher, true);
    await userEvent.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const menu = within(await screen.findByRole('menu'));
    expect(
      await menu.findByText('bellStudent gave you a shoutout. Approve it to show it on your portfolio.'),
    ).toBeTruthy();
    await userEvent.click(await menu.findByRole('button', { name: 'Approve' }));
    await sent();
    expect((await call(w.t, 'GET', `/api/e1t1/sharing/${asked.uuid}/`)).body.status).toBe('approved');
    expect(await menu.findByText('You approved this shoutout.')).toBeTruthy();
    // Answered, the request is done with: its notification is seen, in the bell and on the server.
    await sent();
    const listed = await call(w.t, 'GET', '/api/notifications/e1t1/', undefined, w.teacher.token);
    const request = listed.body.results.find((n: Notification) => n.e1t1object === asked.uuid);
    expect(request).toMatchObject({ is_seen: true });
    expect((await db.notifications.get(request.id))?.is_seen).toBe(true);
  });

  it("lists the student's video notes from its lesson (those mentioning its artist), and not their others", async () => {
    const note = (lesson: string, mention1?: number) =>
      call(
        w.t,
        'POST',
        '/api/whatiscooking/cooking/',
        { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', access: 5, lesson, mention1 },
        w.student.token,
      );
    await note('Kid drills, day one', w.teacher.portfolio);
    await note('Unrelated cypher');
    await open(w, `/e1t1/${pending.uuid}`, w.teacher);
    expect(await screen.findByRole('heading', { name: 'Video notes from this lesson' })).toBeTruthy();
    expect(await screen.findByText('Kid drills, day one')).toBeTruthy();
    expect(screen.queryByText('Unrelated cypher')).toBeNull();
  });
});

describe('on a public shoutout', () => {
  it('another artist sends love and takes it back, comments, and sees no personal messages', async () => {
    await open(w, `/e1t1/${open1.uuid}`, w.other);
    const love = await screen.findByRole('button', { name: /^Love/ });
    await waitFor(() => expect(love.textContent).toBe('Love0'));
    await userEvent.click(love);
    await waitFor(() => expect(love.getAttribute('aria-pressed')).toBe('true'));
    expect(love.textContent).toBe('Love1');
    await sent();
    const lovers = await call(w.t, 'GET', `/api/e1t1/sharing/love/?shareidobj=${open1.uuid}`);
    expect(lovers.body.results.map((l: { username: string }) => l.username)).toEqual(['popOther']);
    await userEvent.click(love);
    await waitFor(() => expect(love.getAttribute('aria-pressed')).toBe('false'));
    await sent();

    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'So smooth');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const comments = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(comments).findByText('So smooth')).toBeTruthy();
    await sent();
    const thread = await call(w.t, 'GET', `/api/e1t1/sharing/comments/?shareidobj=${open1.uuid}`);
    expect(thread.body.results[0]).toMatchObject({ username: 'popOther', comment: 'So smooth' });
    expect(screen.queryByRole('heading', { name: 'Personal messages' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('a guest reads the comments and is asked to sign in to love', async () => {
    await open(w, `/e1t1/${open1.uuid}`);
    const comments = await screen.findByRole('region', { name: 'Comments' });
    expect(await within(comments).findByText('So smooth')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: /^Love/ }));
    expect(await screen.findByText('Please sign in first.')).toBeTruthy();
    expect(screen.getByText('Sign in to comment.')).toBeTruthy();
  });
});

describe('love and comments written offline', () => {
  const goOffline = () => {
    net.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  };
  /** Back online, the outbox sent: the requests it sent. */
  const goOnline = async () => {
    const from = net.sent.length;
    net.offline = false;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await replayOutbox();
    return net.sent.slice(from);
  };
  const commentsOnServer = async () =>
    (await call(w.t, 'GET', `/api/e1t1/sharing/comments/?shareidobj=${open1.uuid}`)).body.results as {
      comment: string;
    }[];

  it('shows a comment at once, waiting to sync, posts it once when back online, and deletes it', async () => {
    await open(w, `/e1t1/${open1.uuid}`, w.teacher);
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await within(comments).findByText('So smooth');
    goOffline();
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Said on the train');
    await userEvent.click(screen.getByRole('button', { name: 'Post' }));
    const row = () => within(comments).getByText('Said on the train').closest('li') as HTMLElement;
    expect(await within(comments).findByText('Said on the train')).toBeTruthy();
    expect(await within(row()).findByText('Waiting to sync')).toBeTruthy();

    const posts = (await goOnline()).filter(
      (s) => s.method === 'POST' && s.path === '/api/e1t1/sharing/comments/',
    );
    expect(posts).toHaveLength(1);
    await sent();
    await waitFor(() => expect(within(row()).queryByText('Waiting to sync')).toBeNull());
    expect((await commentsOnServer()).filter((c) => c.comment === 'Said on the train')).toHaveLength(1);

    goOffline();
    await userEvent.click(within(row()).getByRole('button', { name: 'Comment actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    await waitFor(() => expect(within(comments).queryByText('Said on the train')).toBeNull());
    await goOnline();
    await sent();
    expect((await commentsOnServer()).map((c) => c.comment)).not.toContain('Said on the train');
  });

  it('shows love at once, cancels one taken back before it left, and sends the last once', async () => {
    await open(w, `/e1t1/${open1.uuid}`, w.teacher);
    const love = await screen.findByRole('button', { name: /^Love/ });
    await waitFor(() => expect(love.textContent).toBe('Love0'));
    goOffline();
    await userEvent.click(love);
    await waitFor(() => expect(love.getAttribute('aria-pressed')).toBe('true'));
    expect(love.textContent).toBe('Love1');
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
    await userEvent.click(love);
    await waitFor(() => expect(love.textContent).toBe('Love0'));
    expect(await db.outbox.count()).toBe(0);
    await userEvent.click(love);
    await waitFor(() => expect(love.textContent).toBe('Love1'));

    const loves = (await goOnline()).filter(
      (s) => s.method === 'POST' && s.path === '/api/e1t1/sharing/love/',
    );
    expect(loves).toHaveLength(1);
    await sent();
    const lovers = await call(w.t, 'GET', `/api/e1t1/sharing/love/?shareidobj=${open1.uuid}`);
    expect(lovers.body.results.map((l: { username: string }) => l.username)).toEqual(['kidTeacher']);
    expect(love.textContent).toBe('Love1');
    expect(screen.queryByText('Waiting to sync')).toBeNull();
  });

  it('shows a comment the server refused with its reason, Retry and Discard', async () => {
    await open(w, `/e1t1/${open1.uuid}`, w.teacher);
    const comments = await screen.findByRole('region', { name: 'Comments' });
    await within(comments).findByText('So smooth');
    // The box itself stops such a comment; the server's refusal is what a queued one meets.
    await postReply('comment', open1.uuid, `Too long ${'x'.repeat(COMMENT_LIMIT)}`);
    const row = (await within(comments).findByText(/^Too long x+$/)).closest('li') as HTMLElement;
    expect(await within(row).findByText('Comment must be 1000 characters or less')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Retry' })).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(within(comments).queryByText(/^Too long/)).toBeNull());
    expect(await db.outbox.count()).toBe(0);
  });
});

describe('the portfolio tabs', () => {
  let given: Shoutout;
  beforeAll(async () => {
    const dj = await createArtist(w.t, 'djTeacher', 'DJ');
    given = await give(w, w.student, { s_teacher_name: 'DJ', teacher: 'djTeacher' });
    await call(w.t, 'POST', `/api/e1t1/sharing/${given.uuid}/approve/`, {}, dj.token);
  });

  it("Shoutouts shows an artist's teachers and students", async () => {
    const student = await open(w, '/rueStudent/each1teach1');
    const teachers = within(await screen.findByRole('region', { name: 'Teachers' }));
    expect(await teachers.findByRole('article', { name: 'Shoutout to DJ' })).toBeTruthy();
    expect(teachers.getByRole('article', { name: 'Shoutout to Mr. Wiggles' })).toBeTruthy();
    const students = within(screen.getByRole('region', { name: 'Students' }));
    expect(await students.findByText('No shoutouts for @rueStudent yet.')).toBeTruthy();
    student.unmount();
    await open(w, '/djTeacher/each1teach1');
    const received = within(await screen.findByRole('region', { name: 'Students' }));
    expect(await received.findByRole('article', { name: 'Shoutout to DJ' })).toBeTruthy();
  });

  it('My hood shows the distinct artists of approved shoutouts, linking to their portfolios', async () => {
    const teacher = await open(w, '/djTeacher/myhood');
    expect((await screen.findByRole('link', { name: /Rue/ })).getAttribute('href')).toBe('/rueStudent');
    teacher.unmount();
    await open(w, '/rueStudent/myhood');
    expect((await screen.findByRole('link', { name: /DJ/ })).getAttribute('href')).toBe('/djTeacher');
    // Kid took theirs off their portfolio; Mr. Wiggles has no portfolio.
    expect(screen.queryByRole('link', { name: /Kid/ })).toBeNull();
    expect(screen.queryByText('Mr. Wiggles')).toBeNull();
  });

  it('the author withdraws a shoutout after confirming, and lands on their shoutouts', async () => {
    const { router } = await open(w, `/e1t1/${given.uuid}`, w.student);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText(/This cannot be undone/)).toBeTruthy();
    await userEvent.click(screen.getAllByRole('button', { name: 'Withdraw' }).at(-1) as HTMLElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/rueStudent/each1teach1'));
    await sent();
    expect(await onServer(w, given.uuid)).toBeNull();
    const teachers = within(await screen.findByRole('region', { name: 'Teachers' }));
    expect(await teachers.findByRole('article', { name: 'Shoutout to Mr. Wiggles' })).toBeTruthy();
    expect(teachers.queryByRole('article', { name: 'Shoutout to DJ' })).toBeNull();
  });
});
