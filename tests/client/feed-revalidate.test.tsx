import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import HomeRoute from '../../src/client/app/routes/home';
import NoteRoute from '../../src/client/app/routes/note';
import { useMyLabs } from '../../src/client/features/labs/labs.mirror';
import { useNoteSync } from '../../src/client/features/notes/notes.mirror';
import { postComment } from '../../src/client/features/notes/reactions.actions';
import { clearMirror, db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { shortDate } from '../../src/client/ui/dates/short-date';
import { LATEST, page, QUIET, stubFetch } from '../helpers/artists-api';
import { numberedNote as cooking } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

// Every card header draws its date: how often it is called tells how often the cards are drawn.
vi.mock('../../src/client/ui/dates/short-date', async (actual) => {
  const real = await actual<typeof import('../../src/client/ui/dates/short-date')>();
  return { ...real, shortDate: vi.fn(real.shortDate) };
});

const routes = [
  { path: '/', element: <HomeRoute /> },
  { path: '/whatiscooking/:uuid', element: <NoteRoute /> },
];
const cards = () => document.querySelectorAll('article').length;
/** Whether the feed is being fetched (its Refresh button spins meanwhile). */
const refreshing = () => screen.getByRole('button', { name: 'Refresh' }).hasAttribute('data-loading');
const comeBackToTheTab = () => act(() => void document.dispatchEvent(new Event('visibilitychange')));
const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

beforeAll(async () => {
  await import('../../src/client/features/notes/feed/note-card');
  await import('../../src/client/features/notes/feed/comments-panel');
});
const signIn = () => store.set(sessionAtom, testSession(true));

beforeEach(async () => {
  await clearMirror();
  signIn();
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  setOnline(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('a feed seen before', () => {
  it('shows the mirror at once on the next opening and fetches it again under it', async () => {
    const first = cooking({ lesson: 'Lesson seen before' });
    let answer = page([first]);
    let release = () => {};
    const { to } = stubFetch({
      [LATEST]: async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return { body: answer };
      },
      ...QUIET,
    });
    const opened = renderWithProviders(routes, '/');
    await waitFor(() => expect(to('GET /api/whatiscooking/latest_cookings/')).toHaveLength(1));
    release();
    expect(await screen.findByText('Lesson seen before')).toBeTruthy();
    opened.unmount();

    answer = page([cooking({ lesson: 'Lesson from another dancer' }), first]);
    renderWithProviders(routes, '/');
    expect(await screen.findByText('Lesson seen before')).toBeTruthy();
    expect(screen.queryByLabelText('Loading video notes')).toBeNull();
    await waitFor(() => expect(to('GET /api/whatiscooking/latest_cookings/')).toHaveLength(2));
    release();
    expect(await screen.findByText('Lesson from another dancer')).toBeTruthy();
  });

  it('fetches again when the reader comes back to the tab', async () => {
    let answer = page([cooking({ lesson: 'Lesson before the break' })]);
    const { to } = stubFetch({ [LATEST]: () => ({ body: answer }), ...QUIET });
    renderWithProviders(routes, '/');
    expect(await screen.findByText('Lesson before the break')).toBeTruthy();
    await waitFor(() => expect(refreshing()).toBe(false));

    answer = page([cooking({ lesson: 'Lesson posted meanwhile' }), ...answer.results]);
    comeBackToTheTab();
    expect(await screen.findByText('Lesson posted meanwhile')).toBeTruthy();
    expect(to('GET /api/whatiscooking/latest_cookings/')).toHaveLength(2);
  });

  it('offline, shows the mirror and makes no request until the connection is back', async () => {
    let answer = page([cooking({ lesson: 'Lesson kept offline' })]);
    const { to } = stubFetch({ [LATEST]: () => ({ body: answer }), ...QUIET });
    const opened = renderWithProviders(routes, '/');
    expect(await screen.findByText('Lesson kept offline')).toBeTruthy();
    await waitFor(() => expect(refreshing()).toBe(false));
    opened.unmount();

    setOnline(false);
    renderWithProviders(routes, '/');
    expect(await screen.findByText('Lesson kept offline')).toBeTruthy();
    await waitFor(() => expect(refreshing()).toBe(false));
    comeBackToTheTab();
    expect(refreshing()).toBe(true);
    await waitFor(() => expect(refreshing()).toBe(false));
    expect(to('GET /api/whatiscooking/latest_cookings/')).toHaveLength(1);
    expect(screen.queryByText('Could not load video notes.')).toBeNull();

    answer = page([cooking({ lesson: 'Lesson after the outage' }), ...answer.results]);
    setOnline(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('Lesson after the outage')).toBeTruthy();
  });

  it('keeps every note shown when new ones arrive on top', async () => {
    const shown = Array.from({ length: 20 }, () => cooking()).reverse();
    let answer = page(shown, 'http://localhost/api/whatiscooking/latest_cookings/?page_size=20&after=1');
    stubFetch({ [LATEST]: () => ({ body: answer }), ...QUIET });
    // Nothing is near the viewport here, so the cards' reactions and comments stay unmounted.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = () => {};
        disconnect = () => {};
      },
    );
    renderWithProviders(routes, '/');
    await waitFor(() => expect(cards()).toBe(20));
    await waitFor(() => expect(refreshing()).toBe(false));

    const newer = [cooking(), cooking({ lesson: 'Lesson newest' })].reverse();
    answer = { ...answer, results: [...newer, ...shown].slice(0, 20) };
    comeBackToTheTab();
    await waitFor(() => expect(cards()).toBe(22));
    const lessons = [...document.querySelectorAll('article')].map((card) => within(card as HTMLElement));
    expect(lessons[0]?.getByText('Lesson newest')).toBeTruthy();
    expect(lessons[21]?.getByText(shown[19]?.lesson ?? '')).toBeTruthy();
  });

  it('does not draw its cards again while a refresh is under way', async () => {
    let release = () => {};
    let held = false;
    stubFetch({
      [LATEST]: async () => {
        if (held) await new Promise<void>((resolve) => (release = resolve));
        return { body: page([cooking({ lesson: 'Lesson drawn once' })]) };
      },
      ...QUIET,
    });
    renderWithProviders(routes, '/');
    expect(await screen.findByText('Lesson drawn once')).toBeTruthy();
    await waitFor(() => expect(refreshing()).toBe(false));

    held = true;
    const drawn = vi.mocked(shortDate).mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(refreshing()).toBe(true));
    expect(vi.mocked(shortDate).mock.calls.length).toBe(drawn);
    release();
    await waitFor(() => expect(refreshing()).toBe(false));
  });
});

describe('the note page', () => {
  it('fetches the note again when the reader comes back to the tab', async () => {
    const note = cooking({ lesson: 'Lesson as first seen' });
    let answer = note;
    const { to } = stubFetch({
      [`GET /api/whatiscooking/cooking/${note.uuid}`]: () => ({ body: answer }),
      ...QUIET,
    });
    renderWithProviders(routes, `/whatiscooking/${note.uuid}`);
    expect(await screen.findByText('Lesson as first seen')).toBeTruthy();

    answer = { ...note, lesson: 'Lesson as edited since' };
    comeBackToTheTab();
    expect(await screen.findByText('Lesson as edited since')).toBeTruthy();
    // The note itself, not its sections (fetched again with it, under their own path).
    const reads = to(`GET /api/whatiscooking/cooking/${note.uuid}`);
    expect(reads.filter((s) => !s.url.includes('/sections/'))).toHaveLength(2);
  });
});

describe('a note the server no longer shows', () => {
  function Note({ uuid }: { uuid: string }) {
    const { row, pending } = useNoteSync(uuid, true);
    return <p>{pending ? 'checking' : row ? row.lesson : 'gone'}</p>;
  }

  it('stays while a comment on it waits to be sent, so the comment can fail where it was written', async () => {
    signIn();
    const note = cooking({ lesson: 'Lesson soon deleted' });
    let gone = false;
    stubFetch({
      [`GET /api/whatiscooking/cooking/${note.uuid}`]: () =>
        gone ? { status: 404, body: { detail: 'Not found.' } } : { body: note },
    });
    renderWithProviders([{ path: '/', element: <Note uuid={note.uuid} /> }]);
    expect(await screen.findByText('Lesson soon deleted')).toBeTruthy();
    await postComment(note.uuid, 'Too late');

    gone = true;
    comeBackToTheTab();
    expect(screen.getByText('checking')).toBeTruthy();
    expect(await screen.findByText('Lesson soon deleted')).toBeTruthy();

    await db.outbox.clear();
    comeBackToTheTab();
    expect(await screen.findByText('gone')).toBeTruthy();
  });
});

describe('the cached stores', () => {
  function Labs() {
    const labs = useMyLabs();
    return <p>{labs.pending ? 'checking' : `${labs.rows?.length} labs`}</p>;
  }

  it('fetch my labs again only when the 15-minute rule says so', async () => {
    const { to } = stubFetch({ 'GET /api/whatiscooking/techniques/list/*': { body: page([]) } });
    const opened = renderWithProviders([{ path: '/', element: <Labs /> }]);
    expect(await screen.findByText('0 labs')).toBeTruthy();
    await waitFor(() => expect(to('GET /api/whatiscooking/techniques/list/')).toHaveLength(1));
    opened.unmount();

    renderWithProviders([{ path: '/', element: <Labs /> }]);
    expect(await screen.findByText('0 labs')).toBeTruthy();
    comeBackToTheTab();
    expect(screen.getByText('checking')).toBeTruthy();
    expect(await screen.findByText('0 labs')).toBeTruthy();
    fireEvent(window, new Event('online'));
    expect(screen.getByText('checking')).toBeTruthy();
    expect(await screen.findByText('0 labs')).toBeTruthy();
    expect(to('GET /api/whatiscooking/techniques/list/')).toHaveLength(1);
  });
});
