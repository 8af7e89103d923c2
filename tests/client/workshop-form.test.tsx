/**
 * The workshop form against the real server: create with a poster and own tagging, the spec's
 * messages, tagging another artist and back, the created and updated dialogs with View Workshop,
 * 'Workshop is upto date.', Cancel discarding an edit, a create made offline sent once by the outbox,
 * and the time zone that follows the country (this device's when it is there) into the calendar.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEventModule from '@testing-library/user-event';
import { type RouteObject, useParams } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import UploadWorkshopRoute from '../../src/client/app/routes/upload-workshop';
import { renderCrop } from '../../src/client/lib/crop-image';
import { db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { type Session, sessionAtom } from '../../src/client/lib/session';
import { store } from '../../src/client/lib/store';
import { loadZoneOfCountry } from '../../src/client/ui/fields/country-zone';
import { workshops } from '../../src/server/db/schema';
import type { Workshop } from '../../src/shared/schemas/workshops';
import { type Artist, createArtist, pngFile, realApiSuite, sessionOf } from '../helpers/real-api';
import { renderWithProviders } from '../helpers/render';
import { call } from '../helpers/server';
import { readyUpload } from '../helpers/uploads';

/* jsdom draws no canvas: the resized poster is a real PNG made here (the browser test resizes for real). */
vi.mock('../../src/client/lib/crop-image', () => ({ renderCrop: vi.fn() }));

function WorkshopPage() {
  return <p>Workshop {useParams().uuid}</p>;
}
const routes: RouteObject[] = [
  { path: '/upload/workshop', element: <UploadWorkshopRoute /> },
  { path: '/workshops/:uuid', element: <WorkshopPage /> },
];
const userEvent = userEventModule.setup({ delay: null });

let me: Artist & { session: Session };

Object.defineProperty(document, 'fonts', {
  configurable: true,
  value: { addEventListener: () => {}, removeEventListener: () => {} },
});
URL.createObjectURL = () => 'blob:poster';
URL.revokeObjectURL = () => {};

const suite = realApiSuite(async (t) => {
  const artist = await createArtist(t, 'rueOrganiser', 'Rue');
  me = { ...artist, session: await sessionOf(t, artist) };
  await createArtist(t, 'kidBoogie', 'Kid Boogie');
});
beforeEach(() => {
  vi.mocked(renderCrop).mockImplementation(() => pngFile('cropped.png'));
});
afterEach(() => {
  vi.restoreAllMocks();
});

function open(path = '/upload/workshop') {
  store.set(sessionAtom, me.session);
  return renderWithProviders(routes, path);
}
const exactly = (label: string) => new RegExp(`^${label.replace(/[?*().]/g, '\\$&')}( \\*)?$`);
const field = (name: string) =>
  screen.getByLabelText(exactly(name), { selector: 'input, textarea' }) as HTMLInputElement;
async function fill(name: string, text: string) {
  await userEvent.click(field(name));
  await userEvent.paste(text);
}
/** A poster is kept whole, as picked (only resized): no crop dialog. */
async function choosePoster(container: HTMLElement) {
  await userEvent.upload(container.querySelector('input[type="file"]') as HTMLInputElement, await pngFile());
  expect(await screen.findByRole('img', { name: 'Poster' })).toBeTruthy();
  expect(screen.queryByRole('dialog', { name: 'Crop your cover' })).toBeNull();
}
async function chooseCountry(typed: string, name: string) {
  await userEvent.click(screen.getByRole('combobox', { name: /^Country/ }));
  await userEvent.clear(screen.getByRole('combobox', { name: /^Country/ }));
  await userEvent.paste(typed);
  await userEvent.click(await screen.findByRole('option', { name }));
}
async function fillRequired() {
  await fill('Title', 'Popping Basics');
  await fill('Date', '2031-05-10');
  await userEvent.keyboard('{Enter}');
  await chooseCountry('Germ', 'Germany');
}
/** The country's zone is worked out once the zone data has loaded: this waits for that. */
async function clocksLoaded() {
  await loadZoneOfCountry();
  await new Promise((done) => setTimeout(done, 0));
}
const zone = () => (screen.getByRole('combobox', { name: /^Time zone/ }) as HTMLInputElement).value;
/** This device in `timeZone`, as the form reads it (Intl's resolved options). */
const resolved = Intl.DateTimeFormat.prototype.resolvedOptions;
function deviceIn(timeZone: string) {
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...resolved.call(this), timeZone };
  });
}
const creates = () =>
  suite.server.sent.filter((s) => s.method === 'POST' && s.path === '/api/workshops/create/');
const mine = async () =>
  (await call(suite.t, 'GET', '/api/workshops/workshops-organized-by-artist/', undefined, me.token)).body
    .results as Workshop[];

describe('creating a workshop', () => {
  it("says 'Image is required.' without a poster and sends nothing", async () => {
    open();
    expect(screen.getByRole('heading', { name: 'Create your workshop' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Create workshop' }));
    expect(await screen.findByText('Image is required.')).toBeTruthy();
    expect(creates()).toHaveLength(0);
  });

  it("says the spec's field messages and sends nothing", async () => {
    const { container } = open();
    await choosePoster(container);
    await userEvent.click(screen.getByRole('button', { name: 'Add Social Links' }));
    await fill('Instagram link', 'insta gram');
    await fill('Email ID', 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Create workshop' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Country is required')).toBeTruthy();
    expect(screen.getByText('No spaces are allowed.')).toBeTruthy();
    expect(screen.getByText('URL must be valid')).toBeTruthy();
    expect(creates()).toHaveLength(0);
  });

  it('creates it with its poster, tagged with my own portfolio, and View Workshop opens it', async () => {
    const { container } = open();
    await choosePoster(container);
    await fillRequired();
    await fill('Venue', 'Studio Kreuzberg');
    expect(screen.getByText('16/255')).toBeTruthy();
    await fill('Starts at', '18:00');
    await userEvent.click(screen.getByRole('button', { name: 'Create workshop' }));
    const done = await screen.findByRole('dialog', { name: 'Your workshop page is created.' });
    expect(within(done).queryByRole('button', { name: /close/i })).toBeNull();
    const [saved] = await mine();
    expect(saved).toMatchObject({
      title: 'Popping Basics',
      start_date: '2031-05-10',
      start_time: '18:00',
      country: 'DE',
      venue: 'Studio Kreuzberg',
      teacher1: 'rueOrganiser',
      name1: 'Rue',
      country1: 'US',
      uniqueurl: 'popping-basics-rue-2031-05-10',
    });
    expect(saved?.poster).toMatch(/^\/media\/medium\/w-/);
    await userEvent.click(within(done).getByRole('button', { name: 'View Workshop' }));
    expect(await screen.findByText(`Workshop ${saved?.uuid}`)).toBeTruthy();
    await suite.t.deps.db.delete(workshops);
  });

  it('tags another artist after removing my own tagging, and returns to it when the tag is removed', async () => {
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Remove your own tagging' }));
    expect(field('Artist name').value).toBe('');
    await fill('Tag the artist', 'Boog');
    await userEvent.click(await screen.findByRole('option', { name: /^Kid Boogie @kidBoogie/ }));
    expect(field('Artist name').value).toBe('Kid Boogie');
    const searches = suite.server.sent.filter((s) => s.path.startsWith('/api/artist/search/'));
    expect(searches.map((s) => s.path)).toEqual(['/api/artist/search/?query=Boog']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove the tag' }));
    expect(screen.getByRole('button', { name: 'Remove your own tagging' })).toBeTruthy();
  });

  it('is kept on the device offline with its poster and sent once when the connection is back', async () => {
    const { container } = open();
    await choosePoster(container);
    await fillRequired();
    suite.server.offline = true;
    suite.online = false;
    await userEvent.click(screen.getByRole('button', { name: 'Create workshop' }));
    const done = await screen.findByRole('dialog', { name: 'Saved on this device' });
    expect(within(done).getByText(/You are offline: it is saved on this device/)).toBeTruthy();
    const [row] = await db.workshops.toArray();
    expect(row).toMatchObject({ title: 'Popping Basics', username: 'rueOrganiser' });
    expect(row?.localImage?.bytes.byteLength).toBeGreaterThan(0);
    suite.server.offline = false;
    suite.online = true;
    await replayOutbox();
    await replayOutbox();
    expect(await db.outbox.count()).toBe(0);
    const landed = await mine();
    expect(landed.map((w) => w.uuid)).toEqual([row?.uuid]);
    expect((await db.workshops.get(row?.uuid ?? ''))?.poster).toMatch(/^\/media\/medium\/w-/);
    expect(creates()).toHaveLength(1);
  });
  it('made offline, an edit online goes behind it through the outbox, and both land in order', async () => {
    const { container, unmount } = open();
    await choosePoster(container);
    await fillRequired();
    suite.server.offline = true;
    suite.online = false;
    await userEvent.click(screen.getByRole('button', { name: 'Create workshop' }));
    await screen.findByRole('dialog', { name: 'Saved on this device' });
    const [row] = await db.workshops.toArray();
    unmount();
    suite.server.offline = false;
    suite.online = true;

    open(`/upload/workshop?edit=${row?.uuid}`);
    await waitFor(() => expect(field('Title').value).toBe('Popping Basics'));
    await userEvent.clear(field('Title'));
    await userEvent.paste('Popping Basics II');
    await userEvent.click(screen.getByRole('button', { name: 'Update workshop' }));
    const done = await screen.findByRole('dialog', { name: 'Your workshop page is updated.' });
    expect(within(done).queryByText(/You are offline/)).toBeNull();
    const writes = suite.server.sent.filter(
      (s) => s.path.startsWith('/api/workshops/') && s.method !== 'GET',
    );
    expect(writes.map((s) => s.method)).toEqual(['POST', 'PATCH']);
    expect(await db.outbox.count()).toBe(0);
    const landed = (await mine()).filter((w) => w.uuid === row?.uuid);
    expect(landed.map((w) => w.title)).toEqual(['Popping Basics II']);
    expect(creates()).toHaveLength(1);
  });
});

describe('the time zone', () => {
  it('follows the country: France sets Europe/Paris on a device in UTC', async () => {
    open();
    expect(zone()).toBe('UTC');
    await chooseCountry('Fran', 'France');
    await waitFor(() => expect(zone()).toBe('Europe/Paris'));
  });

  it("is this device's own when it is in the country: Berlin for Germany, New York for the US", async () => {
    deviceIn('Europe/Berlin');
    const { unmount } = open();
    expect(zone()).toBe('Europe/Berlin');
    await chooseCountry('Fran', 'France');
    await waitFor(() => expect(zone()).toBe('Europe/Paris'));
    await chooseCountry('Germ', 'Germany');
    await waitFor(() => expect(zone()).toBe('Europe/Berlin'));
    unmount();

    deviceIn('America/New_York');
    open();
    await chooseCountry('United St', 'United States');
    await clocksLoaded();
    expect(zone()).toBe('America/New_York');
    await chooseCountry('Japa', 'Japan');
    await waitFor(() => expect(zone()).toBe('Asia/Tokyo'));
  });

  it('keeps a zone chosen by hand that is in the country, and replaces one that is not', async () => {
    deviceIn('America/New_York');
    open();
    await userEvent.clear(screen.getByRole('combobox', { name: /^Time zone/ }));
    await userEvent.paste('America/Chicago');
    await userEvent.click(await screen.findByRole('option', { name: 'America/Chicago' }));
    await chooseCountry('United St', 'United States');
    await clocksLoaded();
    expect(zone()).toBe('America/Chicago');
    await chooseCountry('Cana', 'Canada');
    await waitFor(() => expect(zone()).toBe('America/Toronto'));
  });

  it("sends the wall time and the country's zone, and the calendar gets the instant there", async () => {
    const { container } = open();
    await choosePoster(container);
    await fill('Title', 'Paris Popping');
    await chooseCountry('Fran', 'France');
    await waitFor(() => expect(zone()).toBe('Europe/Paris'));
    await fill('Date', '2031-05-10');
    // Closes the calendar, as a keyboard user does before the next field.
    await userEvent.keyboard('{Escape}');
    await fill('Starts at', '18:00');
    await fill('Ends at', '20:30');
    await userEvent.click(screen.getByRole('button', { name: 'Create workshop' }));
    await screen.findByRole('dialog', { name: 'Your workshop page is created.' });
    expect(creates().map((s) => s.body)).toEqual([
      expect.objectContaining({
        start_date: '2031-05-10',
        start_time: '18:00',
        end_time: '20:30',
        timezone: 'Europe/Paris',
        country: 'FR',
      }),
    ]);
    const saved = (await mine()).find((w) => w.title === 'Paris Popping');
    // 18:00 in Paris in May (summer time, UTC+2) is 16:00 UTC.
    expect(saved).toMatchObject({
      starts_at: '2031-05-10T16:00:00.000Z',
      ends_at: '2031-05-10T18:30:00.000Z',
    });
    const ics = await (await suite.t.app.request(`/api/calendar/workshops/${saved?.uuid}.ics`)).text();
    expect(ics).toContain('DTSTART:20310510T160000Z');
    expect(ics).toContain('DTEND:20310510T183000Z');
    await suite.t.deps.db.delete(workshops);
  });
});

describe('editing a workshop', () => {
  let uuid: string;
  beforeAll(async () => {
    const poster = await readyUpload(suite.t, me.token, 'W');
    const res = await call(
      suite.t,
      'POST',
      '/api/workshops/create/',
      {
        title: 'Edit Me',
        poster,
        start_date: '2031-06-01',
        country: 'FR',
        venue: 'Old Hall',
        teacher1: 'rueOrganiser',
      },
      me.token,
    );
    uuid = res.body.uuid;
  });

  it("says 'Workshop is upto date.' when nothing changed and goes to the workshop", async () => {
    open(`/upload/workshop?edit=${uuid}`);
    expect(await screen.findByRole('heading', { name: 'Edit workshop page' })).toBeTruthy();
    await waitFor(() => expect(field('Title').value).toBe('Edit Me'));
    await userEvent.click(screen.getByRole('button', { name: 'Update workshop' }));
    expect(await screen.findByText('Workshop is upto date.')).toBeTruthy();
    expect(await screen.findByText(`Workshop ${uuid}`)).toBeTruthy();
    expect(suite.server.sent.filter((s) => s.method === 'PATCH')).toHaveLength(0);
  });

  it('sends only the changed field and says the page is updated', async () => {
    open(`/upload/workshop?edit=${uuid}`);
    await waitFor(() => expect(field('Venue').value).toBe('Old Hall'));
    await userEvent.clear(field('Venue'));
    await userEvent.paste('New Hall');
    await userEvent.click(screen.getByRole('button', { name: 'Update workshop' }));
    const done = await screen.findByRole('dialog', { name: 'Your workshop page is updated.' });
    expect(suite.server.sent.filter((s) => s.method === 'PATCH').map((s) => s.body)).toEqual([
      { venue: 'New Hall' },
    ]);
    await userEvent.click(within(done).getByRole('button', { name: 'View Workshop' }));
    expect(await screen.findByText(`Workshop ${uuid}`)).toBeTruthy();
  });

  it('discards the edit on Cancel', async () => {
    open(`/upload/workshop?edit=${uuid}`);
    await waitFor(() => expect(field('Title').value).toBe('Edit Me'));
    await userEvent.clear(field('Title'));
    await userEvent.paste('Half typed');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { name: 'Create your workshop' })).toBeTruthy();
    expect(suite.server.sent.filter((s) => s.method === 'PATCH')).toHaveLength(0);
  });
});
