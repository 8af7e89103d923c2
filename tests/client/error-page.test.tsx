import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteError } from '../../src/client/app/route-error';
import { reloadForChunk } from '../../src/client/lib/chunk-reload';
import { type Session, sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { ErrorPage, type ErrorPageProps } from '../../src/client/ui/errors/error-page';
import { Providers, renderWithProviders } from '../helpers/render';

vi.mock('../../src/client/features/auth/auth-buttons', () => ({ AuthButtons: () => null }));
vi.mock('../../src/client/lib/chunk-reload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/client/lib/chunk-reload')>()),
  reloadForChunk: vi.fn(),
}));

const signIn = (username: string) =>
  store.set(sessionAtom, {
    access: 'a',
    refresh: 'r',
    user: {
      pk: 1,
      username,
      email: `${username}@example.com`,
      country: 'US',
      gender: 'NS',
      language: 'en',
      portfolio: null,
    },
  } satisfies Session);

const renderPage = (props: ErrorPageProps) =>
  renderWithProviders([
    { path: '/', element: <p>Home page</p> },
    { path: '/previous', element: <p>Previous page</p> },
    { path: '/oops', element: <ErrorPage {...props} /> },
  ]);

beforeEach(() => {
  store.set(sessionAtom, null);
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('the error page', () => {
  it('says Page Not Found for a 404, in the heading and the title', async () => {
    const { router } = renderPage({ kind: 'notFound' });
    await router.navigate('/oops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('This page could not be found')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Page Not Found - Cypher'));
  });

  it('says An Error Occurred with the status for other errors', async () => {
    const { router } = renderPage({ kind: 'other', status: 503 });
    await router.navigate('/oops');
    expect(await screen.findByRole('heading', { name: 'An Error Occurred' })).toBeTruthy();
    expect(screen.getByText('Status 503')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('An Error Occurred - Cypher'));
  });

  it('says Artist Not Found. without a create button to a visitor', async () => {
    const { router } = renderPage({ kind: 'userNotFound', username: 'kim' });
    await router.navigate('/oops');
    expect(await screen.findByRole('heading', { name: 'Artist Not Found.' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Artist not found - Cypher'));
    expect(screen.queryByRole('link', { name: 'Create your portfolio' })).toBeNull();
  });

  it('offers Create your portfolio only to the signed-in owner of the username', async () => {
    signIn('kim');
    const { router } = renderPage({ kind: 'userNotFound', username: 'kim' });
    await router.navigate('/oops');
    const create = await screen.findByRole('link', { name: 'Create your portfolio' });
    expect(create.getAttribute('href')).toBe('/upload/website');
  });

  it('does not offer Create your portfolio to another signed-in user', async () => {
    signIn('lee');
    const { router } = renderPage({ kind: 'userNotFound', username: 'kim' });
    await router.navigate('/oops');
    await screen.findByRole('heading', { name: 'Artist Not Found.' });
    expect(screen.queryByRole('link', { name: 'Create your portfolio' })).toBeNull();
  });

  it('goes back with the arrow and home with the home button', async () => {
    const { router } = renderPage({ kind: 'notFound' });
    await router.navigate('/previous');
    await router.navigate('/oops');
    await userEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    expect(router.state.location.pathname).toBe('/previous');

    await router.navigate('/oops');
    await userEvent.click(await screen.findByRole('link', { name: "let's go back home..." }));
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a fallback with a link home when the error page itself fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Providers>
        {/* Outside a router, the page's navigation hooks throw. */}
        <ErrorPage kind="notFound" />
      </Providers>,
    );
    expect(screen.getByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
  });
});

describe('the route error element', () => {
  const routes = (loader?: () => never) => [
    {
      errorElement: <RouteError />,
      hydrateFallbackElement: <p>Loading</p>,
      children: [{ path: '/', element: <p>Home page</p>, loader }],
    },
  ];

  it('renders Page Not Found for an unknown path', async () => {
    renderWithProviders(routes(), '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it('renders An Error Occurred with the status of a failed response', async () => {
    renderWithProviders(
      routes(() => {
        throw new Response('', { status: 503 });
      }),
    );
    expect(await screen.findByRole('heading', { name: 'An Error Occurred' })).toBeTruthy();
    expect(screen.getByText('Status 503')).toBeTruthy();
  });

  it('reloads the page once when a route chunk fails to load', async () => {
    const chunkError = () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/home-abc123.js');
    };
    renderWithProviders(routes(chunkError));
    await vi.waitFor(() => expect(reloadForChunk).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the error instead of reloading again right after a chunk reload', async () => {
    vi.mocked(reloadForChunk).mockClear();
    sessionStorage.setItem('cypher:chunk-reload-at', String(Date.now()));
    renderWithProviders(
      routes(() => {
        throw new TypeError('Failed to fetch dynamically imported module: /assets/home-abc123.js');
      }),
    );
    expect(await screen.findByRole('heading', { name: 'An Error Occurred' })).toBeTruthy();
    expect(reloadForChunk).not.toHaveBeenCalled();
  });
});
