/**
 * What a journey cites, against the real server: the form's workshop picker (the workshops the author
 * is going to, chosen offline from the mirror and sent with the queued journey), and the card and the
 * journey showing the workshop, "Attended" once the author was checked in, and the author's result at
 * the event; a journey kept on the device from before shows without them.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderCrop } from '../../src/client/lib/crop-image';
import { clearMirror, db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { workshopsApi } from '../../src/shared/api-paths';
import type { Workshop } from '../../src/shared/schemas/workshops';
import { createArtist } from '../helpers/accounts';
import { decideFinal, finalBetween } from '../helpers/battle-final';
import { createWorkshop } from '../helpers/events';
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

const going = (uuid: string) =>
  call(w.t, 'POST', `/api${workshopsApi.going}`, { workshop: uuid }, w.author.token);
const remove = (uuid: string) => call(w.t, 'DELETE', `/api/journey/${uuid}/`, undefined, w.author.token);

describe("the journey form's workshop", () => {
  /** Opens the form online until its picker lists the workshops the author is going to. */
  async function pickerSeen(title: string) {
    const form = await open(w, '/upload/journey', w.author);
    await userEvent.click(await screen.findByRole('combobox', { name: /^Workshop/ }));
    expect(await screen.findByRole('option', { name: title })).toBeTruthy();
    return form;
  }

  it('lists only the workshops the author is going to', async () => {
    const lab = await createWorkshop(w.t, w.other.token, 'Footwork Lab');
    await createWorkshop(w.t, w.other.token, 'Not Going Class');
    expect((await going(lab.uuid)).status).toBe(201);
    await pickerSeen('Footwork Lab');
    expect(screen.queryByRole('option', { name: 'Not Going Class' })).toBeNull();
  });

  it('is chosen offline from the mirror and sent with the queued journey', async () => {
    vi.mocked(renderCrop).mockImplementation(() => photoFile());
    const lab = await createWorkshop(w.t, w.other.token, 'Toprock Lab');
    expect((await going(lab.uuid)).status).toBe(201);
    (await pickerSeen('Toprock Lab')).unmount();

    net.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await open(w, '/upload/journey', w.author);
    await userEvent.upload(await screen.findByLabelText('Add a photo'), await photoFile());
    await screen.findByRole('img', { name: 'Photo 1' });
    await userEvent.click(screen.getByRole('textbox', { name: /^Title/ }));
    await userEvent.paste('Toprock at last');
    await userEvent.click(screen.getByRole('combobox', { name: /^Workshop/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Toprock Lab' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(await screen.findByRole('dialog')).getByText('Saved on this device')).toBeTruthy();
    const [entry] = await db.outbox.toArray();
    expect(entry?.steps.at(-1)?.body).toMatchObject({ joevent: 'Toprock at last', workshop: lab.uuid });
    const named = { uuid: lab.uuid, title: 'Toprock Lab', attended: false };
    expect((await db.journeys.get(entry?.target ?? ''))?.workshop).toEqual(named);

    net.offline = false;
    onLine.mockReturnValue(true);
    await replayOutbox();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const landed = await call(w.t, 'GET', `/api/journey/${entry?.target}/`, undefined, w.author.token);
    expect(landed.body.workshop).toEqual(named);
    await remove(entry?.target ?? '');
  });
});

describe('a journey citing a workshop and a result', () => {
  it("shows 'Attended' once the author was checked in, and the author's result at its event", async () => {
    const lab = await createWorkshop(w.t, w.other.token, 'Door Lab');
    expect((await going(lab.uuid)).status).toBe(201);
    const seen = await call(w.t, 'GET', `/api${workshopsApi.workshop(lab.uuid)}`, undefined, w.author.token);
    const door = (seen.body as Workshop).my_door;
    const checkin = { workshop_uuid: lab.uuid, going: door?.going };
    expect((await call(w.t, 'POST', `/api${workshopsApi.checkin}`, checkin, w.other.token)).status).toBe(200);
    const judge = await createArtist(w.t, 'citeJudge');
    const rival = await createArtist(w.t, 'citeRival');
    const jam = await finalBetween(w.t, { organiser: w.other, judge, dancers: [w.author, rival] }, 'Harbour');
    await decideFinal(w.t, judge, jam.battle, jam.final, w.author);
    const journey = await post(w, { joevent: 'Won at the harbour', event: jam.event, workshop: lab.uuid });

    const first = await open(w, `/journeyRue/journey?journey=${journey.uuid}`, w.other);
    const dialog = within(await screen.findByRole('dialog', { name: 'Won at the harbour' }));
    const card = within(await screen.findByRole('article', { name: 'Won at the harbour' }));
    for (const shown of [dialog, card]) {
      expect(shown.getByRole('link', { name: 'Door Lab' }).getAttribute('href')).toBe(
        `/workshops/${lab.uuid}`,
      );
      expect(shown.getByRole('img', { name: 'Attended: checked in at the door' })).toBeTruthy();
      const result = shown.getByRole('link', { name: 'Winner · Bboy · Breaking · 1v1' });
      expect(result.getAttribute('href')).toBe(`/events/${jam.event}/battles/${jam.battle}`);
      expect(shown.getByRole('link', { name: 'Harbour' })).toBeTruthy();
    }
    first.unmount();

    // A journey the device kept from before journeys cited workshops and results.
    await db.journeys.update(journey.uuid, { workshop: undefined, results: undefined });
    net.offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.lists.clear();
    await open(w, '/journeyRue/journey', w.other);
    const kept = within(await screen.findByRole('article', { name: 'Won at the harbour' }));
    expect(kept.getByRole('link', { name: 'Harbour' })).toBeTruthy();
    expect(kept.queryByRole('link', { name: 'Door Lab' })).toBeNull();
    expect(kept.queryByRole('list', { name: 'Battle results' })).toBeNull();
    await remove(journey.uuid);
  });
});
