import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PublishedLabRoute from '../../src/client/app/routes/published-lab';
import PublishedLabsRoute from '../../src/client/app/routes/published-labs';
import { PublishedLabsTab } from '../../src/client/features/published-labs/published-labs-tab';
import { authDialogAtom } from '../../src/client/lib/auth-dialogs';
import { clearMirror } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { msg } from '../../src/shared/messages';
import { PAYMENTS_NOT_CONFIGURED, paymentMessages } from '../../src/shared/payment-countries';
import { labMessages, type PublishedLabDetail } from '../../src/shared/schemas/published-labs';
import { page, stubFetch } from '../helpers/artists-api';
import { spyRedirect } from '../helpers/payments-data';
import { detail, inLab, ME, note, PLAB_UUID, publishedLab, sub } from '../helpers/published-labs-data';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes: RouteObject[] = [
  { path: '/publishedlabs', element: <PublishedLabsRoute /> },
  { path: '/publishedlabs/:uuid', element: <PublishedLabRoute /> },
  { path: '/mypurchasedlabs/:uuid', element: <p>Lab room</p> },
  { path: '/:username/publishedlabs/', element: <PublishedLabsTab username="bboy_kim" /> },
];
const tabRoutes = (username: string): RouteObject[] => [
  { path: '/:username/publishedlabs/', element: <PublishedLabsTab username={username} /> },
];
const KIM = 'bboy_kim';
const kimsLab = (access: Partial<PublishedLabDetail['access']>, fields = {}) =>
  detail(access, { username: KIM, artist: { name: 'Kim', thumb: null }, ...fields });
const DETAIL = `GET /api/whatiscooking/publishedlabs/${PLAB_UUID}`;
const VIDEOS = 'GET /api/whatiscooking/videos-of-a-publishedlab/*';
const videos = { body: page([inLab(note(1, { username: KIM })), inLab(note(2, { username: KIM }))]) };
/** Two notes of `username`'s, the first private (access 1). */
const privateFirst = (username: string) => ({
  body: page([inLab(note(1, { username, access: 1 })), inLab(note(2, { username }))]),
});

const signIn = () => store.set(sessionAtom, testSession(true));
const openLab = () => renderWithProviders(routes, `/publishedlabs/${PLAB_UUID}`);

/* jsdom has no FontFaceSet; Mantine's autosize Textarea (publish form) listens to it. */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

let assign: ReturnType<typeof vi.fn<(url: string) => void>>;
beforeEach(async () => {
  await clearMirror();
  assign = spyRedirect();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
  store.set(authDialogAtom, null);
});

describe('the published labs list', () => {
  it('lists every published lab for guests and searches by the typed text', async () => {
    const { to } = stubFetch({
      'GET /api/whatiscooking/publishedlabs/list/': {
        body: page([publishedLab({ username: KIM, artist: { name: 'Kim', thumb: null } })]),
      },
      'GET /api/whatiscooking/publishedlabs/list/search/*': {
        body: page([
          publishedLab({
            uuid: '00000000-0000-4000-8000-000000000501',
            name: 'Power moves',
            subscription: sub({ price: '0.00', subscription_period: 7 }),
          }),
        ]),
      },
    });
    renderWithProviders(routes, '/publishedlabs');
    expect(await screen.findByRole('heading', { name: 'Published Labs' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Footwork' });
    expect(within(card).getByText('$9.99 USD · 30 days')).toBeTruthy();
    expect(within(card).getByText('Kim')).toBeTruthy();
    expect(within(card).getByText('3 videos')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Footwork' }).getAttribute('href')).toBe(
      `/publishedlabs/${PLAB_UUID}`,
    );

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search published labs' }), 'power moves');
    const found = await screen.findByRole('article', { name: 'Power moves' });
    expect(within(found).getByText('Pay as they wish · 7 days')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Footwork' })).toBeNull();
    expect(to('GET /api/whatiscooking/publishedlabs/list/search/').at(-1)?.url).toContain(
      '/list/search/power%20moves',
    );
  });

  it('says when nothing matches, and shows a failure with Retry', async () => {
    stubFetch({
      'GET /api/whatiscooking/publishedlabs/list/': { status: 503, body: { detail: 'Try later.' } },
      'GET /api/whatiscooking/publishedlabs/list/search/*': { body: page([]) },
    });
    renderWithProviders(routes, '/publishedlabs');
    expect(await screen.findByText('Try later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search published labs' }), 'zzz');
    expect(await screen.findByText('No published labs match "zzz".')).toBeTruthy();
  });
});

describe('a published lab', () => {
  it('lets the owner watch (with who may see each note elsewhere), open the lab room and edit', async () => {
    signIn();
    stubFetch({
      [DETAIL]: { body: detail({ is_owner: true, can_watch: true }) },
      [VIDEOS]: privateFirst(ME),
    });
    openLab();
    expect(await screen.findByRole('heading', { name: 'Footwork' })).toBeTruthy();
    expect(screen.getByText('$9.99 USD · 30 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open lab room' }).getAttribute('href')).toBe(
      `/mypurchasedlabs/${PLAB_UUID}`,
    );
    expect(screen.getByRole('link', { name: 'Edit published lab' }).getAttribute('href')).toBe(
      `/${ME}/publishedlabs/?edit=${PLAB_UUID}`,
    );
    expect(await screen.findAllByRole('button', { name: 'Play video' })).toHaveLength(2);
    expect(screen.getByText('Private')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Buy/ })).toBeNull();
  });

  it('lets a buyer within the period watch (no "Private" on notes the lab grants) and open the lab room', async () => {
    signIn();
    const purchase = { uuid: 'p1', expires_at: '2026-12-01T12:00:00.000Z', is_active: true };
    stubFetch({
      [DETAIL]: { body: kimsLab({ can_watch: true, purchase }) },
      [VIDEOS]: privateFirst(KIM),
    });
    openLab();
    expect(await screen.findByRole('link', { name: 'Open lab room' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Kim' }).getAttribute('href')).toBe(`/${KIM}`);
    expect(await screen.findAllByRole('button', { name: 'Play video' })).toHaveLength(2);
    expect(screen.queryByText('Private')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit published lab' })).toBeNull();
  });

  it('offers a non-buyer the fee, shows a refusal, and sends the browser to checkout', async () => {
    signIn();
    let refuse = true;
    const { to } = stubFetch({
      [DETAIL]: { body: kimsLab({}) },
      'POST /api/payments/checkout/': () =>
        refuse
          ? { status: 400, body: { non_field_errors: [labMessages.notTakingPayments] } }
          : { body: { url: 'https://checkout.example/s/1' } },
    });
    openLab();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for $9.99' }));
    expect(await screen.findByText(labMessages.notTakingPayments)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();

    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Buy for $9.99' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://checkout.example/s/1'));
    expect(to('POST /api/payments/checkout/').map((s) => s.body)).toEqual([
      { plab: PLAB_UUID },
      { plab: PLAB_UUID },
    ]);
    expect(to('GET /api/whatiscooking/videos-of-a-publishedlab/')).toHaveLength(0);
  });

  it('says when the server takes no payments', async () => {
    signIn();
    stubFetch({
      [DETAIL]: { body: kimsLab({}) },
      'POST /api/payments/checkout/': {
        status: 503,
        body: { detail: paymentMessages.notConfigured, code: PAYMENTS_NOT_CONFIGURED },
      },
    });
    openLab();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for $9.99' }));
    expect(await screen.findByText(paymentMessages.notConfigured)).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });

  it('says when a checkout fails without a reason, and cannot buy offline', async () => {
    signIn();
    stubFetch({ [DETAIL]: { body: kimsLab({}) }, 'POST /api/payments/checkout/': { status: 502, body: {} } });
    openLab();
    await userEvent.click(await screen.findByRole('button', { name: 'Buy for $9.99' }));
    expect(await screen.findByText(msg.paymentFailed)).toBeTruthy();

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Buy for $9.99' })).toHaveProperty('disabled', true),
    );
    expect(screen.getByText(msg.actionOffline)).toBeTruthy();
  });

  it('tells a buyer whose access ended when, and offers to buy again', async () => {
    signIn();
    const purchase = { uuid: 'p1', expires_at: '2026-03-15T12:00:00.000Z', is_active: false };
    stubFetch({ [DETAIL]: { body: kimsLab({ purchase }) } });
    openLab();
    const date = new Intl.DateTimeFormat(undefined, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date(purchase.expires_at));
    expect(await screen.findByText(`Your access ended on ${date}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Buy again' })).toBeTruthy();
  });

  it('asks a guest to sign in to buy a fee lab or watch a free one', async () => {
    stubFetch({ [DETAIL]: { body: kimsLab({}) } });
    const { unmount } = openLab();
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in to buy' }));
    expect(store.get(authDialogAtom)).toBe('sign-in');
    unmount();

    stubFetch({ [DETAIL]: { body: kimsLab({}, { subscription: sub({ price: '0.00' }) }) } });
    openLab();
    expect(await screen.findByRole('button', { name: 'Sign in to watch' })).toBeTruthy();
  });

  it('lets a signed-in user watch a free lab and join its lab room', async () => {
    signIn();
    const { to } = stubFetch({
      [DETAIL]: { body: kimsLab({ can_watch: true }, { subscription: sub({ price: '0.00' }) }) },
      [VIDEOS]: videos,
      'POST /api/payments/checkout/': { body: { url: `http://localhost/mypurchasedlabs/${PLAB_UUID}` } },
    });
    const { router } = openLab();
    expect(await screen.findAllByRole('button', { name: 'Play video' })).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Join lab room' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/mypurchasedlabs/${PLAB_UUID}`));
    expect(to('POST /api/payments/checkout/')).toHaveLength(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the not-found page for an unknown lab', async () => {
    stubFetch({ [DETAIL]: { status: 404, body: { detail: 'Not found.' } } });
    openLab();
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });
});

describe("a user's published labs tab", () => {
  const unfinished = publishedLab({
    uuid: '00000000-0000-4000-8000-000000000502',
    name: 'Halftime',
    subscription: null,
  });

  it('shows the owner the labs without terms yet, with Finish publishing and Publish a lab', async () => {
    signIn();
    const { to } = stubFetch({
      'GET /api/whatiscooking/publishedlabs/list/personal/*': { body: page([publishedLab(), unfinished]) },
    });
    const { router } = renderWithProviders(tabRoutes(ME), `/${ME}/publishedlabs/`);
    const card = await screen.findByRole('article', { name: 'Halftime' });
    expect(within(card).getByText('Not published yet')).toBeTruthy();
    expect(to('GET /api/whatiscooking/publishedlabs/list/personal/')[0]?.url).toContain(`username=${ME}`);
    await userEvent.click(within(card).getByRole('button', { name: 'Finish publishing' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?edit=${unfinished.uuid}`));
  });

  it('opens the publish form from Publish a lab', async () => {
    signIn();
    stubFetch({ 'GET /api/whatiscooking/publishedlabs/list/personal/*': { body: page([]) } });
    renderWithProviders(tabRoutes(ME), `/${ME}/publishedlabs/`);
    expect(await screen.findByText('You have not published a lab yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Publish a lab' }));
    expect(await screen.findByRole('heading', { name: 'Ready to publish your lab?' })).toBeTruthy();
  });

  it('shows another artist their labs, without the owner actions', async () => {
    signIn();
    stubFetch({
      'GET /api/whatiscooking/publishedlabs/list/personal/*': {
        body: page([publishedLab({ username: KIM })]),
      },
    });
    renderWithProviders(routes, `/${KIM}/publishedlabs/?publish=true`);
    expect(await screen.findByRole('article', { name: 'Footwork' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Publish a lab' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Ready to publish your lab?' })).toBeNull();
  });
});
