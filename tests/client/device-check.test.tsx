import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DeviceCheckRoute from '../../src/client/app/routes/device-check';
import { clearMirror, db, type OutboxEntry } from '../../src/client/lib/db';
import { APP_VERSION } from '../../src/shared/app-version';
import { GET_VERSION } from '../../src/shared/sw-protocol';
import { stubFetch } from '../helpers/artists-api';
import { renderWithProviders } from '../helpers/render';

/** A service worker that answers the version question as sw/lifecycle.ts does. */
function worker(version: string) {
  return {
    postMessage: (data: { type?: string }, ports: MessagePort[]) => {
      if (data.type === GET_VERSION) ports[0]?.postMessage({ version });
    },
  };
}

function stubServiceWorker(registration: object | undefined, controlled = true) {
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, controller: controlled ? {} : null },
  });
}

function stubStorage(persisted: boolean, usage: number, quota: number) {
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { persisted: async () => persisted, estimate: async () => ({ usage, quota }) },
  });
}

const row = (label: string) => within(screen.getByRole('listitem', { name: label }));

function entry(state: OutboxEntry['state']): OutboxEntry {
  return {
    key: crypto.randomUUID(),
    kind: 'cooking.create',
    target: crypto.randomUUID(),
    steps: [],
    done: 0,
    state,
    attempts: 0,
    undo: [],
    created: Date.now(),
  };
}

async function open() {
  renderWithProviders([{ path: '/test', element: <DeviceCheckRoute /> }], '/test');
  expect(await screen.findByRole('heading', { level: 1, name: 'Check this device' })).toBeTruthy();
  await row('Connection to the server').findByText(/^(OK|Check|Problem)$/);
}

beforeEach(async () => {
  await clearMirror();
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(navigator, 'storage');
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('/test, the device check', () => {
  it('reports a healthy device: worker active at this version, storage kept, nothing waiting, server reached', async () => {
    stubServiceWorker({ active: worker(APP_VERSION), waiting: null });
    stubStorage(true, 12_300_000, 2_000_000_000);
    const api = stubFetch({ 'GET /api/auth/config/': { body: { google_client_id: null } } });
    await open();
    expect(document.title).toBe('Check this device - Cypher');
    expect(await row('Service worker').findByText(`Active, version ${APP_VERSION}`)).toBeTruthy();
    expect(row('Service worker').getByText('OK')).toBeTruthy();
    expect(await row('Storage').findByText('Kept, 12.3 MB of 2.0 GB used')).toBeTruthy();
    expect(await row('Waiting to sync').findByText('None, everything is sent')).toBeTruthy();
    expect(row('Connection to the server').getByText(/^Reached in \d+ ms$/)).toBeTruthy();
    expect(row('App version').getByText(APP_VERSION)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Help line' }).getAttribute('href')).toBe('/customercare');
    expect(api.to('GET /api/auth/config/')[0]?.init?.cache).toBe('no-store');
  });

  it('says what to do about an old worker, storage not kept, writes waiting or refused, and no server', async () => {
    stubServiceWorker({ active: worker('0.0.9+old'), waiting: null });
    stubStorage(false, 5_000_000, 100_000_000);
    stubFetch({ 'GET /api/auth/config/': 'network-error' });
    await db.outbox.bulkAdd([entry('pending'), entry('pending')]);
    await open();
    expect(await row('Service worker').findByText('Active, version 0.0.9+old')).toBeTruthy();
    expect(
      row('Service worker').getByText(`This page is version ${APP_VERSION}: reload the page.`),
    ).toBeTruthy();
    expect(await row('Storage').findByText('Not kept, 5.0 MB of 100.0 MB used')).toBeTruthy();
    expect(row('Storage').getByText('Check')).toBeTruthy();
    expect(await row('Waiting to sync').findByText('2 waiting to sync')).toBeTruthy();
    expect(row('Connection to the server').getByText('Cannot reach the server')).toBeTruthy();
    expect(row('Connection to the server').getByText('Problem')).toBeTruthy();

    await act(() => db.outbox.add(entry('failed')));
    expect(
      await row('Waiting to sync').findByText('1 refused by the server, 2 waiting to sync'),
    ).toBeTruthy();
  });

  it('says offline that there is no connection, and finds the server on Check again', async () => {
    stubServiceWorker(undefined);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch({ 'GET /api/auth/config/': { body: { google_client_id: null } } });
    await open();
    expect(row('Connection to the server').getByText('No internet connection.')).toBeTruthy();
    expect(row('Service worker').getByText('Not registered')).toBeTruthy();
    expect(row('Storage').getByText('Not available in this browser')).toBeTruthy();

    offline.mockReturnValue(true);
    await userEvent.click(screen.getByRole('button', { name: 'Check again' }));
    expect(await row('Connection to the server').findByText(/^Reached in \d+ ms$/)).toBeTruthy();
  });
});
