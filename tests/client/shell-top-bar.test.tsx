import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DefaultLayout } from '../../src/client/app/layouts/default-layout';
import { SimpleLayout } from '../../src/client/app/layouts/simple-layout';
import { routes } from '../../src/client/app/router';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { page, stubFetch } from '../helpers/artists-api';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

vi.mock('../../src/client/features/auth/auth-buttons', () => ({
  AuthButtons: () => <button type="button">Sign in</button>,
}));

const renderDefault = () =>
  renderWithProviders([
    { element: <DefaultLayout />, children: [{ index: true, element: <p>Page body</p> }] },
  ]);

const banner = () => within(screen.getByRole('banner'));

beforeEach(() => {
  store.set(sessionAtom, null);
  // The bell fetches notifications when it mounts; here there are none.
  stubFetch({ 'GET /api/notifications/e1t1/': { body: page([]) } });
});
afterEach(() => vi.unstubAllGlobals());

describe('the top bar of the default layout', () => {
  it('shows a visitor the logo, the sign-in control, the account button and the left nav, but no plus or bell', () => {
    renderDefault();
    expect(banner().getByRole('link', { name: 'Cypher home' }).getAttribute('href')).toBe('/');
    expect(banner().getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(banner().getByRole('button', { name: 'Account' })).toBeTruthy();
    expect(banner().queryByRole('button', { name: 'Create' })).toBeNull();
    expect(banner().queryByRole('button', { name: 'Notifications' })).toBeNull();
    expect(banner().queryByRole('link', { name: 'Home' })).toBeNull();
    // Every main section is reachable for a visitor too, on every width (the burger below 1190 px).
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open navigation' })).toBeTruthy();
  });

  it('shows a signed-in user without a portfolio the Home button and the left nav, but no plus or bell', () => {
    store.set(sessionAtom, testSession(false));
    renderDefault();
    expect(banner().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(banner().queryByRole('button', { name: 'Sign in' })).toBeNull();
    expect(banner().queryByRole('button', { name: 'Create' })).toBeNull();
    expect(banner().queryByRole('button', { name: 'Notifications' })).toBeNull();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    const links = nav.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Artists', '/artists'],
      ['Published Labs', '/publishedlabs'],
      ['Shoutouts', '/e1t1'],
      ['Workshops', '/workshops'],
      ['Events', '/events'],
    ]);
  });

  it('shows a user with a portfolio the plus and bell buttons', async () => {
    store.set(sessionAtom, testSession(true));
    renderDefault();
    expect(await banner().findByRole('button', { name: 'Create' })).toBeTruthy();
    expect(await banner().findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('lists the seven create entries in the plus menu', async () => {
    store.set(sessionAtom, testSession(true));
    renderDefault();
    await userEvent.click(await banner().findByRole('button', { name: 'Create' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Take a video note',
      'Create a lab',
      'Publish your lab',
      'Give a shoutout',
      'Reflect on a journey',
      'Create an event',
      'Create a workshop',
    ]);
  });

  it('says once that there are no notifications yet in the empty bell menu', async () => {
    store.set(sessionAtom, testSession(true));
    renderDefault();
    await userEvent.click(await banner().findByRole('button', { name: 'Notifications' }));
    const menu = within(await screen.findByRole('menu'));
    expect(menu.queryByText('New')).toBeNull();
    expect(menu.queryByText('Earlier')).toBeNull();
    expect(menu.getAllByText('No notifications yet.')).toHaveLength(1);
  });

  it('opens the left drawer with the burger on a small screen', async () => {
    store.set(sessionAtom, testSession(false));
    renderDefault();
    const burger = screen.getByRole('button', { name: 'Open navigation' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('navigation', { name: 'Main' }).hasAttribute('inert')).toBe(true);
    await userEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation', { name: 'Main' }).hasAttribute('inert')).toBe(false);
  });

  it('has header, main and footer landmarks with Help, Terms and Privacy in the footer', () => {
    renderDefault();
    expect(screen.getByRole('main').textContent).toContain('Page body');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Help' }).getAttribute('href')).toBe('/help');
    expect(footer.getByRole('link', { name: 'Terms' }).getAttribute('href')).toBe('/terms');
    expect(footer.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
  });
});

describe('the simple layout', () => {
  it('has the same top bar as every other page: home, plus, bell and the left nav', async () => {
    store.set(sessionAtom, testSession(true));
    renderWithProviders([
      { element: <SimpleLayout />, children: [{ index: true, element: <p>Help text</p> }] },
    ]);
    expect(banner().getByRole('link', { name: 'Cypher home' })).toBeTruthy();
    expect(banner().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await banner().findByRole('button', { name: 'Create' })).toBeTruthy();
    expect(await banner().findByRole('button', { name: 'Notifications' })).toBeTruthy();
    // No photo: the avatar shows the initials, and its name says them (WCAG 2.5.3).
    const account = banner().getByRole('button', { name: 'Account (R)' });
    expect(account.textContent).toBe('R');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain('Help text');
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Terms' })).toBeTruthy();
  });

  // The pages' lazy chunks, transformed once here so no test waits on the compiler.
  beforeAll(() =>
    Promise.all(
      ['help', 'updates', 'terms', 'privacy', 'set-password', 'not-found'].map(
        (name) => import(`../../src/client/app/routes/${name}.tsx`),
      ),
    ),
  );

  it.each(['/help', '/help/updates', '/terms', '/privacy', '/setpassword', '/no/such/page'])(
    'keeps home, plus and bell at %s',
    async (path) => {
      store.set(sessionAtom, testSession(true));
      renderWithProviders(routes, path);
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
      expect(banner().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
      expect(await banner().findByRole('button', { name: 'Create' })).toBeTruthy();
      expect(await banner().findByRole('button', { name: 'Notifications' })).toBeTruthy();
    },
  );
});
