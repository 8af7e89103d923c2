import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CreateMenu } from '../../src/client/app/layouts/create-menu';
import CreateRoute from '../../src/client/app/routes/create';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

/** Each entry of the page: its name, where it leads (null when it leads nowhere), and its reason. */
function entries() {
  return within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => {
      const link = within(item).queryByRole('link');
      return [
        item.querySelector('p')?.textContent,
        link?.getAttribute('href') ?? null,
        item.querySelectorAll('p')[1]?.textContent ?? null,
      ];
    });
}

beforeEach(() => store.set(sessionAtom, testSession(true)));

describe('the create page (/create and /upload)', () => {
  it('lists the plus menu entries as links', async () => {
    renderWithProviders([{ path: '/create', element: <CreateRoute /> }], '/create');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create' })).toBeTruthy();
    expect(document.title).toBe('Create - Cypher');
    expect(entries()).toEqual([
      ['Take a video note', '/upload/uploadvideo', null],
      ['Create a lab', '/bgirl.rue/labspace/?openLab=true', null],
      ['Publish your lab', '/bgirl.rue/publishedlabs/?publish=true', null],
      ['Give a shoutout', '/upload/each1teach1', null],
      ['Reflect on a journey', '/upload/journey', null],
      ['Create an event', '/upload/event', null],
      ['Create a workshop', '/upload/workshop', null],
    ]);
  });

  it('has the same entries as the plus menu, in the same order, with the same reasons', async () => {
    renderWithProviders([
      {
        path: '/',
        element: (
          <>
            <CreateMenu />
            <CreateRoute />
          </>
        ),
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const menu = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(menu).toEqual(entries().map(([label, , reason]) => `${label}${reason ?? ''}`));
  });

  it('asks a user without a portfolio to create one first, and offers no entry until then', async () => {
    store.set(sessionAtom, testSession(false));
    const { router } = renderWithProviders(
      [
        { path: '/upload', element: <CreateRoute /> },
        { path: '/upload/website', element: <p>Portfolio form</p> },
      ],
      '/upload',
    );
    expect(await screen.findAllByText('Create your portfolio first.')).toHaveLength(8);
    expect(entries().every(([, to]) => to === null)).toBe(true);
    await userEvent.click(screen.getByRole('link', { name: 'Create your portfolio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/upload/website'));
  });
});
