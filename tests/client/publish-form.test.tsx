import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublishedLabsTab } from '../../src/client/features/published-labs/published-labs-tab';
import { clearMirror } from '../../src/client/lib/db';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { msg } from '../../src/shared/messages';
import { PAYMENTS_NOT_CONFIGURED, paymentMessages } from '../../src/shared/payment-countries';
import { labMessages } from '../../src/shared/schemas/published-labs';
import { page, type Sent, stubFetch } from '../helpers/artists-api';
import { detail, inLab, lab, ME, note, PLAB_UUID, publishedLab, sub } from '../helpers/published-labs-data';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const routes: RouteObject[] = [
  { path: '/:username/publishedlabs/', element: <PublishedLabsTab username={ME} /> },
  { path: '/publishedlabs/:uuid', element: <p>Published lab page</p> },
  { path: '/payments', element: <p>Payments page</p> },
];
const notes = [note(1), note(2), note(3)];
const DONE = { has_account: true, charges_enabled: true, payouts_enabled: true, onboarding_complete: true };

type Handlers = Parameters<typeof stubFetch>[0];
function stubApi(overrides: Handlers = {}) {
  return stubFetch({
    'GET /api/whatiscooking/techniques/list/*': {
      body: page([
        lab(),
        lab({ id: 901, uuid: '00000000-0000-4000-8000-000000000901', name: 'Toprock', published: true }),
      ]),
    },
    'GET /api/whatiscooking/cookings-of-a-technique/list/*': { body: page(notes.map(inLab)) },
    'GET /api/payments/account-status/': { body: DONE },
    'POST /api/whatiscooking/publishedlabs/create/': (sent: Sent) => ({
      status: 201,
      body: publishedLab({ uuid: (sent.body as { uuid: string }).uuid, subscription: null, video_count: 0 }),
    }),
    'PUT /api/whatiscooking/ct-relations/bulk_update/*': { body: [] },
    'POST /api/whatiscooking/plabsubs/': { status: 201, body: sub() },
    ...overrides,
  });
}

const open = (path = `/${ME}/publishedlabs/?publish=true`) => renderWithProviders(routes, path);
const click = (name: string | RegExp) => userEvent.click(screen.getByRole('button', { name }));
const publish = () => click('Publish');

async function chooseLab(name = 'Footwork') {
  await userEvent.click(await screen.findByRole('combobox', { name: /^Lab/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
}
const pick = async (...lessons: string[]) => {
  for (const lesson of lessons) await userEvent.click(await screen.findByRole('button', { name: lesson }));
};

async function setFee(price = '9.99', period = '14') {
  await userEvent.click(screen.getByRole('radio', { name: 'Add a Fee' }));
  const priceBox = await screen.findByRole('textbox', { name: 'in USD' });
  await userEvent.type(priceBox, price);
  await click('Save');
  const periodBox = await screen.findByRole('textbox', { name: 'Subscription period (days)' });
  await userEvent.clear(periodBox);
  await userEvent.type(periodBox, period);
  await click('Save');
}

/* jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it. */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

beforeEach(async () => {
  await clearMirror();
  store.set(sessionAtom, testSession(true));
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('the publish form', () => {
  it('says what is missing word for word, prefills from the lab and marks published labs', async () => {
    stubApi();
    open();
    expect(await screen.findByRole('heading', { name: 'Ready to publish your lab?' })).toBeTruthy();
    await publish();
    expect(await screen.findByText(labMessages.selectLab)).toBeTruthy();
    expect(screen.getByText(msg.labNameRequired)).toBeTruthy();
    expect(screen.getByText(labMessages.accessRequired)).toBeTruthy();

    await userEvent.click(await screen.findByRole('combobox', { name: /^Lab/ }));
    const published = await screen.findByRole('option', {
      name: `Toprock (${labMessages.alreadyPublished})`,
    });
    expect(published.hasAttribute('data-combobox-disabled')).toBe(true);
    await userEvent.click(screen.getByRole('option', { name: 'Footwork' }));
    expect(screen.getByRole('textbox', { name: /Lab name/ })).toHaveProperty('value', 'Footwork');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('value', 'Six steps');
    expect(await screen.findByRole('button', { name: 'Drill 1' })).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Pay as they wish' }));
    expect(screen.getByText(labMessages.freeLimitNote)).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: 'Subscription period (days)' })).toHaveProperty(
      'value',
      '30',
    );
    await click('Save');
    expect(await screen.findByText('Pay as they wish · 30 days')).toBeTruthy();
    await publish();
    expect(await screen.findByText(labMessages.freeVideos)).toBeTruthy();
  });

  it('says when the lab has no videos', async () => {
    stubApi({ 'GET /api/whatiscooking/cookings-of-a-technique/list/*': { body: page([]) } });
    open();
    await chooseLab();
    expect(await screen.findByText(labMessages.emptyLab)).toBeTruthy();
  });

  it('asks to connect a bank account before a fee, and the prompt leads to /payments', async () => {
    stubApi({ 'GET /api/payments/account-status/': { body: { ...DONE, onboarding_complete: false } } });
    const { router } = open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Add a Fee' }));
    expect(await screen.findByText(labMessages.connectBank)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Connect bank account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payments'));
  });

  it('says when the server takes no payments, and offers neither a price nor a bank account', async () => {
    stubApi({
      'GET /api/payments/account-status/': {
        status: 503,
        body: { detail: paymentMessages.notConfigured, code: PAYMENTS_NOT_CONFIGURED },
      },
    });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Add a Fee' }));
    expect(await screen.findByText(paymentMessages.notConfigured)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Connect bank account' })).toBeNull();
    expect(screen.queryByText(labMessages.accountStatusFailed)).toBeNull();
  });

  it('says when the account status fails to load', async () => {
    stubApi({ 'GET /api/payments/account-status/': { status: 500, body: { detail: 'Down' } } });
    open();
    await userEvent.click(await screen.findByRole('radio', { name: 'Add a Fee' }));
    expect(await screen.findByText(labMessages.accountStatusFailed)).toBeTruthy();
  });

  it('says before publishing that chosen private or mention-only notes will show to buyers', async () => {
    const closed = [note(1), note(2, { access: 1 }), note(3, { access: 3 })];
    stubApi({ 'GET /api/whatiscooking/cookings-of-a-technique/list/*': { body: page(closed.map(inLab)) } });
    open();
    await chooseLab();
    await pick('Drill 1');
    expect(screen.queryByText(/chosen notes? (is|are) private/)).toBeNull();
    await pick('Drill 2');
    expect(
      await screen.findByText(
        '1 chosen note is private or shown only to the artist it mentions. Once published, everyone who buys or joins this lab can watch it.',
      ),
    ).toBeTruthy();
    await pick('Drill 3');
    expect(await screen.findByText(/^2 chosen notes are private/)).toBeTruthy();
    await pick('Drill 2', 'Drill 3');
    await waitFor(() => expect(screen.queryByText(/chosen notes? (is|are) private/)).toBeNull());
  });

  it('asks the price, then the period, for a fee lab, and needs 3 videos', async () => {
    stubApi();
    open();
    await chooseLab();
    await pick('Drill 1', 'Drill 2');
    await userEvent.click(screen.getByRole('radio', { name: 'Add a Fee' }));
    const priceBox = await screen.findByRole('textbox', { name: 'in USD' });
    await userEvent.type(priceBox, '0');
    await click('Save');
    expect(await screen.findByText(labMessages.priceInvalid)).toBeTruthy();
    await userEvent.clear(priceBox);
    await userEvent.type(priceBox, '9.99');
    await click('Save');
    const periodBox = await screen.findByRole('textbox', { name: 'Subscription period (days)' });
    await userEvent.clear(periodBox);
    await click('Save');
    expect(await screen.findByText(labMessages.periodInvalid)).toBeTruthy();
    await userEvent.type(periodBox, '14');
    await click('Save');
    expect(await screen.findByText('$9.99 USD · 14 days')).toBeTruthy();
    await publish();
    expect(await screen.findByText(labMessages.feeVideos)).toBeTruthy();
  });

  it('publishes: creates the lab, refreshes the labs, publishes the chosen notes, adds the terms, then OK opens the lab', async () => {
    const { sent } = stubApi();
    const { router } = open();
    await chooseLab();
    await userEvent.clear(screen.getByRole('textbox', { name: /Lab name/ }));
    await userEvent.type(screen.getByRole('textbox', { name: /Lab name/ }), 'Footwork for all');
    await pick('Drill 1', 'Drill 2', 'Drill 3');
    await setFee();
    const before = sent.length;
    await publish();

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(labMessages.published)).toBeTruthy();
    const after = sent.slice(before).map((s) => `${s.method} ${new URL(s.url, 'http://localhost').pathname}`);
    expect(after.filter((line) => !line.startsWith('GET'))).toEqual([
      'POST /api/whatiscooking/publishedlabs/create/',
      'PUT /api/whatiscooking/ct-relations/bulk_update/',
      'POST /api/whatiscooking/plabsubs/',
    ]);
    expect(after.indexOf('GET /api/whatiscooking/techniques/list/')).toBeGreaterThan(0);
    const writes = sent.slice(before).filter((s) => s.method !== 'GET');
    const created = writes[0]?.body as { uuid: string };
    expect(created).toEqual({
      uuid: expect.any(String),
      name: 'Footwork for all',
      about: 'Six steps',
      lab: 900,
    });
    expect(writes[1]?.url).toContain('lab_id=900');
    expect(writes[1]?.body).toEqual([
      { id: 11, publish: true },
      { id: 12, publish: true },
      { id: 13, publish: true },
    ]);
    expect(writes[2]?.body).toEqual({
      uuid: expect.any(String),
      plab: created.uuid,
      price: '9.99',
      currency: 'USD',
      subscription_period: 14,
    });

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/publishedlabs/${created.uuid}`));
  });

  it('shows a failed step and resumes on Publish again without a second lab', async () => {
    let failSubscription = true;
    const { sent } = stubApi({
      'POST /api/whatiscooking/plabsubs/': () =>
        failSubscription ? { status: 500, body: {} } : { status: 201, body: sub({ price: '0.00' }) },
    });
    open();
    await chooseLab();
    await pick('Drill 2');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay as they wish' }));
    await click('Save');
    await publish();
    expect(await screen.findByText(labMessages.subscriptionFailed)).toBeTruthy();

    failSubscription = false;
    await publish();
    expect(await screen.findByText(labMessages.published)).toBeTruthy();
    const writes = sent.filter((s) => s.method !== 'GET').map((s) => `${s.method} ${s.url.split('?')[0]}`);
    expect(writes).toEqual([
      'POST /api/whatiscooking/publishedlabs/create/',
      'PUT /api/whatiscooking/ct-relations/bulk_update/',
      'POST /api/whatiscooking/plabsubs/',
      'POST /api/whatiscooking/plabsubs/',
    ]);
    expect(sent.filter((s) => s.method === 'PUT')[0]?.body).toEqual([
      { id: 11, publish: false },
      { id: 12, publish: true },
      { id: 13, publish: false },
    ]);
    const [first, again] = sent
      .filter((s) => s.url.endsWith('/plabsubs/'))
      .map((s) => s.body as { uuid: string });
    expect(again?.uuid).toBe(first?.uuid);
    expect(sent.filter((s) => s.method === 'POST').at(-1)?.body).toMatchObject({
      price: '0',
      subscription_period: 30,
    });
  });

  it('shows the network line, and a server field message at its place', async () => {
    let reply: 'network-error' | { status: number; body: unknown } = 'network-error';
    stubApi({ 'POST /api/whatiscooking/publishedlabs/create/': () => reply });
    open();
    await chooseLab();
    await pick('Drill 1');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay as they wish' }));
    await click('Save');
    await publish();
    expect(await screen.findByText(msg.networkError)).toBeTruthy();

    reply = { status: 400, body: { non_field_errors: [labMessages.freeLimit] } };
    await publish();
    expect(await screen.findByText(labMessages.freeLimit)).toBeTruthy();
    expect(screen.queryByText(msg.networkError)).toBeNull();
  });

  it('says when the labs fail to load', async () => {
    stubApi({ 'GET /api/whatiscooking/techniques/list/*': { status: 500, body: {} } });
    open();
    expect(await screen.findByText(labMessages.labsFailed)).toBeTruthy();
  });

  it('cannot publish offline', async () => {
    stubApi();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open();
    expect(await screen.findByRole('button', { name: 'Publish' })).toHaveProperty('disabled', true);
    expect(screen.getByText(msg.actionOffline)).toBeTruthy();
  });
});

describe('editing a published lab', () => {
  it('preselects the published notes and sends only what changed', async () => {
    const { sent } = stubApi({
      [`GET /api/whatiscooking/publishedlabs/${PLAB_UUID}`]: {
        body: detail({ is_owner: true, can_watch: true }),
      },
      'GET /api/whatiscooking/videos-of-a-publishedlab/*': { body: page(notes.map(inLab)) },
      [`PATCH /api/whatiscooking/publishedlabs/${PLAB_UUID}`]: { body: { detail: 'No change' } },
      'PATCH /api/whatiscooking/plabsubs/*': { body: sub({ subscription_period: 60 }) },
    });
    const { router } = open(`/${ME}/publishedlabs/?edit=${PLAB_UUID}`);
    expect(await screen.findByRole('heading', { name: 'Edit published lab' })).toBeTruthy();
    expect((await screen.findByRole('button', { name: 'Drill 3' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(screen.getByText('$9.99 USD · 30 days')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), ' and more');
    await click('Change');
    await click('Save');
    const periodBox = await screen.findByRole('textbox', { name: 'Subscription period (days)' });
    await userEvent.clear(periodBox);
    await userEvent.type(periodBox, '60');
    await click('Save');
    await click('Update');

    await waitFor(() => expect(router.state.location.pathname).toBe(`/publishedlabs/${PLAB_UUID}`));
    const writes = sent.filter((s) => s.method !== 'GET');
    expect(writes.map((s) => [s.method, s.url.replace(/^.*\/api/, ''), s.body])).toEqual([
      ['PATCH', `/whatiscooking/publishedlabs/${PLAB_UUID}`, { about: 'Six steps and more' }],
      ['PATCH', `/whatiscooking/plabsubs/${sub().uuid}`, { subscription_period: 60 }],
    ]);
  });

  it('says when the details fail to save, and finishes a lab without terms by creating them', async () => {
    const unfinished = detail({ is_owner: true, can_watch: true }, { subscription: null });
    const { sent } = stubApi({
      [`GET /api/whatiscooking/publishedlabs/${PLAB_UUID}`]: { body: unfinished },
      'GET /api/whatiscooking/videos-of-a-publishedlab/*': { body: page([inLab(note(1))]) },
      [`PATCH /api/whatiscooking/publishedlabs/${PLAB_UUID}`]: { status: 500, body: {} },
    });
    open(`/${ME}/publishedlabs/?edit=${PLAB_UUID}`);
    const name = await screen.findByRole('textbox', { name: /Lab name/ });
    expect((await screen.findByRole('button', { name: 'Drill 1' })).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await userEvent.type(name, ' basics');
    await userEvent.click(screen.getByRole('radio', { name: 'Pay as they wish' }));
    await click('Save');
    await click('Update');
    expect(await screen.findByText(labMessages.detailsFailed)).toBeTruthy();

    await userEvent.clear(name);
    await userEvent.type(name, 'Footwork');
    await click('Update');
    await waitFor(() => expect(sent.filter((s) => s.url.endsWith('/plabsubs/'))).toHaveLength(1));
    expect(sent.filter((s) => s.url.endsWith('/plabsubs/'))[0]?.body).toMatchObject({
      plab: PLAB_UUID,
      price: '0',
      subscription_period: 30,
    });
  });
});
