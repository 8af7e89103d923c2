/**
 * Events against the real server: the form's messages, a create with its poster through the outbox
 * (its zone set by its country), the programme's day and time, an edit sending only its changes
 * ("Event is up to date." when none), /events with search, an
 * event's page (its own zone's time, I'm going queued offline and sent once, the page from the mirror
 * offline, a guest leaving), the portfolio's Events tab and the calendar feed in Settings.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCrop } from '../../src/client/lib/crop-image';
import { db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { createWorkshop } from '../helpers/events';
import { fill, type Net, open, post, type World, withWorld } from '../helpers/events-world';
import { pngFile } from '../helpers/real-api';
import { call } from '../helpers/server';
import { watchText } from '../helpers/watch-text';

/* jsdom draws no canvas: the poster is resized by the browser (tests/e2e/events.spec.ts). */
vi.mock('../../src/client/lib/crop-image', () => ({ renderCrop: vi.fn() }));

let w: World;
let net: Net;
withWorld(
  async (world) => {
    w = world;
  },
  (fetches) => {
    net = fetches;
  },
);

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const ofServer = async (uuid: string) => (await call(w.t, 'GET', `/api/events/list/${uuid}/`)).body;
const year = new Date().getUTCFullYear() + 1;
const zoneBox = () => screen.getByRole('combobox', { name: /^Time zone/ });
/** A day as the form shows it in English: "Sat, Mar 29, 2031". */
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en', {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

describe('the event form', () => {
  it('says what is missing, word for word, and sends nothing', async () => {
    await open(w, '/upload/event', w.organiser);
    expect(await screen.findByRole('heading', { name: 'Create your event' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Image is required.')).toBeTruthy();
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(screen.getByText('End is required')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();
    expect(net.sent.some((s) => s.method === 'POST')).toBe(false);
  });

  it('asks for the time of a day chosen without one', async () => {
    await open(w, '/upload/event', w.organiser);
    await fill(await screen.findByRole('textbox', { name: /^Start date/ }), `${year}-06-13`);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findAllByText('Choose a time.')).toHaveLength(2);
    expect(screen.queryByText('Date is required')).toBeNull();
  });

  it('creates an event with its poster through the outbox, once', async () => {
    vi.mocked(renderCrop).mockImplementation(() => pngFile('poster.png'));
    await open(w, '/upload/event', w.organiser);
    await userEvent.upload(document.querySelector('input[type="file"]') as HTMLInputElement, await pngFile());
    expect(await screen.findByRole('img', { name: 'Poster' })).toBeTruthy();
    await fill(field('Title'), 'Lyon Battle Days');
    // The country sets the zone: the times are Paris's.
    await userEvent.click(screen.getByRole('combobox', { name: /^Country/ }));
    await userEvent.paste('France');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(zoneBox()).toHaveProperty('value', 'Europe/Paris'));
    await fill(field('Start date'), `${year}-03-29`);
    await userEvent.keyboard('{Escape}');
    // The end's day follows the start's.
    expect(field('End date')).toHaveProperty('value', dayText(`${year}-03-29`));
    await fill(screen.getByLabelText(/^Start time/), '01:00');
    await fill(screen.getByLabelText(/^End time/), '05:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create event' }));
    expect(await screen.findByText('Your event page is created.')).toBeTruthy();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    const creates = net.sent.filter((s) => s.path === '/api/events/create/');
    expect(creates).toHaveLength(1);
    const uuid = (creates[0] as { body: { uuid: string } }).body.uuid;
    expect(await ofServer(uuid)).toMatchObject({
      title: 'Lyon Battle Days',
      timezone: 'Europe/Paris',
      start: `${year}-03-29T01:00`,
      end: `${year}-03-29T05:00`,
      country: 'FR',
      poster: expect.stringMatching(/^\/media\/medium\/w-/),
    });
    await call(w.t, 'DELETE', `/api/events/${uuid}/`, undefined, w.organiser.token);
  });

  it('tags guests found with the artist search, with a role, and adds battles', async () => {
    await open(w, '/upload/event', w.organiser);
    await fill(await screen.findByRole('textbox', { name: /^Guests/ }), 'judge');
    await userEvent.click(await screen.findByText('@judgeKid'));
    expect(screen.getByRole('textbox', { name: /^Guests/ })).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Role of Kid' })).toHaveProperty('value', 'Teacher');
    expect(net.sent.filter((s) => s.path.startsWith('/api/artist/search/'))).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Add a battle' }));
    expect(screen.getByRole('textbox', { name: 'Category (1v1, 2v2, crew) 1' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kid' }));
    expect(screen.queryByRole('combobox', { name: 'Role of Kid' })).toBeNull();
  });

  it("takes a programme entry's day and time into its text, and keeps a text written before", async () => {
    const event = await post(w, {
      title: 'Programme Jam',
      start: `${year}-06-13T12:00`,
      end: `${year}-06-14T02:00`,
      event_subevents: [{ title: 'Finals', time: 'Sat 6pm', info: '' }],
    });
    const form = await open(w, `/upload/event?edit=${event.uuid}`, w.organiser);
    expect(await screen.findByRole('textbox', { name: 'Time 1' })).toHaveProperty('value', 'Sat 6pm');
    await userEvent.click(screen.getByRole('button', { name: 'Add to the programme' }));
    await fill(screen.getByRole('textbox', { name: 'Date 2' }), `${year}-06-14`);
    await userEvent.keyboard('{Escape}');
    await fill(screen.getByLabelText('Time 2'), '00:30');
    await fill(screen.getByRole('textbox', { name: 'Name 2' }), 'Afterparty');
    await userEvent.click(screen.getByRole('button', { name: 'Update event' }));
    expect(await screen.findByText('Your event page is updated.')).toBeTruthy();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(net.sent.filter((s) => s.method === 'PATCH').map((s) => s.body)).toEqual([
      {
        event_subevents: [
          { title: 'Finals', time: 'Sat 6pm', info: '' },
          { title: 'Afterparty', time: `${year}-06-14 00:30`, info: '' },
        ],
      },
    ]);
    form.unmount();

    // The page shows the day and time in the app's language, and the older text as written.
    await open(w, `/events/${event.uuid}`, w.dancer);
    const programme = await screen.findByRole('region', { name: 'Programme' });
    expect(within(programme).getByText('Sat 6pm · Finals')).toBeTruthy();
    expect(within(programme).getByText(/^[A-Z][a-z]{2}, Jun 14, 12:30\sAM · Afterparty$/)).toBeTruthy();
  });

  it('says "Event is up to date." when nothing changed, and sends nothing', async () => {
    const workshop = await createWorkshop(w.t, w.organiser.token, 'Same Jam Warm-up');
    const event = await post(w, { title: 'Same Jam', event_workshops: [workshop.uuid] });
    await open(w, `/upload/event?edit=${event.uuid}`, w.organiser);
    expect(await screen.findByRole('heading', { name: 'Edit event page' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Update event' }));
    expect(await screen.findByText('Event is up to date.')).toBeTruthy();
    expect(net.sent.some((s) => s.method === 'PATCH')).toBe(false);
  });

  it('sends only the changed fields', async () => {
    const event = await post(w, { title: 'Edit Jam', venue: 'Old Hall' });
    await open(w, `/upload/event?edit=${event.uuid}`, w.organiser);
    const venue = await screen.findByRole('textbox', { name: /^Venue/ });
    await userEvent.clear(venue);
    await userEvent.paste('New Hall');
    await userEvent.click(screen.getByRole('button', { name: 'Update event' }));
    expect(await screen.findByText('Your event page is updated.')).toBeTruthy();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(net.sent.filter((s) => s.method === 'PATCH').map((s) => s.body)).toEqual([{ venue: 'New Hall' }]);
    expect((await ofServer(event.uuid)).venue).toBe('New Hall');
  });
});

describe('finding and going to an event', () => {
  it('lists upcoming events and finds one by search', async () => {
    await post(w, { title: 'Harbour Cypher', venue: 'Pier 17' });
    await post(w, { title: 'Mountain Jam' });
    await open(w, '/events');
    expect(await screen.findByRole('article', { name: 'Harbour Cypher' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Mountain Jam' })).toBeTruthy();
    await fill(screen.getByRole('textbox', { name: 'Search events' }), 'pier');
    await waitFor(() =>
      expect(net.sent.some((s) => s.path.startsWith('/api/events/search/?query=pier'))).toBe(true),
    );
    expect(await screen.findByRole('article', { name: 'Harbour Cypher' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Mountain Jam' })).toBeNull();
  });

  it("shows the event's own time; I'm going said offline is sent once, and the page opens offline", async () => {
    const event = await post(w, {
      title: 'Tokyo Night',
      start: `${year}-08-01T20:00`,
      end: `${year}-08-01T23:00`,
      timezone: 'Asia/Tokyo',
      country: 'JP',
    });
    const stop = watchText('This event does not exist.');
    await open(w, `/events/${event.uuid}`, w.dancer);
    expect(await screen.findByRole('heading', { name: 'Tokyo Night' })).toBeTruthy();
    // On its way from the placeholder to the event, the page never said it did not exist.
    expect(stop()).toBe(0);
    expect(screen.getByText(/August 1, \d{4}.* 8:00\s?–\s?11:00\sPM$/)).toBeTruthy();
    expect(screen.getByText('Time zone: Asia/Tokyo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      `/api/calendar/events/${event.uuid}.ics`,
    );
    net.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: "I'm going" }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: "I'm going" }).getAttribute('aria-pressed')).toBe('true'),
    );
    expect(await screen.findByText('1 going')).toBeTruthy();
    expect((await ofServer(event.uuid)).going_count).toBe(0);
    net.offline = false;
    onLine.mockReturnValue(true);
    await replayOutbox();
    await waitFor(async () => expect((await ofServer(event.uuid)).going_count).toBe(1));
    await replayOutbox();
    expect(net.sent.filter((s) => s.path === '/api/events/iamgoing/')).toHaveLength(1);

    // Opened again without a connection: from the mirror.
    net.offline = true;
    onLine.mockReturnValue(false);
    await open(w, `/events/${event.uuid}`, w.dancer);
    expect(await screen.findByRole('heading', { name: 'Tokyo Night' })).toBeTruthy();
    expect(screen.getByRole('button', { name: "I'm going" }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('1 going')).toBeTruthy();
  });

  it('keeps an event with a queued write that the server no longer has, and drops it without one', async () => {
    const event = await post(w, { title: 'Gone Jam' });
    const first = await open(w, `/events/${event.uuid}`, w.dancer);
    expect(await screen.findByRole('heading', { name: 'Gone Jam' })).toBeTruthy();
    net.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: "I'm going" }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    first.unmount();
    await call(w.t, 'DELETE', `/api/events/${event.uuid}/`, undefined, w.organiser.token);
    net.offline = false;
    onLine.mockReturnValue(true);

    const read = () => net.sent.filter((s) => s.path === `/api/events/list/${event.uuid}/`).length;
    const before = read();
    const second = await open(w, `/events/${event.uuid}`, w.dancer);
    await waitFor(() => expect(read()).toBe(before + 1));
    expect(await screen.findByRole('heading', { name: 'Gone Jam' })).toBeTruthy();
    expect(await db.events.get(event.uuid)).toBeTruthy();
    second.unmount();

    await db.outbox.clear();
    await open(w, `/events/${event.uuid}`, w.dancer);
    expect(await screen.findByText('This event does not exist.')).toBeTruthy();
    expect(await db.events.get(event.uuid)).toBeUndefined();
  });

  it('lets a tagged guest leave the guests, and shows the Events tab', async () => {
    const event = await post(w, {
      title: 'Judged Jam',
      event_guests: [{ username: 'judgeKid', role: 'judge' }],
    });
    await open(w, `/events/${event.uuid}`, w.guest);
    const guests = await screen.findByRole('region', { name: 'Guests' });
    expect(within(guests).getByText('Judge')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove me from the guests' }));
    await waitFor(async () => expect((await ofServer(event.uuid)).event_guests).toEqual([]));
    expect(screen.queryByRole('region', { name: 'Guests' })).toBeNull();

    await open(w, '/eventRue/events');
    const organised = await screen.findByRole('region', { name: 'Organised by @eventRue' });
    expect(await within(organised).findByRole('article', { name: 'Judged Jam' })).toBeTruthy();
  });
});

describe('the calendar feed in Settings', () => {
  it('shows the private address and makes a new one', async () => {
    await open(w, '/settings', w.dancer);
    const address = (await screen.findByRole('textbox', { name: 'Calendar address' })) as HTMLInputElement;
    await waitFor(() => expect(address.value).toMatch(/\/api\/calendar\/feed\/[\w-]{32}\.ics$/));
    const first = address.value;
    await userEvent.click(screen.getByRole('button', { name: 'New address (the old one stops working)' }));
    await waitFor(() => expect(address.value).not.toBe(first));
    expect((await w.t.app.request(new URL(first).pathname)).status).toBe(404);
  });
});
