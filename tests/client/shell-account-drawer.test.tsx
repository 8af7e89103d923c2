import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DefaultLayout } from '../../src/client/app/layouts/default-layout';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

vi.mock('../../src/client/features/auth/auth-buttons', () => ({ AuthButtons: () => null }));

async function openDrawer() {
  const { router } = renderWithProviders([
    { element: <DefaultLayout />, children: [{ path: '*', element: <p>Page body</p> }] },
  ]);
  await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: /^Account/ }));
  return { router, drawer: within(await screen.findByRole('dialog')) };
}

type Scope = ReturnType<typeof within>;

const groupLinks = (drawer: Scope, heading: string) => {
  const group = drawer.getByRole('heading', { name: heading }).parentElement as HTMLElement;
  return within(group)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);
};

const headings = (drawer: Scope) =>
  drawer.getAllByRole('heading', { level: 3 }).map((h: HTMLElement) => h.textContent);

beforeEach(() => store.set(sessionAtom, null));

describe('the account drawer', () => {
  it('gives a visitor Explore, the help links with the welcome note, and Get started', async () => {
    const { drawer } = await openDrawer();
    expect(headings(drawer)).toEqual(['Explore', 'Help']);
    expect(drawer.getByRole('link', { name: 'Get started' }).getAttribute('href')).toBe('/verify');
    expect(groupLinks(drawer, 'Explore')).toEqual([
      ['Home', '/'],
      ['Artists', '/artists'],
      ['Published Labs', '/publishedlabs'],
      ['Shoutouts', '/e1t1'],
      ['Workshops', '/workshops'],
      ['Events', '/events'],
    ]);
    expect(groupLinks(drawer, 'Help')).toEqual([
      ['Welcome note', '/help/welcome-note'],
      ['Help', '/help'],
      ['Our story', '/help/our-story'],
      ['Updates', '/help/updates'],
      ['Help line', '/customercare'],
      ['Terms', '/terms'],
      ['Privacy', '/privacy'],
    ]);
  });

  it('gives a signed-in user without a portfolio Explore, Help and Account but not Your', async () => {
    store.set(sessionAtom, testSession(false));
    const { drawer } = await openDrawer();
    expect(headings(drawer)).toEqual(['Explore', 'Help', 'Account']);
    expect(drawer.queryByRole('link', { name: 'Get started' })).toBeNull();
    expect(drawer.queryByRole('link', { name: 'Welcome note' })).toBeNull();
    expect(groupLinks(drawer, 'Help').map(([label]) => label)).toEqual([
      'Help',
      'Our story',
      'Updates',
      'Help line',
      'Terms',
      'Privacy',
    ]);
    expect(groupLinks(drawer, 'Account')).toEqual([
      ['Settings', '/settings'],
      ['Sign out', '/logout'],
    ]);
  });

  it('gives a user with a portfolio the Your group built from their username', async () => {
    store.set(sessionAtom, testSession(true));
    const { drawer } = await openDrawer();
    expect(headings(drawer)).toEqual(['Explore', 'Your', 'Help', 'Account']);
    expect(groupLinks(drawer, 'Your')).toEqual([
      ['My Journey', '/bgirl.rue/journey/'],
      ['My Labs', '/bgirl.rue/labspace/'],
      ['Mentions', '/bgirl.rue/mentions/'],
      ['My Published Labs', '/bgirl.rue/publishedlabs/'],
      ['My Purchased Labs', '/mypurchasedlabs'],
      ['My Payments', '/payments'],
    ]);
  });

  it('closes when a link is followed', async () => {
    const { router, drawer } = await openDrawer();
    await userEvent.click(drawer.getByRole('link', { name: 'Artists' }));
    expect(router.state.location.pathname).toBe('/artists');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
