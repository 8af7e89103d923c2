import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DefaultLayout } from '../../src/client/app/layouts/default-layout';
import { renderWithProviders } from '../helpers/render';

vi.mock('../../src/client/features/auth/auth-buttons', () => ({ AuthButtons: () => null }));

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
};

afterEach(() => vi.restoreAllMocks());

describe('the offline line', () => {
  it('appears when the browser goes offline and clears when it is back online', () => {
    renderWithProviders([
      { element: <DefaultLayout />, children: [{ index: true, element: <p>Page body</p> }] },
    ]);
    expect(screen.getByRole('status').textContent).toBe('');

    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe('No internet connection.');

    setOnline(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows at once when the app starts offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderWithProviders([
      { element: <DefaultLayout />, children: [{ index: true, element: <p>Page body</p> }] },
    ]);
    expect(screen.getByRole('status').textContent).toBe('No internet connection.');
  });
});
