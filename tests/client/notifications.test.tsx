import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationsMenu } from '../../src/client/app/layouts/notifications-menu';
import { POLL_MS } from '../../src/client/features/notifications/use-notification-polling';
import { clearMirror, db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { type Session, sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { NOTIFICATION_CONTEXT, type Notification } from '../../src/shared/schemas/notifications';
import { page, stubFetch } from '../helpers/artists-api';
import { apiNotification as notification } from '../helpers/notifications';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const LIST = 'GET /api/notifications/e1t1/';
const LAB = '5e1ab000-0000-4000-8000-000000000001';
const NOTE = '3c2b1a00-0000-4000-8000-000000000001';

function renderBell(session: Session = testSession(true)) {
  store.set(sessionAtom, session);
  const shown = (name: string) => <p>{name}</p>;
  return renderWithProviders([
    {
      element: (
        <>
          <NotificationsMenu />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', element: shown('Home') },
        { path: '/mypurchasedlabs/:slug', element: shown('Purchased lab') },
        { path: '/whatiscooking/:uuid', element: shown('Video note') },
        { path: '/onboarding', element: shown('First steps') },
      ],
    },
    { path: '/login', element: shown('Sign in') },
  ]);
}

const bell = (name: string | RegExp = /^Notifications/) => screen.findByRole('button', { name });
async function openMenu() {
  await userEvent.click(await bell());
  return within(await screen.findByRole('menu'));
}
const MARK_ALL = 'Mark all as seen';
/**
 * The open menu's section titles, and the texts of its notifications under each (or under none), in
 * order.
 */
function sections() {
  const menu = within(screen.getByRole('menu'));
  const labels = [...screen.getByRole('menu').querySelectorAll('.mantine-Menu-label')];
  const items = menu.getAllByRole('menuitem').filter((item) => item.textContent !== MARK_ALL);
  const text = (item: HTMLElement) => item.querySelector('p')?.textContent ?? item.textContent;
  const under = (item: HTMLElement) =>
    labels.findLast((label) => label.compareDocumentPosition(item) & Node.DOCUMENT_POSITION_FOLLOWING)
      ?.textContent ?? 'none';
  const texts: Record<string, (string | null)[]> = {};
  for (const item of items) {
    const title = under(item);
    texts[title] = [...(texts[title] ?? []), text(item)];
  }
  return texts;
}

beforeEach(async () => {
  await clearMirror();
  store.set(sessionAtom, null);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the notification bell', () => {
  it('counts the unseen notifications on its badge and lists New and Earlier newest first, own ones left out', async () => {
    const older = notification({ minutes: 90, text: 'Older unseen' });
    const newer = notification({ minutes: 5, text: 'Newer unseen' });
    const seen = notification({ minutes: 3 * 24 * 60, text: 'Seen one', is_seen: true });
    const own = notification({ sender: 'bgirl.rue', text: 'Sent by me' });
    stubFetch({ [LIST]: { body: page([own, newer, older, seen]) } });
    renderBell();
    const button = await bell('Notifications, 2 new');
    expect(within(button).getByText('2')).toBeTruthy();
    const menu = await openMenu();
    expect(sections()).toEqual({ New: ['Newer unseen', 'Older unseen'], Earlier: ['Seen one'] });
    expect(menu.getByText('5m')).toBeTruthy();
    expect(menu.getByText('1h')).toBeTruthy();
    expect(menu.getByText('3d')).toBeTruthy();
    expect(menu.queryByText('Sent by me')).toBeNull();
  });

  it('shows no badge and one empty line, under no title, when there is nothing', async () => {
    stubFetch({ [LIST]: { body: page([]) } });
    renderBell();
    await openMenu();
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(sections()).toEqual({ none: ['No notifications yet.'] });
  });

  it('shows only New while nothing is seen, with no empty line', async () => {
    stubFetch({ [LIST]: { body: page([notification({ text: 'Unseen one' })]) } });
    renderBell();
    const menu = await openMenu();
    expect(await menu.findByText('Unseen one')).toBeTruthy();
    expect(sections()).toEqual({ New: ['Unseen one'] });
  });

  it('fetches the list again on opening, so the badge drops what was seen elsewhere', async () => {
    const items = [notification({ text: 'Seen on the phone' }), notification({ text: 'Still new' })];
    const fetch = stubFetch({ [LIST]: () => ({ body: page(items) }) });
    renderBell();
    await bell('Notifications, 2 new');
    const gets = fetch.to('GET /api/notifications/e1t1/').length;
    items[0] = { ...(items[0] as Notification), is_seen: true };
    await openMenu();
    expect(await bell('Notifications, 1 new')).toBeTruthy();
    expect(fetch.to('GET /api/notifications/e1t1/')).toHaveLength(gets + 1);
    expect(sections()).toEqual({ New: ['Still new'], Earlier: ['Seen on the phone'] });
  });

  it('marks every new notification seen with Mark all as seen, at once and on the server', async () => {
    const older = notification({ minutes: 90, text: 'bboy.kid joined your lab' });
    const newer = notification({ minutes: 5, text: 'bgirl.ray reacted to your note' });
    const fetch = stubFetch({
      [LIST]: { body: page([newer, older]) },
      [`PUT /api/notifications/e1t1/${older.id}`]: { body: { ...older, is_seen: true } },
      [`PUT /api/notifications/e1t1/${newer.id}`]: { body: { ...newer, is_seen: true } },
    });
    renderBell();
    const menu = await openMenu();
    await userEvent.click(await menu.findByRole('menuitem', { name: MARK_ALL }));
    await waitFor(() => expect(sections()).toEqual({ Earlier: [newer.text, older.text] }));
    expect(menu.queryByRole('menuitem', { name: MARK_ALL })).toBeNull();
    expect(await bell('Notifications')).toBeTruthy();
    await waitFor(() => expect(fetch.to('PUT')).toHaveLength(2));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
  });

  it('marks a clicked notification seen on the server, moves it to Earlier and opens the purchased lab', async () => {
    const joined = notification({
      text: 'bboy.kid joined your lab',
      notification_context: NOTIFICATION_CONTEXT.joinedLab,
      plab_uuid: LAB,
    });
    const fetch = stubFetch({
      [LIST]: { body: page([joined]) },
      [`PUT /api/notifications/e1t1/${joined.id}`]: { body: { ...joined, is_seen: true } },
    });
    const { router } = renderBell();
    const menu = await openMenu();
    await userEvent.click(await menu.findByRole('menuitem', { name: /joined your lab/ }));
    expect(router.state.location.pathname).toBe(`/mypurchasedlabs/${LAB}`);
    await waitFor(() => expect(fetch.to('PUT')).toHaveLength(1));
    expect(fetch.to('PUT')[0]?.body).toEqual({ is_seen: true });
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await bell('Notifications')).toBeTruthy();
    await openMenu();
    expect(sections()).toEqual({ Earlier: ['bboy.kid joined your lab'] });
  });

  it('opens the video note of a video notification, and a seen one too without a second request', async () => {
    const tagged = notification({
      text: 'You were tagged',
      notification_context: NOTIFICATION_CONTEXT.taggedVideo,
      cookingobject: NOTE,
      is_seen: true,
    });
    const fetch = stubFetch({ [LIST]: { body: page([tagged]) } });
    const { router } = renderBell();
    await userEvent.click(await (await openMenu()).findByRole('menuitem', { name: /You were tagged/ }));
    expect(router.state.location.pathname).toBe(`/whatiscooking/${NOTE}`);
    expect(fetch.to('PUT')).toEqual([]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('opens the video note of a reaction, comment or mention', async () => {
    const texts = ['bboy.kid reacted', 'bboy.kid commented', 'bboy.kid mentioned you'];
    const rows = texts.map((text, type) =>
      notification({
        text,
        notification_context: NOTIFICATION_CONTEXT.video,
        notification_type: [2, 3, 1][type] as number,
        cookingobject: NOTE,
        is_seen: true,
      }),
    );
    stubFetch({ [LIST]: { body: page(rows) } });
    const { router } = renderBell();
    for (const text of texts) {
      await userEvent.click(await (await openMenu()).findByRole('menuitem', { name: new RegExp(text) }));
      expect(router.state.location.pathname).toBe(`/whatiscooking/${NOTE}`);
      await router.navigate('/');
    }
  });

  it("shows the product's welcome with the app's icon, marks it seen as onboarding and opens the first steps", async () => {
    const welcome = notification({
      sender: null,
      text: 'Welcome to Cypher! Take your first steps.',
      notification_context: null,
      notification_type: null,
    });
    const fetch = stubFetch({
      [LIST]: { body: page([welcome]) },
      [`PUT /api/notifications/onboarding/${welcome.id}`]: { body: { ...welcome, is_seen: true } },
    });
    const { router } = renderBell();
    const menu = await openMenu();
    const item = await menu.findByRole('menuitem', { name: /Welcome to Cypher/ });
    expect(item.querySelector('img')?.getAttribute('src')).toBe('/icons/icon-192.png');
    await userEvent.click(item);
    expect(router.state.location.pathname).toBe('/onboarding');
    await waitFor(() => expect(fetch.to('PUT')).toHaveLength(1));
    expect(fetch.to('PUT')[0]?.url).toBe(`/api/notifications/onboarding/${welcome.id}`);
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect((await db.notifications.get(welcome.id))?.is_seen).toBe(true);
  });

  it('stays on the page for a notification about nothing it can open', async () => {
    const post = notification({ text: 'Your shoutout is approved' });
    stubFetch({
      [LIST]: { body: page([post]) },
      [`PUT /api/notifications/e1t1/${post.id}`]: { body: { ...post, is_seen: true } },
    });
    const { router } = renderBell();
    await userEvent.click(await (await openMenu()).findByRole('menuitem', { name: /shoutout is approved/ }));
    expect(router.state.location.pathname).toBe('/');
    await waitFor(async () => expect((await db.notifications.get(post.id))?.is_seen).toBe(true));
  });

  it('queues a click made offline and sends the seen-mark once the connection is back; a poll meanwhile keeps it seen', async () => {
    const comment = notification({
      text: 'New lab comment',
      notification_context: NOTIFICATION_CONTEXT.labComment,
      plab_uuid: LAB,
    });
    const fetch = stubFetch({
      [LIST]: { body: page([comment]) },
      [`PUT /api/notifications/e1t1/${comment.id}`]: { body: { ...comment, is_seen: true } },
    });
    renderBell();
    const menu = await openMenu();
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(await menu.findByRole('menuitem', { name: /New lab comment/ }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.notifications.get(comment.id))?.is_seen).toBe(true);
    expect(fetch.to('PUT')).toEqual([]);
    offline.mockReturnValue(true);
    // The server still says unseen: the queued mark wins until it is confirmed.
    const { refreshNotifications } = await import(
      '../../src/client/features/notifications/notifications.mirror'
    );
    await refreshNotifications();
    expect((await db.notifications.get(comment.id))?.is_seen).toBe(true);
    await replayOutbox();
    expect(fetch.to('PUT').map((s) => s.body)).toEqual([{ is_seen: true }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('drops a mirrored notification the first page no longer lists', async () => {
    const gone = notification({ text: 'Gone on the server' });
    const kept = notification({ text: 'Still there' });
    await db.notifications.put(gone);
    stubFetch({ [LIST]: { body: page([kept]) } });
    renderBell();
    const menu = await openMenu();
    expect(await menu.findByText('Still there')).toBeTruthy();
    await waitFor(() => expect(menu.queryByText('Gone on the server')).toBeNull());
  });

  it('loads the next page with Load more, also while the fetch of opening is still on its way', async () => {
    const first = notification({ text: 'On page one', minutes: 1 });
    const second = notification({ text: 'On page two', minutes: 60 * 24 * 10 });
    const next = 'http://localhost/api/notifications/e1t1/?after=50';
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let firstPages = 0;
    stubFetch({
      [LIST]: async () => {
        firstPages += 1;
        if (firstPages > 1) await held;
        return { body: page([first], next) };
      },
      'GET /api/notifications/e1t1/?after=50': { body: page([second]) },
    });
    renderBell();
    expect(await bell()).toBeTruthy();
    await waitFor(async () => expect(await db.lists.get('notifications')).toBeTruthy());
    const menu = await openMenu();
    await waitFor(() => expect(firstPages).toBe(2));
    await userEvent.click(await menu.findByRole('menuitem', { name: 'Load more' }));
    release();
    expect(await menu.findByText('On page two')).toBeTruthy();
    await waitFor(() => expect(menu.queryByRole('menuitem', { name: 'Load more' })).toBeNull());
  });
});

describe('polling', () => {
  const gets = (fetch: ReturnType<typeof stubFetch>) => fetch.to('GET /api/notifications/e1t1/').length;
  const tick = () => act(() => vi.advanceTimersByTime(POLL_MS));

  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] }));

  it('fetches on mount and then every minute while the tab is visible and online', async () => {
    const fetch = stubFetch({ [LIST]: { body: page([]) } });
    renderBell();
    await vi.waitFor(() => expect(gets(fetch)).toBe(1));
    tick();
    await vi.waitFor(() => expect(gets(fetch)).toBe(2));
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    tick();
    hidden.mockRestore();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    tick();
    await db.notifications.count(); // lets a request that should not happen show up
    expect(gets(fetch)).toBe(2);
  });

  it('picks up a new notification on the next poll', async () => {
    const items: Notification[] = [];
    const fetch = stubFetch({ [LIST]: () => ({ body: page(items) }) });
    renderBell();
    await vi.waitFor(async () => expect(await db.lists.get('notifications')).toBeTruthy());
    items.push(notification({ text: 'Fresh one' }));
    tick();
    await vi.waitFor(() => expect(gets(fetch)).toBe(2));
    await vi.waitFor(() => screen.getByRole('button', { name: 'Notifications, 1 new' }));
  });

  it('does not poll for a "change-me" user, after the fetch on mount', async () => {
    const fetch = stubFetch({ [LIST]: { body: page([]) } });
    const session = testSession(true);
    renderBell({ ...session, user: { ...session.user, username: 'Change-Me-4821' } });
    await vi.waitFor(() => expect(gets(fetch)).toBe(1));
    tick();
    tick();
    await db.notifications.count();
    expect(gets(fetch)).toBe(1);
  });
});

describe('fetch failures', () => {
  it('signs the user out and goes to /login when the token is not valid and cannot be refreshed', async () => {
    await db.notifications.put(notification({ text: 'Mirrored before' }));
    stubFetch({
      [LIST]: { status: 401, body: { detail: 'Token is invalid or expired', code: 'token_not_valid' } },
      'POST /api/auth/token/refresh/': {
        status: 401,
        body: { detail: 'Token is invalid or expired', code: 'token_not_valid' },
      },
    });
    const { router } = renderBell();
    expect(await screen.findByText('Sign in')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(store.get(sessionAtom)).toBeNull();
    expect(await db.notifications.count()).toBe(0);
  });

  it('only logs another failure and keeps the mirrored list', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await db.notifications.put(notification({ text: 'Mirrored before' }));
    stubFetch({ [LIST]: { status: 500, body: { detail: 'Server error' } } });
    const { router } = renderBell();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Notifications could not be fetched.', expect.anything()),
    );
    expect(router.state.location.pathname).toBe('/');
    expect(store.get(sessionAtom)).not.toBeNull();
    expect((await openMenu()).getByText('Mirrored before')).toBeTruthy();
  });
});
