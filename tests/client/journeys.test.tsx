/**
 * Journeys against the real server: the form's messages, posting with a real photo, an edit sending
 * only its changes, the Journey tab (a private journey hidden from others, highlights, a journey's
 * modal with the author's highlight switch) and the mirrored rows shown offline.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCrop } from '../../src/client/lib/crop-image';
import { clearMirror, db, type EventRow } from '../../src/client/lib/db';
import { toRow } from '../../src/client/lib/mirror';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { createEvent } from '../helpers/events';
import { makeWorld, open, photoFile, post, serve, type World } from '../helpers/journeys-world';
import { call } from '../helpers/server';

/* jsdom draws no canvas: a photo kept offline is resized by the browser (tests/e2e/journeys.spec.ts). */
vi.mock('../../src/client/lib/crop-image', () => ({ renderCrop: vi.fn() }));

let w: World;
let net: ReturnType<typeof serve>;

/* jsdom has no FontFaceSet (autosize Textarea) nor IntersectionObserver (the carousel). */
Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});
class NoIntersections {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

beforeAll(async () => {
  w = await makeWorld();
}, 120_000);
afterAll(() => w.t.close());
beforeEach(async () => {
  await clearMirror();
  vi.stubGlobal('IntersectionObserver', NoIntersections);
  net = serve(w);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  store.set(sessionAtom, null);
});

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
/** Types by pasting: key by key, a long form outlasts the test on a busy machine. */
async function fill(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: /^(Submit|Update)$/ }));
const ofServer = async (uuid: string) =>
  (await call(w.t, 'GET', `/api/journey/${uuid}/`, undefined, w.author.token)).body;

describe('the journey form', () => {
  it('says what is missing or wrong, word for word', async () => {
    await open(w, '/upload/journey', w.author);
    expect(await screen.findByRole('heading', { name: 'Reflect on your journey' })).toBeTruthy();
    expect(screen.getByText('0/255')).toBeTruthy();
    await fill(field('Instagram link'), 'not-a-link');
    await fill(field('YouTube link'), 'https://you tube.com');
    await fill(field('Other link'), 'ftp://example.com');
    await submit();
    expect(await screen.findByText('Journey title is required')).toBeTruthy();
    expect(screen.getByText('Please upload at least one image.')).toBeTruthy();
    expect(screen.getByText('No spaces are allowed.')).toBeTruthy();
    expect(screen.getAllByText('URL must be valid')).toHaveLength(2);
    await fill(field('Title'), 'Battle of the Year');
    expect(screen.getByText('18/255')).toBeTruthy();
    expect(net.sent.some((s) => s.method === 'POST' && s.path.startsWith('/api/journey/'))).toBe(false);
  });

  it('posts a journey with a photo uploaded for real, and leads to it on the Journey tab', async () => {
    vi.mocked(renderCrop).mockImplementation(() => photoFile());
    const { router } = await open(w, '/upload/journey', w.author);
    await userEvent.upload(await screen.findByLabelText('Add a photo'), await photoFile());
    expect(await screen.findByRole('img', { name: 'Photo 1' })).toBeTruthy();
    await fill(field('Title'), 'Cypher in Lyon');
    await fill(field('Your experience'), 'Danced until sunrise');
    await userEvent.click(screen.getByRole('switch', { name: /Private/ }));
    await submit();
    expect(await screen.findByText('Your journey is posted. 🎉')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'View Journey' }));
    const uuid = router.state.location.search.replace('?journey=', '');
    expect(router.state.location.pathname).toBe('/journeyRue/journey');
    expect(await ofServer(uuid)).toMatchObject({
      joevent: 'Cypher in Lyon',
      jocontent: 'Danced until sunrise',
      isprivate: true,
      occured: new Date().toISOString().slice(0, 10),
      jophoto2: null,
    });
    await call(w.t, 'DELETE', `/api/journey/${uuid}/`, undefined, w.author.token);
  });

  it('names an event the device knows, which the Journey tab then links to', async () => {
    vi.mocked(renderCrop).mockImplementation(() => photoFile());
    const jam = await createEvent(w.t, w.other.token, { title: 'Lyon Battle' });
    const read = await call(w.t, 'GET', `/api/events/list/${jam.uuid}/`, undefined, w.author.token);
    await db.events.put(toRow('events', read.body) as unknown as EventRow);
    const { router } = await open(w, '/upload/journey', w.author);
    await userEvent.upload(await screen.findByLabelText('Add a photo'), await photoFile());
    await screen.findByRole('img', { name: 'Photo 1' });
    await fill(field('Title'), 'Judged in Lyon');
    await userEvent.click(screen.getByRole('combobox', { name: /^Event/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lyon Battle' }));
    await submit();
    expect(await screen.findByText('Your journey is posted. 🎉')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'View Journey' }));
    const uuid = router.state.location.search.replace('?journey=', '');
    expect((await ofServer(uuid)).event).toEqual({ uuid: jam.uuid, title: 'Lyon Battle' });
    const link = await screen.findByRole('link', { name: 'Lyon Battle' });
    expect(link.getAttribute('href')).toBe(`/events/${jam.uuid}`);
    await call(w.t, 'DELETE', `/api/journey/${uuid}/`, undefined, w.author.token);
  });

  it('posts offline with three photos kept on the device, which land once with the journey when back online', async () => {
    vi.mocked(renderCrop).mockImplementation(() => photoFile());
    net.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await open(w, '/upload/journey', w.author);
    await userEvent.upload(await screen.findByLabelText('Add a photo'), await photoFile());
    for (const n of [2, 3]) {
      await screen.findByRole('img', { name: `Photo ${n - 1}` });
      await userEvent.upload(screen.getByLabelText('Add another photo'), await photoFile());
    }
    await screen.findByRole('img', { name: 'Photo 3' });
    await fill(field('Title'), 'Train home from Seoul');
    await submit();
    const held = await screen.findByRole('dialog');
    expect(within(held).getByText('Saved on this device')).toBeTruthy();
    expect(
      within(held).getByText(
        'You are offline: it is saved on this device and will be sent when you are back online.',
      ),
    ).toBeTruthy();
    expect(vi.mocked(renderCrop)).toHaveBeenCalledTimes(3);
    const [entry] = await db.outbox.toArray();
    expect(entry?.images).toHaveLength(3);
    expect(entry?.steps.map((step) => step.path).at(-1)).toBe('/journey/');
    const pending = await db.journeys.get(entry?.target ?? '');
    expect(pending).toMatchObject({ joevent: 'Train home from Seoul', jophoto1: '' });
    expect(pending?.localImages).toHaveLength(3);

    net.offline = false;
    onLine.mockReturnValue(true);
    await replayOutbox();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const landed = await ofServer(entry?.target ?? '');
    expect(landed).toMatchObject({ joevent: 'Train home from Seoul' });
    for (const photo of [landed.jophoto1, landed.jophoto2, landed.jophoto3])
      expect(photo).toMatch(/^\/media\/medium\/j-/);
    const mine = await call(
      w.t,
      'GET',
      '/api/journey/list/?whose_e1t1_journey=journeyRue',
      undefined,
      w.author.token,
    );
    expect(
      mine.body.results.filter((j: { joevent: string }) => j.joevent === 'Train home from Seoul'),
    ).toHaveLength(1);
    expect(net.sent.filter((s) => s.path === '/api/uploads/presign/')).toHaveLength(3);
    await call(w.t, 'DELETE', `/api/journey/${entry?.target}/`, undefined, w.author.token);
  });

  it('edits offline, a photo added on the device: shown at once, sent once when back online', async () => {
    vi.mocked(renderCrop).mockImplementation(() => photoFile());
    const journey = await post(w, { joevent: 'Jam in Paris' });
    const first = await open(w, `/upload/journey?edit=${journey.uuid}`, w.author);
    await screen.findByDisplayValue('Jam in Paris');
    first.unmount();
    net.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await open(w, `/upload/journey?edit=${journey.uuid}`, w.author);
    const title = await screen.findByDisplayValue('Jam in Paris');
    await userEvent.clear(title);
    await fill(title, 'Jam in Paris, day two');
    await userEvent.upload(screen.getByLabelText('Add another photo'), await photoFile());
    await screen.findByRole('img', { name: 'Photo 2' });
    await submit();
    const held = await screen.findByRole('dialog');
    expect(within(held).getByText('Saved on this device')).toBeTruthy();
    expect(
      within(held).getByText(
        'You are offline: it is saved on this device and will be sent when you are back online.',
      ),
    ).toBeTruthy();
    expect(await db.journeys.get(journey.uuid)).toMatchObject({ joevent: 'Jam in Paris, day two' });
    const [entry] = await db.outbox.toArray();
    expect(entry?.steps.at(-1)).toMatchObject({
      method: 'PATCH',
      body: { joevent: 'Jam in Paris, day two', jophoto2: '{{key0}}' },
    });

    net.offline = false;
    onLine.mockReturnValue(true);
    await replayOutbox();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const saved = await ofServer(journey.uuid);
    expect(saved).toMatchObject({ joevent: 'Jam in Paris, day two', jophoto1: journey.jophoto1 });
    expect(saved.jophoto2).toMatch(/^\/media\/medium\/j-/);
    expect(net.patches).toHaveLength(1);
    await call(w.t, 'DELETE', `/api/journey/${journey.uuid}/`, undefined, w.author.token);
  });

  it('sends only what changed on an edit, and says when nothing did', async () => {
    const journey = await post(w, { joevent: 'Workshop in Seoul', jocontent: 'Footwork', country: 'KR' });
    await open(w, `/upload/journey?edit=${journey.uuid}`, w.author);
    expect(await screen.findByRole('heading', { name: 'Edit your journey' })).toBeTruthy();
    const title = await screen.findByDisplayValue('Workshop in Seoul');
    await userEvent.clear(title);
    await fill(title, 'Workshop in Busan');
    await submit();
    expect(await screen.findByText('Your journey is updated. 🎉')).toBeTruthy();
    expect(net.patches).toEqual([{ joevent: 'Workshop in Busan' }]);
    expect(await ofServer(journey.uuid)).toMatchObject({ joevent: 'Workshop in Busan', country: 'KR' });
    await userEvent.click(screen.getByRole('button', { name: 'View Journey' }));
    await open(w, `/upload/journey?edit=${journey.uuid}`, w.author);
    await screen.findByDisplayValue('Workshop in Busan');
    await submit();
    expect(await screen.findByText('Journey is up to date. 🎉')).toBeTruthy();
    expect(net.patches).toHaveLength(1);
    await call(w.t, 'DELETE', `/api/journey/${journey.uuid}/`, undefined, w.author.token);
  });
});

describe('the Journey tab', () => {
  it("keeps a private journey to its author, marked 'Private'", async () => {
    const open1 = await post(w, { joevent: 'Open session', country: 'FR' });
    const secret = await post(w, { joevent: 'Secret training', isprivate: true });
    const theirs = await open(w, '/journeyRue/journey', w.other);
    expect(await screen.findByRole('article', { name: 'Open session' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Secret training' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Reflect on your journey' })).toBeNull();

    theirs.unmount();
    await clearMirror();
    await open(w, '/journeyRue/journey', w.author);
    const mine = within(await screen.findByRole('article', { name: 'Secret training' }));
    expect(mine.getByText('Private')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Open session' })).getByText(/France/)).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Reflect on your journey' })).toHaveLength(1);
    for (const j of [open1, secret])
      await call(w.t, 'DELETE', `/api/journey/${j.uuid}/`, undefined, w.author.token);
  });

  it('shows the highlights first, and the author turns one on from the journey', async () => {
    const shown = await post(w, { joevent: 'First battle', ishighlight: true });
    const later = await post(w, { joevent: 'Jam in Tokyo', jolink: 'https://example.com/jam' });
    await open(w, `/journeyRue/journey?journey=${later.uuid}`, w.author);
    const highlights = within(await screen.findByRole('region', { name: 'Highlights' }));
    expect(await highlights.findByText('First battle')).toBeTruthy();
    expect(highlights.queryByText('Jam in Tokyo')).toBeNull();
    const dialog = within(await screen.findByRole('dialog', { name: 'Jam in Tokyo' }));
    expect(dialog.getByRole('link', { name: 'Link' }).getAttribute('href')).toBe('https://example.com/jam');
    await userEvent.click(dialog.getByRole('switch', { name: 'Highlight' }));
    expect(await highlights.findByText('Jam in Tokyo')).toBeTruthy();
    await waitFor(async () => expect((await ofServer(later.uuid)).ishighlight).toBe(true));
    for (const j of [shown, later])
      await call(w.t, 'DELETE', `/api/journey/${j.uuid}/`, undefined, w.author.token);
  });

  it('deletes a journey after a confirmation', async () => {
    const gone = await post(w, { joevent: 'To forget' });
    await open(w, `/journeyRue/journey?journey=${gone.uuid}`, w.author);
    const dialog = within(await screen.findByRole('dialog', { name: 'To forget' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete journey' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect((await call(w.t, 'GET', `/api/journey/${gone.uuid}/`, undefined, w.author.token)).status).toBe(
      404,
    );
    expect(screen.queryByRole('article', { name: 'To forget' })).toBeNull();
  });

  it('opens offline with the journeys mirrored before', async () => {
    const kept = await post(w, { joevent: 'Kept offline' });
    const first = await open(w, '/journeyRue/journey', w.other);
    await screen.findByRole('article', { name: 'Kept offline' });
    first.unmount();
    net.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.lists.clear();
    await open(w, '/journeyRue/journey', w.other);
    expect(await screen.findByRole('article', { name: 'Kept offline' })).toBeTruthy();
    await call(w.t, 'DELETE', `/api/journey/${kept.uuid}/`, undefined, w.author.token);
  });
});
