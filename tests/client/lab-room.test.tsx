import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '../../src/client/app/guards';
import PurchasedLabRoute from '../../src/client/app/routes/purchased-lab';
import { clearMirror, db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { shortDate } from '../../src/client/ui/dates/short-date';
import { msg } from '../../src/shared/messages';
import type { LabChatMessage } from '../../src/shared/schemas/lab-room';
import { labMessages } from '../../src/shared/schemas/published-labs';
import { page, type Sent, stubFetch } from '../helpers/artists-api';
import { serverNote } from '../helpers/notes';
import { chatMessage, FUTURE, labDetail, member, PAST, PLAB } from '../helpers/purchased-labs-data';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes = [
  {
    element: <RequireAuth />,
    children: [{ path: '/mypurchasedlabs/:slug', Component: PurchasedLabRoute }],
  },
  { path: '/publishedlabs/:uuid', element: <h1>Lab page</h1> },
];

const DETAIL = `GET /api/whatiscooking/publishedlabs/${PLAB}`;
const VIDEOS = `GET /api/whatiscooking/videos-of-a-purchasedlab/?lab_id=${PLAB}`;
const MEMBERS = `GET /api/whatiscooking/labroom-members/?plab_uuid=${PLAB}`;
const CHAT = `GET /api/whatiscooking/labroom-chat/list/?plab_uuid=${PLAB}`;
const POST = 'POST /api/whatiscooking/labroom-chat/';

const OWNER = member({ username: 'bboy_kim', artist_name: 'Kim', role: 'owner' });
const video = {
  id: 1,
  uuid: '6b5a4c3d-0000-4000-8000-000000000001',
  cooking: serverNote(),
  technique: 11,
};

/**
 * The lab room of an active member; `post` answers the chat post (a 2xx with the message stored,
 * as the server does, by the uuid and text sent).
 */
function memberRoom(post: (sent: Sent) => { status?: number; body?: unknown }) {
  const messages: LabChatMessage[] = [chatMessage(1)];
  return stubFetch({
    [DETAIL]: { body: labDetail() },
    [VIDEOS]: { body: page([video]) },
    [MEMBERS]: { body: page([OWNER, member()]) },
    [CHAT]: () => ({ body: page([...messages]) }),
    [POST]: (sent) => {
      const reply = post(sent);
      if (reply.status && reply.status >= 300) return reply;
      const { uuid, comment } = sent.body as { uuid: string; comment: string };
      const stored = chatMessage(2, { uuid, comment, username: 'bgirl.rue' });
      if (!messages.some((m) => m.uuid === uuid)) messages.unshift(stored);
      return { status: reply.status ?? 201, body: stored };
    },
  });
}

const box = () => screen.getByRole('textbox', { name: 'Write a message' }) as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(box(), { target: { value: text } });

function goOffline() {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
}

/** Back online, and the outbox's run done. */
async function goOnline() {
  delete (navigator as { onLine?: boolean }).onLine;
  await act(async () => {
    window.dispatchEvent(new Event('online'));
    await replayOutbox();
  });
}

/** The chat's row of the message `text`. */
const rowOf = async (text: string) =>
  (await within(screen.getByRole('region', { name: 'Chat' })).findByText(text, { selector: 'li *' })).closest(
    'li',
  ) as HTMLElement;

beforeEach(async () => {
  await clearMirror();
  store.set(sessionAtom, testSession(true));
});

afterEach(() => {
  delete (navigator as { onLine?: boolean }).onLine;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('a purchased lab', () => {
  it('shows an active member the lab, its videos, its members and its chat', async () => {
    memberRoom(() => ({ status: 201 }));
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    const title = await screen.findByRole('heading', { name: 'Footwork Basics', level: 1 });
    const header = within(title.parentElement as HTMLElement);
    expect(header.getByRole('link', { name: 'Kim' }).getAttribute('href')).toBe('/bboy_kim');
    expect(header.getByText(`Access until ${shortDate(FUTURE)}`)).toBeTruthy();
    expect(await screen.findByRole('article', { name: 'Video note by bboy_kim' })).toBeTruthy();

    const members = within(screen.getByRole('region', { name: 'Members' }));
    const rows = await members.findAllByRole('listitem');
    const links = rows.map((row) => within(row).getByRole('link'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Kim', '/bboy_kim'],
      ['Rue', '/bgirl.rue'],
    ]);
    expect(rows.map((row) => within(row).queryByText('Artist') !== null)).toEqual([true, false]);

    const chat = within(screen.getByRole('region', { name: 'Chat' }));
    const message = await chat.findByText('Message 1');
    expect(message.closest('li')?.textContent).toContain(shortDate('2026-11-02T10:00:00Z'));
  });

  it('posts a message with the lab once, shows it at once and clears the box', async () => {
    const api = memberRoom(() => ({ status: 201 }));
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    await screen.findByText('Message 1');
    type('  Hello room ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const row = await rowOf('Hello room');
    expect(box().value).toBe('');
    await waitFor(() => expect(api.to(POST)).toHaveLength(1));
    await waitFor(() => expect(within(row).queryByText('Waiting to sync')).toBeNull());
    const sent = api.to(POST)[0]?.body as { uuid: string };
    expect(sent).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      plab: PLAB,
      comment: 'Hello room',
    });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    // The server's copy took the message's place (its id now known).
    expect((await db.labChat.get(sent.uuid))?.id).toBe(2);
  });

  it('says to write something before posting an empty message', async () => {
    const api = memberRoom(() => ({ status: 201 }));
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    await screen.findByText('Message 1');
    type('   ');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(msg.writeSomething)).toBeTruthy();
    expect(api.to(POST)).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows a message written offline at once, waiting to sync, and posts it once when back online', async () => {
    const api = memberRoom(() => ({ status: 201 }));
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    await screen.findByText('Message 1');
    goOffline();
    type('Said on the train');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const row = await rowOf('Said on the train');
    expect(await within(row).findByText('Waiting to sync')).toBeTruthy();
    expect(box().value).toBe('');
    expect(api.to(POST)).toHaveLength(0);

    await goOnline();
    await waitFor(() => expect(within(row).queryByText('Waiting to sync')).toBeNull());
    await goOnline();
    expect(api.to(POST)).toHaveLength(1);
    expect(await db.outbox.count()).toBe(0);
    const chat = within(screen.getByRole('region', { name: 'Chat' }));
    expect(chat.getAllByText('Said on the train')).toHaveLength(1);
  });

  it("shows the server's refusal on the message with Retry, which sends it again with the same id", async () => {
    let fail = true;
    const api = memberRoom(() =>
      fail ? { status: 403, body: { detail: labMessages.membersOnly } } : { status: 201 },
    );
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    await screen.findByText('Message 1');
    type('Hello room');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const row = await rowOf('Hello room');
    expect(await within(row).findByText(labMessages.membersOnly)).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Discard' })).toBeTruthy();

    fail = false;
    fireEvent.click(within(row).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(row).queryByText(labMessages.membersOnly)).toBeNull());
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const [first, second] = api.to(POST).map((sent) => (sent.body as { uuid: string }).uuid);
    expect(second).toBe(first);
  });

  it('drops a refused message on Discard', async () => {
    memberRoom(() => ({ status: 403, body: { detail: labMessages.membersOnly } }));
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    await screen.findByText('Message 1');
    type('Hello room');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const row = await rowOf('Hello room');
    fireEvent.click(await within(row).findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Hello room')).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect(await db.labChat.count()).toBe(1);
  });

  it('says when access ended and offers to buy again, without asking for the videos or the room', async () => {
    const api = stubFetch({
      [DETAIL]: {
        body: labDetail({
          can_watch: false,
          purchase: { uuid: '1e2d3c4b-0000-4000-8000-000000000009', expires_at: PAST, is_active: false },
        }),
      },
    });
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    expect(await screen.findByText(`Your access ended on ${shortDate(PAST)}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy again' }).getAttribute('href')).toBe(
      `/publishedlabs/${PLAB}`,
    );
    expect(screen.queryByRole('textbox', { name: 'Write a message' })).toBeNull();
    expect(api.sent).toHaveLength(1);
  });

  it('asks someone who never bought the lab to buy it', async () => {
    stubFetch({ [DETAIL]: { body: labDetail({ can_watch: false, purchase: null }) } });
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    expect(await screen.findByText(labMessages.buyToWatch)).toBeTruthy();
    fireEvent.click(screen.getByRole('link', { name: 'See the lab' }));
    expect(await screen.findByRole('heading', { name: 'Lab page' })).toBeTruthy();
  });

  it('opens the room to the lab owner', async () => {
    stubFetch({
      [DETAIL]: { body: labDetail({ is_owner: true, purchase: null }) },
      [VIDEOS]: { body: page([]) },
      [MEMBERS]: { body: page([OWNER]) },
      [CHAT]: { body: page([]) },
    });
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    expect(await screen.findByText(labMessages.ownLab)).toBeTruthy();
    expect(await screen.findByText('This lab has no videos yet.')).toBeTruthy();
    expect(await screen.findByText('Artist')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Write a message' })).toBeTruthy();
  });

  it('shows the not-found page for a lab that does not exist', async () => {
    stubFetch({ [DETAIL]: { status: 404, body: { detail: 'Not found.' } } });
    renderWithProviders(routes, `/mypurchasedlabs/${PLAB}`);
    expect(await screen.findByText('This page could not be found')).toBeTruthy();
  });
});
