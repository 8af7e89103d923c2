/**
 * The workshop pages against the real server: /workshops upcoming first with search (and offline
 * from the mirror), a workshop's page (when in its own time zone, where with a map link, Add to
 * calendar), "I'm going" made offline and sent once, the room entered with the token, asked for and approved by the organiser, and the
 * page opening offline from the mirror with its room; the portfolio's Workshops tab.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import PortfolioTabRoute from '../../src/client/app/routes/portfolio-tab';
import WorkshopRoute from '../../src/client/app/routes/workshop';
import WorkshopsRoute from '../../src/client/app/routes/workshops';
import { clearMirror, db, type NoteRow } from '../../src/client/lib/db';
import { toRow } from '../../src/client/lib/mirror';
import { replayOutbox } from '../../src/client/lib/outbox';
import { sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { type Workshop, workshopMsg } from '../../src/shared/schemas/workshops';
import { type Artist, createArtist, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

const routes: RouteObject[] = [
  { path: '/workshops', element: <WorkshopsRoute /> },
  { path: '/workshops/:uuid', element: <WorkshopRoute /> },
  { path: '/:username/workshops', element: <PortfolioTabRoute /> },
];
const userEvent = userEventModule.setup({ delay: null });

let organiser: Artist;
let dancer: Artist;
let soon: Workshop;

const make = async (fields: Record<string, unknown>) =>
  (
    await call(
      suite.t,
      'POST',
      '/api/workshops/create/',
      { poster: await readyUpload(suite.t, organiser.token, 'W'), country: 'DE', ...fields },
      organiser.token,
    )
  ).body as Workshop;

const suite = realApiSuite(async (t) => {
  organiser = await createArtist(t, 'zedOrganiser', 'Zed');
  dancer = await createArtist(t, 'liDancer', 'Li');
  await make({ title: 'Later Jam', start_date: '2032-01-01' });
  soon = await make({
    title: 'Berlin Popping',
    start_date: '2031-03-30',
    start_time: '10:00',
    end_time: '12:00',
    timezone: 'Europe/Berlin',
    venue: 'Studio Kreuzberg',
    teacher1: 'zedOrganiser',
  });
});

async function open(path: string, as?: Artist) {
  store.set(sessionAtom, as ? await sessionOf(suite.t, as) : null);
  return renderWithProviders(routes, path);
}

describe('/workshops', () => {
  it('lists upcoming workshops soonest first and searches by text', async () => {
    const first = await open('/workshops');
    const list = await screen.findByRole('list', { name: 'Upcoming workshops' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.textContent?.split('2031')[0]),
    ).toEqual([expect.stringContaining('Berlin Popping'), expect.stringContaining('Later Jam')]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search workshops' }), 'kreuz');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Upcoming workshops' })).getAllByRole('link'),
      ).toHaveLength(1),
    );
    expect(
      suite.server.sent.some(
        (s) => s.path.startsWith('/api/workshops/search/?') && s.path.includes('query=kreuz'),
      ),
    ).toBe(true);
    first.unmount();

    // Opened again without a connection: the list as last fetched, from the mirror.
    suite.online = false;
    suite.server.offline = true;
    await open('/workshops');
    const mirrored = await screen.findByRole('list', { name: 'Upcoming workshops' });
    expect(within(mirrored).getAllByRole('link')).toHaveLength(2);
  });
});

describe("a workshop's page", () => {
  it('says when in its own time zone, where with a map link, and offers the calendar file', async () => {
    await open(`/workshops/${soon.uuid}`);
    expect(await screen.findByRole('heading', { name: 'Berlin Popping' })).toBeTruthy();
    expect(screen.getByText('Sunday, March 30, 2031, 10:00 AM – 12:00 PM')).toBeTruthy();
    const where = screen.getByRole('link', { name: 'Studio Kreuzberg, Germany' });
    expect(where.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/search?query=Studio%20Kreuzberg%2C%20Germany',
    );
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      `/api/calendar/workshops/${soon.uuid}.ics`,
    );
  });

  it("says I'm going offline, counts it at once, and sends it once back online", async () => {
    const page = await open(`/workshops/${soon.uuid}`, dancer);
    const going = await screen.findByRole('button', { name: "I'm going" });
    suite.online = false;
    suite.server.offline = true;
    await userEvent.click(going);
    await waitFor(() => expect(going.getAttribute('aria-pressed')).toBe('true'));
    expect(screen.getByText('1 going')).toBeTruthy();
    expect(await db.outbox.count()).toBe(1);
    page.unmount();
    // Still offline: /workshops lists it first, among the workshops I am going to.
    await open('/workshops', dancer);
    const mine = await screen.findByRole('list', { name: 'Workshops I am going to' });
    expect(
      within(mine)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Berlin Popping')]);
    suite.online = true;
    suite.server.offline = false;
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
    const res = await call(suite.t, 'GET', `/api/workshops/${soon.uuid}/`, undefined, dancer.token);
    expect(res.body).toMatchObject({ going_count: 1, is_going: true });
    expect(suite.server.sent.filter((s) => s.path === '/api/workshops/iamgoing/')).toHaveLength(1);
  });

  it('lets a dancer ask to enter the room, the organiser approve them and see the room token', async () => {
    const note = await call(
      suite.t,
      'POST',
      '/api/whatiscooking/cooking/',
      { video: 'https://youtu.be/dQw4w9WgXcQ', access: 5, lesson: 'Warm-up drill' },
      organiser.token,
    );
    await call(
      suite.t,
      'POST',
      '/api/workshops/room/videos/',
      { workshop_uuid: soon.uuid, cooking: note.body.uuid },
      organiser.token,
    );
    const first = await open(`/workshops/${soon.uuid}`, dancer);
    await userEvent.click(await screen.findByRole('button', { name: 'Request access' }));
    expect(await screen.findByText('Your request is waiting for the organiser.')).toBeTruthy();
    // Shown at once, it is sent by the outbox just after: the organiser signs in on this device once it is.
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    first.unmount();

    const organiserPage = await open(`/workshops/${soon.uuid}`, organiser);
    const request = await screen.findByLabelText('liDancer');
    await userEvent.click(within(request).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('liDancer')).getByRole('button', { name: 'Approve' }),
      ).toHaveProperty('disabled', true),
    );
    expect(within(screen.getByLabelText('liDancer')).getByText('Approved')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Show the room token' }));
    expect(await screen.findByText(/^[\w-]{24}$/)).toBeTruthy();
    organiserPage.unmount();

    // Let in, the dancer finds the workshop among their rooms on /workshops.
    await open('/workshops', dancer);
    const rooms = await screen.findByRole('list', { name: 'My rooms' });
    expect(
      within(rooms)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Berlin Popping')]);
  });

  it('opens offline from the mirror, with the room as last seen', async () => {
    const first = await open(`/workshops/${soon.uuid}`, dancer);
    expect(await screen.findByRole('link', { name: 'Warm-up drill' })).toBeTruthy();
    first.unmount();
    suite.online = false;
    suite.server.offline = true;
    await open(`/workshops/${soon.uuid}`, dancer);
    expect(await screen.findByRole('heading', { name: 'Berlin Popping' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Warm-up drill' })).toBeTruthy();
  });

  it('lets the organiser make a new token and take a member out, who may ask again a day later', async () => {
    // Kai asked and was let in.
    const kai = await createArtist(suite.t, 'kaiDancer', 'Kai');
    const asked = await call(
      suite.t,
      'POST',
      '/api/workshops/room/request-access/',
      { workshop_uuid: soon.uuid },
      kai.token,
    );
    const approve = `/api/workshops/room/request-access/${asked.body.id}/approve/`;
    expect((await call(suite.t, 'POST', approve, undefined, organiser.token)).body).toMatchObject({
      status: 'approved',
    });
    const page = await open(`/workshops/${soon.uuid}`, organiser);
    await userEvent.click(await screen.findByRole('button', { name: 'Show the room token' }));
    await userEvent.click(await screen.findByRole('button', { name: 'New token' }));
    expect(
      await screen.findByText(
        'A new token: the old one no longer lets anyone in. Members already in the room stay.',
      ),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Take Kai out of the room' }));
    expect(
      await screen.findByText(
        'Kai is out of the room. The room token still lets them in until you make a new one.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Take Kai out of the room' })).toBeNull(),
    );
    page.unmount();

    await open(`/workshops/${soon.uuid}`, kai);
    expect(
      await screen.findByText('Your request was refused. You can ask again a day after you last asked.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ask again' }));
    expect(await screen.findByText(workshopMsg.askAgainLater)).toBeTruthy();
  });
});

describe('the room at the venue without a connection', () => {
  it('lets the organiser let a dancer in and share a note, a dancer ask, each shown at once and sent once', async () => {
    const mia = await createArtist(suite.t, 'miaDancer', 'Mia');
    const noor = await createArtist(suite.t, 'noorDancer', 'Noor');
    await call(
      suite.t,
      'POST',
      '/api/workshops/room/request-access/',
      { workshop_uuid: soon.uuid },
      mia.token,
    );
    const note = await call(
      suite.t,
      'POST',
      '/api/whatiscooking/cooking/',
      { video: 'https://youtu.be/dQw4w9WgXcQ', access: 5, lesson: 'Venue cool-down' },
      organiser.token,
    );
    // The organiser opened the page online (the room with its requests) and keeps the note.
    await db.cookings.put(toRow('cookings', note.body) as NoteRow);
    const before = await open(`/workshops/${soon.uuid}`, organiser);
    await screen.findByLabelText('miaDancer');
    before.unmount();

    suite.online = false;
    suite.server.offline = true;
    const venue = await open(`/workshops/${soon.uuid}`, organiser);
    await userEvent.click(
      within(await screen.findByLabelText('miaDancer')).getByRole('button', { name: 'Approve' }),
    );
    expect(await within(screen.getByLabelText('miaDancer')).findByText('Approved')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Take Mia out of the room' })).toBeTruthy();
    expect((await screen.findAllByText('Saved on this device')).length).toBeGreaterThan(0);
    await userEvent.click(await screen.findByRole('combobox', { name: 'Share one of your video notes' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Venue cool-down' }));
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(await screen.findByRole('link', { name: 'Venue cool-down' })).toBeTruthy();
    expect(await db.outbox.count()).toBe(2);

    suite.online = true;
    suite.server.offline = false;
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
    const members = await call(
      suite.t,
      'GET',
      `/api/workshops/room/members/?workshop_uuid=${soon.uuid}`,
      undefined,
      organiser.token,
    );
    expect(members.body.results.map((m: { username: string }) => m.username)).toContain('miaDancer');
    const videos = await call(
      suite.t,
      'GET',
      `/api/workshops/room/videos/?workshop_uuid=${soon.uuid}`,
      undefined,
      mia.token,
    );
    expect(videos.body.results.map((v: { cooking: { uuid: string } }) => v.cooking.uuid)).toContain(
      note.body.uuid,
    );
    const posts = (path: string) =>
      suite.server.sent.filter((s) => s.method === 'POST' && s.path.startsWith(path));
    expect(posts('/api/workshops/room/request-access/')).toHaveLength(1);
    expect(posts('/api/workshops/room/videos/')).toHaveLength(1);

    venue.unmount();

    // On her own phone, a dancer who saw the room once asks offline: it waits, then reaches the organiser once.
    await clearMirror();
    const first = await open(`/workshops/${soon.uuid}`, noor);
    expect(await screen.findByRole('button', { name: 'Request access' })).toBeTruthy();
    first.unmount();
    suite.online = false;
    suite.server.offline = true;
    await open(`/workshops/${soon.uuid}`, noor);
    await userEvent.click(await screen.findByRole('button', { name: 'Request access' }));
    expect(await screen.findByText('Your request is waiting for the organiser.')).toBeTruthy();
    suite.online = true;
    suite.server.offline = false;
    await replayOutbox();
    const requests = await call(
      suite.t,
      'GET',
      `/api/workshops/room/request-access-code-list/?workshop_uuid=${soon.uuid}`,
      undefined,
      organiser.token,
    );
    expect(requests.body.results.filter((r: { username: string }) => r.username === 'noorDancer')).toEqual([
      expect.objectContaining({ status: 'pending' }),
    ]);
  });
});

describe("the portfolio's Workshops tab", () => {
  it('lists what the artist organised and teaches', async () => {
    await open('/zedOrganiser/workshops');
    const organised = await screen.findByRole('list', { name: 'Organised by @zedOrganiser' });
    expect(within(organised).getAllByRole('link')).toHaveLength(2);
    const taught = await screen.findByRole('list', { name: 'Taught by @zedOrganiser' });
    expect(within(taught).getAllByRole('link')).toHaveLength(1);
  });
});
