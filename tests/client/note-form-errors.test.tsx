import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import UploadVideoRoute from '../../src/client/app/routes/upload-video';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { stubFetch } from '../helpers/artists-api';
import { Providers } from '../helpers/render';
import { testSession } from '../helpers/session';

/* The write itself fails (e.g. the local database refuses it): the one path to the error dialog. */
vi.mock('../../src/client/features/notes/notes.actions', async (original) => ({
  ...(await original<typeof import('../../src/client/features/notes/notes.actions')>()),
  createNote: vi.fn(async () => {
    throw new Error('QuotaExceededError');
  }),
}));

Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

afterEach(() => {
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('the video-note form when saving fails', () => {
  it('shows the error dialog, whose Ok goes back one page', async () => {
    stubFetch({});
    store.set(sessionAtom, testSession(true));
    const router = createMemoryRouter(
      [
        { path: '/', element: <p>Home page</p> },
        { path: '/upload/uploadvideo', element: <UploadVideoRoute /> },
      ],
      { initialEntries: ['/', '/upload/uploadvideo'], initialIndex: 1 },
    );
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: /YouTube link/ }));
    await userEvent.paste('https://youtu.be/abcdefghijk');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Some error occurred. Please try again later.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText('Home page')).toBeTruthy();
  });
});
