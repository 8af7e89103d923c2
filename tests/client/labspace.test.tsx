import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import { clearMirror, db, type LabRow } from '../../src/client/lib/db';
import { toRow } from '../../src/client/lib/mirror';
import { PORTFOLIO_TABS } from '../../src/client/lib/portfolio-tab-list';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import type { Lab } from '../../src/shared/schemas/labs';
import { page, stubFetch } from '../helpers/artists-api';
import { serverNote } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const ME = 'bgirl.rue';
const routes: RouteObject[] = [{ path: '/:username/labspace/', element: <PortfolioTabRoute /> }];

const footwork: Lab = {
  id: 900,
  uuid: '00000000-0000-4000-8000-000000000900',
  name: 'Footwork',
  about: 'Six steps and threads',
  username: ME,
  published: false,
};
const queued: LabRow = {
  uuid: '00000000-0000-4000-8000-000000000901',
  name: 'Freezes',
  about: '',
  username: ME,
  published: false,
};
const inFootwork = (n: number) =>
  serverNote({
    id: n,
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username: ME,
    lesson: `Drill ${n}`,
    cooking_relations: [
      {
        id: 10 + n,
        uuid: `00000000-0000-4000-8000-0000000007${n}0`,
        technique: 900,
        technique_uuid: footwork.uuid,
      },
    ],
  });

/* jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it. */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

beforeEach(async () => {
  await clearMirror();
  stubFetch({
    'GET /api/whatiscooking/techniques/list/*': { body: page([footwork]) },
    'GET /api/whatiscooking/latest_cookings/*': { body: page([inFootwork(2), inFootwork(1)]) },
    'GET /api/whatiscooking/cookings-of-a-technique/list/*': { body: page([]) },
    'POST /api/whatiscooking/*': () => new Promise<never>(() => {}),
  });
  await db.cookings.bulkPut(
    [inFootwork(1), inFootwork(2)].map((c) => toRow('cookings', c as never) as never),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

const asOwner = (path = `/${ME}/labspace/`) => {
  store.set(sessionAtom, testSession(true));
  return renderWithProviders(routes, path);
};

describe('the lab space', () => {
  it('lists the owner’s labs with their description and how many videos they hold', async () => {
    asOwner();
    expect(await screen.findByText('Footwork')).toBeTruthy();
    expect(screen.getByText('Six steps and threads')).toBeTruthy();
    expect(await screen.findByText('2 videos')).toBeTruthy();
  });

  it('shows a queued lab as waiting, and a refused one with Retry and Discard', async () => {
    await db.labs.add(queued);
    const seq = await db.outbox.add({
      key: 'k1',
      kind: 'lab.create',
      target: queued.uuid,
      steps: [{ method: 'POST', path: '/whatiscooking/techniques/create/', body: {}, apply: 'labs' }],
      done: 0,
      state: 'failed',
      error: 'Name is required.',
      attempts: 0,
      undo: [{ table: 'labs', uuid: queued.uuid, before: null }],
      created: Date.now(),
    });
    asOwner();
    const card = (await screen.findByText('Freezes')).closest('.mantine-Card-root') as HTMLElement;
    expect(await within(card).findByText('Name is required.')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Retry' })).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.queryByText('Freezes')).toBeNull());
    expect(await db.outbox.get(seq)).toBeUndefined();
  });

  it('opens the creator from "Create a new lab" and directly with openLab=true', async () => {
    const { router } = asOwner();
    await userEvent.click(await screen.findByRole('button', { name: 'Create a new lab' }));
    expect(await screen.findByRole('heading', { name: 'Create a new lab' })).toBeTruthy();
    expect(router.state.location.search).toBe('?openLab=true');
    await userEvent.click(screen.getByRole('button', { name: 'Your labs' }));
    expect(await screen.findByText('Footwork')).toBeTruthy();

    cleanup();
    asOwner(`/${ME}/labspace/?openLab=true`);
    expect(await screen.findByRole('heading', { name: 'Create a new lab' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeTruthy();
  });

  it('opens a lab in the editor with Edit', async () => {
    asOwner();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Footwork' }));
    expect(await screen.findByRole('heading', { name: 'Edit your lab' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Update' })).toBeTruthy();
  });

  it('shows other viewers the tab’s text, not the owner’s labs', async () => {
    store.set(sessionAtom, testSession(true));
    renderWithProviders(routes, '/bboy_kim/labspace/');
    const text = PORTFOLIO_TABS.find((tab) => tab.path === 'labspace')?.empty ?? '';
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create a new lab' })).toBeNull();
    expect(screen.queryByText('Footwork')).toBeNull();
  });
});
