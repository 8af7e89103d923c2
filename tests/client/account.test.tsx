/**
 * Settings' "Your data" on the client: the download is disabled offline with a line saying so, says
 * the zip is being made and then how much is in as it streams and, refused for 24 hours, says when the next one is allowed; the delete dialog asks for the password,
 * shows the server's refusal at it, and signs out after the deletion.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import HomeRoute from '../../src/client/app/routes/home';
import { DeleteAccount } from '../../src/client/features/account/delete-account';
import { DownloadData } from '../../src/client/features/account/download-data';
import { saveSession, sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { accountMessages } from '../../src/shared/account';
import { authResult, mockApi } from '../helpers/auth-fetch';
import { renderWithProviders } from '../helpers/render';

const routes = [
  {
    path: '/settings',
    element: (
      <>
        <DownloadData />
        <DeleteAccount />
      </>
    ),
  },
  { path: '/', element: <HomeRoute /> },
];

afterEach(() => vi.unstubAllGlobals());

describe('your data in Settings', () => {
  it('disables the download while offline and says why', async () => {
    mockApi({});
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderWithProviders(routes, '/settings');
      expect(
        await screen.findByText('You are offline. Downloading your data needs a connection.'),
      ).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Download my data' }).hasAttribute('disabled')).toBe(true);
    } finally {
      delete (navigator as { onLine?: boolean }).onLine;
    }
  });

  it('says the zip is being made, then how much of it is in as it streams', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    let send: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        send = controller;
      },
    });
    vi.stubGlobal(
      'fetch',
      async () => new Response(body, { headers: { 'content-type': 'application/zip' } }),
    );
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:zip', revokeObjectURL: () => {} }),
    );
    renderWithProviders(routes, '/settings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Making your zip…')).toBeTruthy();
    send?.enqueue(new Uint8Array(3000));
    expect(await screen.findByText('Receiving your zip: 3 kB')).toBeTruthy();
    send?.enqueue(new Uint8Array(2_000_000));
    expect(await screen.findByText('Receiving your zip: 2 MB')).toBeTruthy();
    send?.close();
    expect(await screen.findByText('Your download has started.')).toBeTruthy();
    expect(screen.queryByText(/Receiving your zip/)).toBeNull();
  });

  it('says when the next download is allowed after a refusal', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    const next = '2030-01-02T03:04:00.000Z';
    mockApi({
      'POST /api/account/export/': {
        status: 429,
        body: { detail: accountMessages.exportTooSoon, next_export_at: next },
      },
    });
    renderWithProviders(routes, '/settings');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Download my data' }));
    const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(next),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      `You can download your data once every 24 hours. Next download: ${when}.`,
    );
  });

  it('asks for the password, shows a wrong one at the field, then deletes and signs out', async () => {
    await saveSession({ access: 'a', refresh: 'r', user: authResult().user });
    let right = false;
    const api = mockApi({
      'POST /api/account/delete/': () =>
        right
          ? { status: 200, body: { detail: 'ok' } }
          : { status: 400, body: { password: [accountMessages.wrongPassword] } },
      'POST /api/auth/logout/': { status: 401, body: { detail: 'x', code: 'token_not_valid' } },
      'POST /api/auth/token/refresh/': { status: 401, body: { detail: 'x', code: 'token_not_valid' } },
    });
    const { router } = renderWithProviders(routes, '/settings');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    // It lists what goes.
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'your portfolio and its photos',
      'your video notes, labs and published labs',
      'the shoutouts you gave, and your journeys',
      'the workshops and events you organised',
      'your comments, reactions and follows',
      'your images and your sessions on every device',
    ]);
    const password = within(dialog).getByLabelText('Password');
    await user.type(password, 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(accountMessages.wrongPassword)).toBeTruthy();
    right = true;
    await user.clear(password);
    await user.type(password, 'right-one');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(sessionAtom)).toBeNull();
    // It lands on a clear end.
    expect(await screen.findByText('Your account is deleted.')).toBeTruthy();
    expect(api.requestsTo('POST /api/account/delete/')).toEqual([
      { password: 'wrong-one' },
      { password: 'right-one' },
    ]);
  });
});
