import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CreateMenu } from '../../src/client/app/layouts/create-menu';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

describe('the create menu', () => {
  it('opens the video-note form, the lab creator, the publish form, and the shoutout, journey, event and workshop forms', async () => {
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
      ['Give a shoutout', null],
      ['Reflect on a journey', null],
      ['Create an event', null],
      ['Create a workshop', null],
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/upload/uploadvideo');
    expect(items[1]?.getAttribute('href')).toBe('/bgirl.rue/labspace/?openLab=true');
    expect(items[2]?.getAttribute('href')).toBe('/bgirl.rue/publishedlabs/?publish=true');
    expect(items[3]?.getAttribute('href')).toBe('/upload/each1teach1');
    expect(items[4]?.getAttribute('href')).toBe('/upload/journey');
    expect(items[5]?.getAttribute('href')).toBe('/upload/event');
    expect(items[6]?.getAttribute('href')).toBe('/upload/workshop');

    await userEvent.click(screen.getByRole('menuitem', { name: 'Take a video note' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload/uploadvideo'));
  });
});
