import { notifications } from '@mantine/notifications';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PublishedLabRoute from '../../src/client/app/routes/published-lab';
import { NoteCard } from '../../src/client/features/notes/feed/note-card';
import { clearMirror, db } from '../../src/client/lib/db';
import { stubFetch } from '../helpers/artists-api';
import { noteRow } from '../helpers/notes';
import { detail, PLAB_UUID } from '../helpers/published-labs-data';
import { renderWithProviders } from '../helpers/render';

const NOTE = '5d2c6b1e-3f4a-4b8c-9d0e-1f2a3b4c5d6e';
const noteUrl = `${window.location.origin}/whatiscooking/${NOTE}`;

async function openNoteMenu() {
  const { id: _, ...row } = noteRow({ uuid: NOTE, username: 'bboy_kim' });
  await db.cookings.put(row);
  renderWithProviders([{ path: '/', element: <NoteCard row={row} /> }]);
  await userEvent.click(await screen.findByRole('button', { name: 'Note actions' }));
}

/** Replaces a navigator method for one test (jsdom has neither share nor a clipboard). */
function stubNavigator<K extends 'share' | 'clipboard'>(key: K, value: Navigator[K] | undefined) {
  Object.defineProperty(navigator, key, { configurable: true, value });
}

beforeEach(async () => {
  act(() => notifications.clean());
  await clearMirror();
  stubFetch({});
});
afterEach(() => {
  stubNavigator('share', undefined);
  stubNavigator('clipboard', undefined);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Share on a video note', () => {
  it('opens the system share sheet with the note link where the browser has one', async () => {
    const share = vi.fn(async (_data?: ShareData) => {});
    stubNavigator('share', share);
    await openNoteMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share' }));
    await waitFor(() =>
      expect(share).toHaveBeenCalledWith({ title: 'Video note by bboy_kim', url: noteUrl }),
    );
    expect(screen.queryByText('Link copied.')).toBeNull();
  });

  it('copies the link and says so where there is no share sheet', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubNavigator('clipboard', { writeText } as unknown as Clipboard);
    await openNoteMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(noteUrl);
  });

  it('says nothing when the dancer closes the share sheet, and copies when sharing fails', async () => {
    const writeText = vi.fn(async (_text: string) => {});
    stubNavigator('clipboard', { writeText } as unknown as Clipboard);
    const share = vi.fn(async (_data?: ShareData) => {
      throw new DOMException('Share canceled', 'AbortError');
    });
    stubNavigator('share', share);
    await openNoteMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalled());
    expect(writeText).not.toHaveBeenCalled();

    share.mockRejectedValueOnce(new DOMException('Not allowed', 'NotAllowedError'));
    await userEvent.click(screen.getByRole('button', { name: 'Note actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(noteUrl);
  });

  it('shows the link to copy by hand when the clipboard refuses', async () => {
    stubNavigator('clipboard', {
      writeText: async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')),
    } as unknown as Clipboard);
    await openNoteMenu();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share' }));
    expect(await screen.findByText(`Could not copy the link: ${noteUrl}`)).toBeTruthy();
  });
});

describe('Share on a published lab', () => {
  it('copies the lab link from the lab menu', async () => {
    stubFetch({ [`GET /api/whatiscooking/publishedlabs/${PLAB_UUID}`]: { body: detail({}) } });
    const writeText = vi.fn(async (_text: string) => {});
    stubNavigator('clipboard', { writeText } as unknown as Clipboard);
    renderWithProviders(
      [{ path: '/publishedlabs/:uuid', element: <PublishedLabRoute /> }],
      `/publishedlabs/${PLAB_UUID}`,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Lab actions' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Share' }));
    expect(await screen.findByText('Link copied.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/publishedlabs/${PLAB_UUID}`);
  });
});
