import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import HomeRoute from '../../src/client/app/routes/home';
import NoteRoute from '../../src/client/app/routes/note';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import { clearMirror, db } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { Note } from '../../src/shared/schemas/notes';
import { LATEST, page, QUIET, type Sent, stubFetch } from '../helpers/artists-api';
import { numberedNote as cooking } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';
import { watchText } from '../helpers/watch-text';

const routes = [
  { path: '/', element: <HomeRoute /> },
  { path: '/whatiscooking/:uuid', element: <NoteRoute /> },
  { path: '/create/:uuid', element: <NoteRoute /> },
  { path: '/:username/videos', element: <PortfolioTabRoute /> },
  { path: '/:username/mentions', element: <PortfolioTabRoute /> },
  { path: '*', element: <p>Elsewhere</p> },
];
const signIn = (username = 'bgirl.rue') =>
  store.set(sessionAtom, { ...testSession(true), user: { ...testSession(true).user, username } });
const lessons = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByText(/^Lesson/).textContent);

// The card's lazy chunks, transformed once here so the first test does not wait on the compiler.
beforeAll(async () => {
  await import('../../src/client/features/notes/feed/note-card');
  await import('../../src/client/features/notes/feed/comments-panel');
  await import('../../src/client/features/notes/feed/note-menu');
});
beforeEach(async () => {
  await clearMirror();
  store.set(sessionAtom, null);
});
afterEach(() => vi.unstubAllGlobals());

describe('home', () => {
  it('shows visitors the welcome and the community feed below it', async () => {
    stubFetch({ [LATEST]: { body: page([cooking({ id: 50, lesson: 'Lesson windmill' })]) }, ...QUIET });
    renderWithProviders(routes, '/');
    expect(screen.getByRole('heading', { name: 'Learn it. Note it. Pass it on.' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'From the community' })).toBeTruthy();
    expect(await screen.findByText('Lesson windmill')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('gives signed-in users Latest and My students\u2019 videos, newest first', async () => {
    signIn();
    const older = cooking();
    const newer = cooking();
    const student = cooking({
      username: 'student1',
      lesson: 'Lesson from a student',
      mention1: {
        id: 7,
        uuid: null,
        s_teacher_name: 'Rue',
        s_photo: null,
        teacher: { username: 'bgirl.rue', artist_metadata: { thumb: null } },
      },
    });
    const { to } = stubFetch({
      [LATEST]: { body: page([newer, older]) },
      'GET /api/whatiscooking/my-students-videos/?page_size=20': { body: page([student]) },
      ...QUIET,
    });
    renderWithProviders(routes, '/');
    await waitFor(() => expect(lessons()).toEqual([newer.lesson, older.lesson]));
    expect(screen.getByRole('tab', { name: 'Latest' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByText('Your feed is empty')).toBeNull();
    // A tablist holds only tabs: Refresh sits beside it.
    expect(within(screen.getByRole('tablist')).queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: "My students' videos" }));
    expect(await screen.findByText('Lesson from a student')).toBeTruthy();
    expect(to('GET /api/whatiscooking/my-students-videos/')).toHaveLength(1);
  });

  it('shows skeletons, then the empty state, and refreshes on demand', async () => {
    signIn();
    let answer = page<Note>([]);
    const { to } = stubFetch({ [LATEST]: () => ({ body: answer }), ...QUIET });
    renderWithProviders(routes, '/');
    expect(screen.getByLabelText('Loading video notes')).toBeTruthy();
    expect(await screen.findByText('Your feed is empty')).toBeTruthy();

    answer = page([cooking({ lesson: 'Lesson fresh' })]);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Lesson fresh')).toBeTruthy();
    expect(to('GET /api/whatiscooking/latest_cookings/')).toHaveLength(2);
  });

  it('shows a load error with Retry', async () => {
    let fail = true;
    stubFetch({
      [LATEST]: () =>
        fail ? { status: 500, body: { detail: 'Server down.' } } : { body: page([cooking()]) },
      ...QUIET,
    });
    renderWithProviders(routes, '/');
    expect(await screen.findByText('Could not load video notes.')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('loads older notes with Load More', async () => {
    const older = cooking({ created: '2026-01-01T00:00:00Z', lesson: 'Lesson oldest' });
    const first = Array.from({ length: 20 }, () => cooking()).reverse();
    const after = first.at(-1)?.id;
    const next = `http://localhost/api/whatiscooking/latest_cookings/?page_size=20&after=${after}`;
    stubFetch({
      [LATEST]: { body: page(first, next) },
      [`GET /api/whatiscooking/latest_cookings/?page_size=20&after=${after}`]: { body: page([older]) },
      ...QUIET,
    });
    // Cards far below the screen do not mount their reactions and comments (nothing is ever in view here).
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe = (node: Element) => observed.push(node);
        disconnect = () => {};
      },
    );
    renderWithProviders(routes, '/');
    // Role queries are slow on twenty cards in jsdom: count the articles directly.
    const cards = () => document.querySelectorAll('article').length;
    await waitFor(() => expect(cards()).toBe(20));
    fireEvent.click(screen.getByText('Load More'));
    await waitFor(() => expect(cards()).toBe(21));
    expect(screen.getByText('Lesson oldest')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Load More')).toBeNull());
    expect(observed).toHaveLength(21);
    expect(screen.queryByRole('button', { name: /^Like, / })).toBeNull();
  });

  it('lets the author delete a note after confirming; the card leaves at once', async () => {
    signIn('bboy_kim');
    const mine = cooking({ lesson: 'Lesson to delete' });
    let release: (value: { status: number }) => void = () => {};
    const { to } = stubFetch({
      [LATEST]: { body: page([mine]) },
      [`DELETE /api/whatiscooking/cooking/${mine.uuid}`]: () => new Promise((resolve) => (release = resolve)),
      ...QUIET,
    });
    renderWithProviders(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'Note actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this video note?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByText('Lesson to delete')).toBeNull());
    expect(await db.cookings.get(mine.uuid)).toMatchObject({ deleted: 1 });
    await waitFor(() => expect(to('DELETE /api/whatiscooking/cooking/')).toHaveLength(1));
    release({ status: 204 });
    await waitFor(async () => expect(await db.cookings.get(mine.uuid)).toBeUndefined());
  });
});

describe('the note page', () => {
  it('shows one note at /whatiscooking/{uuid} and /create/{uuid}, titled by its author', async () => {
    const note = cooking({ lesson: 'Lesson single' });
    stubFetch({ [`GET /api/whatiscooking/cooking/${note.uuid}`]: { body: note }, ...QUIET });
    const stop = watchText('Page Not Found');
    renderWithProviders(routes, `/whatiscooking/${note.uuid}`);
    expect(await screen.findByText('Lesson single')).toBeTruthy();
    expect(document.title).toBe('Video note by bboy_kim - Cypher');
    // On its way from the placeholder to the note, the page never said it was not found.
    expect(stop()).toBe(0);
  });

  it('says "Page Not Found" for a note that does not exist or is hidden', async () => {
    stubFetch({ 'GET /api/whatiscooking/cooking/*': { status: 404, body: { detail: 'Not found.' } } });
    renderWithProviders(routes, '/create/5e1d3c1a-0000-4000-8000-999999999999');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

describe('the portfolio videos and mentions tabs', () => {
  it('lists the artist\u2019s notes on Videos and the notes mentioning them on Mentions', async () => {
    const own = cooking({ username: 'bboy_kim', lesson: 'Lesson own' });
    const mention = {
      id: 9,
      uuid: null,
      s_teacher_name: 'B-Boy Kim',
      s_photo: null,
      teacher: { username: 'bboy_kim', artist_metadata: { thumb: null } },
    };
    const mentioning = cooking({ username: 'student1', lesson: 'Lesson mentioning', mention1: mention });
    const { sent } = stubFetch({
      'GET /api/whatiscooking/latest_cookings/?page_size=20&username=bboy_kim': { body: page([own]) },
      'GET /api/whatiscooking/latest_cookings/?page_size=20&mentions=bboy_kim': { body: page([mentioning]) },
      ...QUIET,
    });
    const { router } = renderWithProviders(routes, '/bboy_kim/videos');
    expect(await screen.findByText('Lesson own')).toBeTruthy();
    expect(screen.queryByText('Lesson mentioning')).toBeNull();

    await router.navigate('/bboy_kim/mentions');
    expect(await screen.findByText('Lesson mentioning')).toBeTruthy();
    expect(screen.queryByText('Lesson own')).toBeNull();
    expect(sent.map((s: Sent) => s.url).filter((u) => u.includes('latest_cookings'))).toHaveLength(2);
  });

  it('names an empty Videos tab honestly', async () => {
    stubFetch({ 'GET /api/whatiscooking/latest_cookings/*': { body: page([]) } });
    renderWithProviders(routes, '/nobody_yet/videos');
    expect(await screen.findByText('No video notes here yet.')).toBeTruthy();
  });
});
