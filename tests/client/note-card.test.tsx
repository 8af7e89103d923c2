import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoteCard } from '../../src/client/features/notes/feed/note-card';
import { clearMirror, db, type NoteRow } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { shortDate } from '../../src/client/ui/dates/short-date';
import type { Mention } from '../../src/shared/schemas/notes';
import { stubFetch } from '../helpers/artists-api';
import { noteRow } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const UUID = '0b6f1c2e-8a53-4c55-9a3e-7d1f0f3a9b11';
const mention = (id: number, username: string, name: string): Mention => ({
  id,
  uuid: null,
  s_teacher_name: name,
  s_photo: null,
  teacher: { username, artist_metadata: { thumb: null } },
});
const note = (fields: Partial<NoteRow> = {}): NoteRow => {
  const { id: _, ...row } = noteRow({
    uuid: UUID,
    lesson: 'Six-step into a freeze, slower on the count.',
    mention1: mention(1, 'ruby', 'Ruby Flow'),
    mention2: mention(2, 'tonez', 'Tonez'),
    mentioned: ['ruby', 'tonez'],
  });
  return { ...row, ...fields };
};

/** Renders a card that follows the mirror, as the feeds do (gone when the row is deleted). */
async function showCard(row: NoteRow) {
  await db.cookings.put(row);
  const Live = () => <NoteCard row={row} />;
  return renderWithProviders([
    { path: '/', element: <Live /> },
    { path: '*', element: <p>Elsewhere</p> },
  ]);
}

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

// The card's lazy chunks, transformed once here so the first test does not wait on the compiler.
beforeAll(async () => {
  await import('../../src/client/features/notes/feed/comments-panel');
  await import('../../src/client/features/notes/feed/note-menu');
});
beforeEach(async () => {
  await clearMirror();
  store.set(sessionAtom, null);
  stubFetch({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the video feed card', () => {
  it('shows the author, the date, the lesson and a chip per mentioned artist', async () => {
    await showCard(note());
    const card = screen.getByRole('article', { name: 'Video note by bboy_kim' });
    expect(within(card).getByText('B-Boy Kim')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '@bboy_kim' }).getAttribute('href')).toBe('/bboy_kim');
    expect(within(card).getByText(shortDate('2026-03-05T10:00:00Z'))).toBeTruthy();
    expect(within(card).getByText('Six-step into a freeze, slower on the count.')).toBeTruthy();
    const chips = within(within(card).getByRole('list', { name: 'Mentioned artists' })).getAllByRole(
      'listitem',
    );
    expect(chips).toHaveLength(2);
    expect(within(card).getByRole('link', { name: 'Ruby Flow' }).getAttribute('href')).toBe('/ruby');
    expect(within(card).getByRole('link', { name: 'Tonez' }).getAttribute('href')).toBe('/tonez');
    expect(within(card).getByRole('img', { name: 'Video by bboy_kim' }).getAttribute('loading')).toBe('lazy');
  });

  it('names the author by username where a note was mirrored without the artist name', async () => {
    await showCard(note({ artist_name: undefined as unknown as string }));
    const card = screen.getByRole('article', { name: 'Video note by bboy_kim' });
    expect(within(card).getByText('bboy_kim')).toBeTruthy();
    expect(within(card).getByRole('link', { name: '@bboy_kim' })).toBeTruthy();
  });

  it('marks a private note as private', async () => {
    await showCard(note({ access: 1 }));
    expect(screen.getByText('Private')).toBeTruthy();
  });

  it('says only the mentioned artist can see an access-3 note', async () => {
    await showCard(note({ access: 3, mention2: null, mentioned: ['ruby'] }));
    expect(screen.getByText('Only @ruby can see this')).toBeTruthy();
  });

  it('loads the player only when play is tapped', async () => {
    await showCard(note());
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    const frame = (await screen.findByTitle('YouTube video player')) as HTMLIFrameElement;
    const src = new URL(frame.src);
    expect(src.origin + src.pathname).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(src.searchParams.get('enablejsapi')).toBe('1');
    expect(src.searchParams.get('autoplay')).toBe('1');
  });

  it('listens to the player and shows the keep-grooving overlay when the video ends', async () => {
    await showCard(note());
    await userEvent.click(screen.getByRole('button', { name: 'Play video' }));
    const frame = (await screen.findByTitle('YouTube video player')) as HTMLIFrameElement;
    const player = frame.contentWindow as Window;
    const posted = vi.spyOn(player, 'postMessage');
    fireEvent.load(frame);
    expect(JSON.parse(posted.mock.calls[0]?.[0] as string)).toMatchObject({ event: 'listening' });

    const fromPlayer = (data: string, source: Window = player) =>
      act(() => {
        window.dispatchEvent(
          new MessageEvent('message', { data, origin: 'https://www.youtube-nocookie.com', source }),
        );
      });
    fromPlayer('{"event":"onStateChange","info":1}');
    expect(screen.queryByText('keep grooving')).toBeNull();
    fromPlayer('{"event":"onStateChange","info":0}', window);
    expect(screen.queryByText('keep grooving')).toBeNull();
    fromPlayer('{"event":"onStateChange","info":0}');
    expect(screen.getByText('keep grooving')).toBeTruthy();
    expect(screen.getByText('to watch again close(x) this and click again.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('keeps the thumbnail offline, says the video needs a connection and disables play', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await showCard(note());
    expect(screen.getByText('The video needs a connection to play.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play video' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('img', { name: 'Video by bboy_kim' })).toBeTruthy();
    setOnline(true);
    expect(screen.queryByText('The video needs a connection to play.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video' }).hasAttribute('disabled')).toBe(false);
  });

  it('offers Share to everyone, Edit and Delete to the author, Report, Mute and Block to others', async () => {
    await showCard(note());
    await userEvent.click(await screen.findByRole('button', { name: 'Note actions' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Share',
      'Report',
      'Mute B-Boy Kim',
      'Block B-Boy Kim',
    ]);
    await userEvent.keyboard('{Escape}');
    store.set(sessionAtom, {
      ...testSession(true),
      user: { ...testSession(true).user, username: 'bboy_kim' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Note actions' }));
    expect((await screen.findByRole('menuitem', { name: 'Edit' })).getAttribute('href')).toBe(
      `/upload/uploadvideo?edit=${UUID}`,
    );
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Share',
      'Edit',
      'Delete',
    ]);
  });

  it('shows a queued note as waiting to sync, and a failed one with Retry and Discard', async () => {
    await showCard(note());
    const seq = await db.outbox.add({
      key: 'k1',
      kind: 'cooking.create',
      target: UUID,
      steps: [{ method: 'POST', path: '/whatiscooking/cooking/', body: {} }],
      done: 0,
      state: 'pending',
      attempts: 0,
      undo: [{ table: 'cookings', uuid: UUID, before: null }],
      created: Date.now(),
    });
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();

    await act(() => db.outbox.update(seq, { state: 'failed', error: 'Enter a valid Url' }));
    expect(await screen.findByText('Enter a valid Url')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await db.cookings.get(UUID)).toBeUndefined();
  });
});
