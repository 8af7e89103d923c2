/**
 * A workshop's door against the real server (issue 29): a goer's page shows their code for the door,
 * offline too, drawn so the app reads it back; the organiser ticks a goer offline (the headcount
 * moves at once, the check-in lands once back online) and scans another's code from a photo; the goer
 * then reads "You attended", and their "I'm going" stays.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import WorkshopRoute from '../../src/client/app/routes/workshop';
import { readGoerText } from '../../src/client/features/workshops/goer-code';
import { db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { decodePixels, type Pixels } from '../../src/client/ui/qr/read-code';
import { workshopsApi } from '../../src/shared/api-paths';
import type { DoorList } from '../../src/shared/schemas/workshop-door';
import type { Workshop } from '../../src/shared/schemas/workshops';
import { renderedCode, showPicture } from '../helpers/qr-pixels';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

const routes: RouteObject[] = [{ path: '/workshops/:uuid', element: <WorkshopRoute /> }];
const userEvent = userEventModule.setup({ delay: null });

let organiser: Artist;
let ana: Artist;
let ben: Artist;
let workshop: Workshop;

const suite = realApiSuite(async (t) => {
  organiser = await createArtist(t, 'doorHost', 'Host');
  ana = await createArtist(t, 'doorAna', 'Ana');
  ben = await createArtist(t, 'doorBen', 'Ben');
  const poster = await readyUpload(t, organiser.token, 'W');
  const made = { title: 'Door Class', poster, start_date: '2031-06-06', country: 'FR' };
  workshop = (await call(t, 'POST', `/api${workshopsApi.create}`, made, organiser.token)).body;
  for (const who of [ana, ben])
    await call(t, 'POST', `/api${workshopsApi.going}`, { workshop: workshop.uuid }, who.token);
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function open(as: Artist) {
  store.set(sessionAtom, await sessionOf(suite.t, as));
  return renderWithProviders(routes, `/workshops/${workshop.uuid}`);
}
const door = async () =>
  (await call(suite.t, 'GET', `/api${workshopsApi.door(workshop.uuid)}`, undefined, organiser.token))
    .body as DoorList;
const attended = async () => (await door()).results.filter((g) => g.attended).map((g) => g.username);
const offline = (off: boolean) => {
  suite.online = !off;
  suite.server.offline = off;
};

/** The code a goer's page draws, as pixels, once it is drawn. */
async function codeOnPage(): Promise<Pixels> {
  const image = await screen.findByRole('img', { name: 'Your code for the door' });
  await waitFor(() => expect(image.querySelector('path')).not.toBeNull());
  return renderedCode(image);
}

describe('a goer', () => {
  it('sees their code for the door, offline too, and the app reads it back as theirs', async () => {
    const first = await open(ben);
    const mine = (
      await call(suite.t, 'GET', `/api${workshopsApi.workshop(workshop.uuid)}`, undefined, ben.token)
    ).body.my_door;
    const read = readGoerText((await decodePixels(await codeOnPage())) ?? '');
    expect(read).toEqual({ workshop: workshop.id, going: mine.going, code: mine.code });
    first.unmount();
    offline(true);
    await open(ben);
    expect(readGoerText((await decodePixels(await codeOnPage())) ?? '')).toEqual(read);
  });
});

describe('the organiser at the door', () => {
  it('ticks a goer offline, the headcount moves at once, and the check-in lands once', async () => {
    await open(organiser);
    const panel = await screen.findByRole('region', { name: 'At the door' });
    expect(await within(panel).findByText('0 of 2 here')).toBeTruthy();
    offline(true);
    await userEvent.click(within(panel).getByRole('checkbox', { name: /Ana/ }));
    expect(await within(panel).findByText('1 of 2 here')).toBeTruthy();
    expect(await within(panel).findByText('Waiting to sync')).toBeTruthy();
    expect(await attended()).toEqual([]);

    offline(false);
    await replayOutbox();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(await attended()).toEqual(['doorAna']);
    const sent = suite.server.sent.filter(
      (s) => s.method === 'POST' && s.path === `/api${workshopsApi.checkin}`,
    );
    expect(sent).toHaveLength(1);
  });

  it('scans a goer’s code from a photo and checks them in; the goer then reads "You attended"', async () => {
    const goer = await open(ben);
    const pixels = await codeOnPage();
    goer.unmount();
    const host = await open(organiser);
    const panel = await screen.findByRole('region', { name: 'At the door' });
    expect(await within(panel).findByText('1 of 2 here')).toBeTruthy();
    showPicture(pixels);
    await userEvent.click(within(panel).getByRole('button', { name: 'Scan codes' }));
    await userEvent.upload(
      within(panel).getByLabelText('Read a photo of the code'),
      new File(['jpeg'], 'code.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(panel).findByText('Ben is checked in.')).toBeTruthy();
    await waitFor(async () => expect(await attended()).toEqual(['doorBen', 'doorAna']));
    expect(await within(panel).findByText('2 of 2 here')).toBeTruthy();
    const scanned = suite.server.sent.find((s) => s.path === `/api${workshopsApi.checkin}`);
    expect(scanned?.body).toMatchObject({
      going: expect.any(Number),
      code: expect.stringMatching(/^[\w-]{16}$/),
    });

    host.unmount();
    await open(ben);
    expect(await screen.findByText('You attended')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Your code for the door' })).toBeNull();
    // Checked in, their place stays: "I'm going" is no longer a toggle that would unsay it.
    expect(screen.getByText("I'm going")).toBeTruthy();
    expect(screen.queryByRole('button', { name: "I'm going" })).toBeNull();
  });
});
