import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import { clearMirror, db } from '../../src/client/lib/db';
import { toRow } from '../../src/client/lib/mirror';
import { discardWrite } from '../../src/client/lib/outbox-rows';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { hasUnsavedInputAtom } from '../../src/client/lib/unsaved';
import type { Lab, LabNote } from '../../src/shared/schemas/labs';
import type { Note } from '../../src/shared/schemas/notes';
import { page, stubFetch } from '../helpers/artists-api';
import { serverNote } from '../helpers/notes';
import { renderWithProviders } from '../helpers/render';
import { testSession } from '../helpers/session';

const ME = 'bgirl.rue';
const LAB_UUID = '00000000-0000-4000-8000-000000000900';

const routes: RouteObject[] = [{ path: '/:username/labspace/', element: <PortfolioTabRoute /> }];

const note = (n: number, fields: Partial<Note> = {}): Note =>
  serverNote({
    id: n,
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    username: ME,
    lesson: `Drill ${n}`,
    created: `2026-03-${String(10 + n).padStart(2, '0')}T10:00:00.000Z`,
    ...fields,
  });
const lab: Lab = {
  id: 900,
  uuid: LAB_UUID,
  name: 'Footwork',
  about: 'Six steps',
  username: ME,
  published: false,
};
const relation = (id: number) => ({
  id,
  uuid: `00000000-0000-4000-8000-0000000007${id}`,
  technique: 900,
  technique_uuid: LAB_UUID,
});
/** Drills 1 and 2 are in the lab "Footwork" (relations 11 and 12); the feed answers them with it. */
const notes = [
  note(1, { access: 1, cooking_relations: [relation(11)] }),
  note(2, { cooking_relations: [relation(12)] }),
  note(3),
];
const inLab = (cooking: Note, id: number): LabNote => ({
  id,
  uuid: relation(id).uuid,
  cooking,
  technique: 900,
});

/** Lists answer; writes do not reach the server (a dropped connection), so their entries stay queued to be read. */
function stubApi() {
  return stubFetch({
    'GET /api/whatiscooking/latest_cookings/*': { body: page([...notes].reverse()) },
    'GET /api/whatiscooking/techniques/list/*': { body: page([lab]) },
    'GET /api/whatiscooking/cookings-of-a-technique/list/*': {
      body: page([inLab(notes[0] as Note, 11), inLab(notes[1] as Note, 12)]),
    },
    'POST /api/whatiscooking/*': 'network-error',
    'PATCH /api/whatiscooking/*': 'network-error',
    'DELETE /api/whatiscooking/*': 'network-error',
  });
}

function open(path: string) {
  store.set(sessionAtom, testSession(true));
  return renderWithProviders(routes, path);
}

const video = (name: string) => screen.findByRole('button', { name });
const create = () => userEvent.click(screen.getByRole('button', { name: 'Create' }));

/* jsdom has no FontFaceSet; Mantine's autosize Textarea listens to it. */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});

beforeEach(async () => {
  await clearMirror();
  stubApi();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

describe('the lab form, creating', () => {
  it('says what is missing, word for word, and queues nothing', async () => {
    open(`/${ME}/labspace/?openLab=true`);
    expect(await screen.findByRole('heading', { name: 'Create a new lab' })).toBeTruthy();
    await create();
    expect(await screen.findByText('Lab name is required')).toBeTruthy();
    expect(screen.getByText('Please select at least one video to publish the lab.')).toBeTruthy();

    await userEvent.click(screen.getByRole('textbox', { name: 'Description' }));
    await userEvent.paste('x'.repeat(256));
    await create();
    expect(await screen.findByText('Description must be 255 characters or less')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows the notes as cards that toggle by click and keyboard, with a lock on a private one', async () => {
    open(`/${ME}/labspace/?openLab=true`);
    const first = await video('Drill 1');
    expect(within(first).getByLabelText('Private')).toBeTruthy();
    expect(within(await video('Drill 2')).queryByLabelText('Private')).toBeNull();
    expect(first.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    await userEvent.keyboard(' ');
    expect(first.getAttribute('aria-pressed')).toBe('true');
    expect(store.get(hasUnsavedInputAtom)).toBe(true);
  });

  it('queues one entry (the lab, then one relation per video), publishes, and OK goes to the lab space', async () => {
    const { router } = open(`/${ME}/labspace/?openLab=true`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Lab name/ }), 'Toprock');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Entries');
    await userEvent.click(await video('Drill 1'));
    await userEvent.click(await video('Drill 3'));
    await create();

    // The server here never answers: the lab is held on the device, and the dialog says only that.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Saved on this device')).toBeTruthy();
    expect(within(dialog).queryByText('Your lab is published! 🎉')).toBeNull();
    const entries = await db.outbox.toArray();
    expect(entries).toHaveLength(1);
    const [row] = await db.labs.toArray();
    expect(row).toMatchObject({ name: 'Toprock', about: 'Entries', username: ME });
    const steps = entries[0]?.steps ?? [];
    expect(steps.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /whatiscooking/techniques/create/',
      'POST /whatiscooking/ct-relations/create/',
      'POST /whatiscooking/ct-relations/create/',
    ]);
    expect(steps[0]?.body).toEqual({ uuid: row?.uuid, name: 'Toprock', about: 'Entries' });
    expect(steps.slice(1).map((s) => s.body)).toEqual([
      expect.objectContaining({ cooking: 1, technique: row?.uuid }),
      expect.objectContaining({ cooking: 3, technique: row?.uuid }),
    ]);
    const related = (await db.cookings.toArray()).filter((c) =>
      c.cooking_relations.some((r) => r.technique_uuid === row?.uuid),
    );
    expect(related.map((c) => c.lesson).sort()).toEqual(['Drill 1', 'Drill 3']);
    expect(screen.getByRole('textbox', { name: /Lab name/ })).toHaveProperty('value', '');

    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe(`/${ME}/labspace/`);
    expect(await screen.findByText('Toprock')).toBeTruthy();
    expect(await screen.findByText('Waiting to sync')).toBeTruthy();
  });

  it('says the lab waits for a connection when offline, and a discard puts the notes back', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    open(`/${ME}/labspace/?openLab=true`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Lab name/ }), 'Offline lab');
    await userEvent.click(await video('Drill 3'));
    await create();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/will be sent when you are back online/)).toBeTruthy();

    const [entry] = await db.outbox.toArray();
    const drill3 = () => db.cookings.get(notes[2]?.uuid as string);
    expect((await drill3())?.cooking_relations).toHaveLength(1);
    await discardWrite(entry?.seq as number);
    expect(await db.labs.count()).toBe(0);
    expect((await drill3())?.cooking_relations).toEqual([]);
  });

  it('offline, shows the notes this device holds quietly: no fetch, no error', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.cookings.put(toRow('cookings', notes[2] as never) as never);
    const api = stubApi();
    open(`/${ME}/labspace/?openLab=true`);
    expect(await video('Drill 3')).toBeTruthy();
    expect(api.to('GET /api/whatiscooking/latest_cookings/')).toEqual([]);
    expect(screen.queryByText('Could not load your video notes.')).toBeNull();
  });

  it('clears the name, description and chosen videos with Clear', async () => {
    open(`/${ME}/labspace/?openLab=true`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Lab name/ }), 'Toprock');
    const card = await video('Drill 2');
    await userEvent.click(card);
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('textbox', { name: /Lab name/ })).toHaveProperty('value', '');
    expect(card.getAttribute('aria-pressed')).toBe('false');
  });
});

describe('the lab form, editing', () => {
  beforeEach(async () => {
    await db.labs.put(lab);
    await db.cookings.bulkPut(notes.map((n) => toRow('cookings', n as never) as never));
  });

  const openEditor = async () => {
    const started = Date.now();
    const view = open(`/${ME}/labspace/?editLab=${LAB_UUID}`);
    expect(await screen.findByRole('heading', { name: 'Edit your lab' })).toBeTruthy();
    return { ...view, waited: Date.now() - started };
  };

  it('preselects the lab videos it fetched', async () => {
    const { fetchMock } = stubApi();
    const { waited } = await openEditor();
    expect(waited).toBeGreaterThanOrEqual(490); // the fetch is held at least 500 ms (spec 9)
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('technique_id=900'))).toBe(true);
    expect((await video('Drill 1')).getAttribute('aria-pressed')).toBe('true');
    expect((await video('Drill 2')).getAttribute('aria-pressed')).toBe('true');
    expect((await video('Drill 3')).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('textbox', { name: /Lab name/ })).toHaveProperty('value', 'Footwork');
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('saves only the changed name when the set is the same, and goes back to the list', async () => {
    const { router } = await openEditor();
    await video('Drill 1');
    const name = screen.getByRole('textbox', { name: /Lab name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Footwork basics');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    const [entry] = await db.outbox.toArray();
    expect(entry?.steps).toEqual([
      {
        method: 'PATCH',
        path: '/whatiscooking/techniques/900',
        body: { name: 'Footwork basics' },
        apply: 'labs',
      },
    ]);
    expect(await screen.findByText('Lab updated.')).toBeTruthy();
    expect(await screen.findByText('Footwork basics')).toBeTruthy();
  });

  it('queues nothing when nothing changed', async () => {
    await openEditor();
    await video('Drill 1');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Your lab is up to date.')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });

  it('creates relations for new videos and deletes those of dropped ones, then saves the name', async () => {
    const { router } = await openEditor();
    await userEvent.click(await video('Drill 1'));
    await userEvent.click(await video('Drill 3'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), ' daily');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    const [entry] = await db.outbox.toArray();
    expect(entry?.steps.map((s) => `${s.method} ${s.path}`)).toEqual([
      'POST /whatiscooking/ct-relations/create/',
      'DELETE /whatiscooking/ct-relations/11',
      'PATCH /whatiscooking/techniques/900',
    ]);
    expect(entry?.steps[0]?.body).toMatchObject({ cooking: 3, technique: 900 });
    expect(entry?.steps[1]?.goneIsDone).toBe(true);
    expect(entry?.steps[2]?.body).toEqual({ about: 'Six steps daily' });
    const inLabNow = (await db.cookings.toArray())
      .filter((c) => c.cooking_relations.some((r) => r.technique_uuid === LAB_UUID))
      .map((c) => c.lesson)
      .sort();
    expect(inLabNow).toEqual(['Drill 2', 'Drill 3']);
    // The save is over (the form's submit settles with it) before the file's page is taken down.
    expect(await screen.findByText('Lab updated.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
