import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateMenu } from '../../src/client/app/layouts/create-menu';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

describe('the create menu', () => {
  it('opens the video-note form, the lab creator and the publish form; the others are disabled until their features come', async () => {
    store.set(sessionAtom, testSession(true));
    const { router } = renderWithProviders([
      { path: '/', element: <CreateMenu /> },
      { path: '/upload/uploadvideo', element: <p>Video-note form</p> },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => [item.textContent, item.getAttribute('aria-disabled')])).toEqual([
      ['Take a video note', null],
      ['Create a lab', null],
      ['Publish your lab', null],
      ['Give a shoutoutComing soon', 'true'],
      ['Reflect on a journey', null],
      ['Create an event', null],
      ['Create a workshopComing soon', 'true'],
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/upload/uploadvideo');
    expect(items[1]?.getAttribute('href')).toBe('/bgirl.rue/labspace/?openLab=true');
    expect(items[2]?.getAttribute('href')).toBe('/bgirl.rue/publishedlabs/?publish=true');
    expect(items[4]?.getAttribute('href')).toBe('/upload/journey');
    expect(items[5]?.getAttribute('href')).toBe('/upload/event');

    await userEvent.click(screen.getByRole('menuitem', { name: 'Take a video note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload/uploadvideo'));
  });

  it('writes why a disabled entry is disabled under it, without a hover, and names it with that', async () => {
    renderWithProviders([{ path: '/', element: <CreateMenu /> }]);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    for (const name of ['Give a shoutout', 'Create a workshop']) {
      const item = await screen.findByRole('menuitem', { name: new RegExp(`^${name}\\s?Coming soon$`) });
      expect(item.getAttribute('aria-disabled')).toBe('true');
      expect(within(item).getByText('Coming soon')).toBeTruthy();
    }
  });
});
