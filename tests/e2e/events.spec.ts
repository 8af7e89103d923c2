/**
 * Events in the browser against the real server: an organiser links a workshop found by its title and
 * creates the event with a poster while offline (its zone set by its country, a programme entry), and
 * it lands once, poster and link included, when the connection is back; a dancer finds an event by search, says "I'm going", and opens its page
 * offline at the venue.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { authed, makeArtist, signIn, uploadImage } from '../helpers/browser/artists';

const year = new Date().getUTCFullYear() + 1;

test('an organiser links a workshop, creates an event with a poster offline, and it lands once', async ({
  page,
  context,
  request,
}) => {
  const organiser = await makeArtist(request, 'eventorg');
  const poster = await sharp({ create: { width: 1200, height: 1500, channels: 3, background: '#a03020' } })
    .jpeg()
    .toBuffer();
  const teacher = await makeArtist(request, 'eventteacher');
  const title = `Locking Lab ${teacher.username}`;
  const workshop = await request.post('/api/workshops/create/', {
    headers: authed(teacher),
    data: {
      title,
      poster: await uploadImage(request, teacher, 'W'),
      start_date: `${year}-06-13`,
      country: 'DE',
    },
  });
  expect(workshop.status()).toBe(201);
  const { uuid: workshopUuid } = await workshop.json();
  await signIn(page, organiser);
  await page.goto('/upload/event');
  await expect(page.getByRole('heading', { name: 'Create your event' })).toBeVisible();
  // Linked while online (the search is the server's); the rest is filled offline.
  await page.getByRole('textbox', { name: /^Workshops/ }).fill(title);
  await page.getByRole('option', { name: new RegExp(title) }).click();
  await expect(page.getByRole('list', { name: 'Linked workshops' })).toHaveText(title);
  await context.setOffline(true);
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'poster.jpg', mimeType: 'image/jpeg', buffer: poster });
  await expect(page.getByRole('img', { name: 'Poster' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Offline Throwdown');
  await page.getByRole('combobox', { name: 'Country' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany' }).click();
  // The country sets the time zone, offline too (its data loaded with the form).
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');
  const start = page.getByRole('textbox', { name: 'Start date' });
  await start.fill(`${year}-06-13`);
  await start.press('Escape');
  await page.getByLabel('Start time').fill('18:00');
  // The end's day follows the start's.
  await expect(page.getByRole('textbox', { name: 'End date' })).toHaveValue(await start.inputValue());
  await page.getByLabel('End time').fill('23:30');
  await page.getByRole('button', { name: 'Add to the programme' }).click();
  await page.getByLabel('Time 1').fill('20:00');
  await page.getByRole('textbox', { name: 'Name 1' }).fill('Finals');
  await page.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
  await expect(page.getByText(/You are offline: it is saved on this device/)).toBeVisible();
  await page.getByRole('button', { name: 'View Event' }).click();
  await expect(page.getByRole('heading', { name: 'Offline Throwdown' })).toBeVisible();
  await expect(page.getByText('Waiting to sync')).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveAttribute('href', `/workshops/${workshopUuid}`);

  await context.setOffline(false);
  const mine = () => request.get(`/api/events/my-organized-events/?username=${organiser.username}`);
  await expect.poll(async () => (await (await mine()).json()).count, { timeout: 30_000 }).toBe(1);
  const [event] = (await (await mine()).json()).results;
  expect(event).toMatchObject({
    title: 'Offline Throwdown',
    start: `${year}-06-13T18:00`,
    end: `${year}-06-13T23:30`,
    timezone: 'Europe/Berlin',
    country: 'DE',
    poster: expect.stringMatching(/^\/media\/medium\/w-/),
    event_workshops: [{ uuid: workshopUuid, title }],
    event_subevents: [{ title: 'Finals', time: '20:00', info: '' }],
  });
  expect((await request.get(event.poster)).ok()).toBe(true);
  await expect(page.getByText('Waiting to sync')).toBeHidden();
  // A reload shows the server's copy, once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Offline Throwdown' })).toBeVisible();
  expect((await (await mine()).json()).count).toBe(1);
});

test('a dancer finds an event, says they are going, and opens it offline', async ({
  page,
  context,
  request,
}) => {
  const organiser = await makeArtist(request, 'eventhost');
  const dancer = await makeArtist(request, 'eventdancer');
  const created = await request.post('/api/events/create/', {
    headers: authed(organiser),
    data: {
      title: 'Harbour Cypher',
      poster: await uploadImage(request, organiser, 'W'),
      start: `${year}-07-04T19:00`,
      end: `${year}-07-04T23:00`,
      timezone: 'America/New_York',
      venue: 'Pier 17',
      country: 'US',
      content: 'Open circle, bring your crew.',
      event_battles: [{ category: '2v2', style: 'Breaking' }],
    },
  });
  expect(created.status()).toBe(201);
  const { uuid } = await created.json();

  await signIn(page, dancer);
  await page.goto('/events');
  await page.getByRole('textbox', { name: 'Search events' }).fill('harbour');
  const card = page.getByRole('article', { name: 'Harbour Cypher' });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'Harbour Cypher' }).click();
  await expect(page.getByRole('heading', { name: 'Harbour Cypher' })).toBeVisible();
  // Its own zone's time, wherever the dancer's device is.
  await expect(page.getByText(/July 4, \d{4}, 7:00\s–\s11:00\sPM$/)).toBeVisible();
  await expect(page.getByText('Time zone: America/New_York')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/api/calendar/events/${uuid}.ics`,
  );
  await page.getByRole('button', { name: "I'm going" }).click();
  await expect(page.getByRole('button', { name: "I'm going" })).toHaveAttribute('aria-pressed', 'true');
  const goers = () => request.get(`/api/events/iamgoing/list/?event=${uuid}`);
  await expect.poll(async () => (await (await goers()).json()).count).toBe(1);
  expect((await (await goers()).json()).results[0].username).toBe(dancer.username);

  // At the venue, without a connection: the page opens from the device.
  await context.setOffline(true);
  await page.goto('/');
  await page.goto(`/events/${uuid}`);
  await expect(page.getByRole('heading', { name: 'Harbour Cypher' })).toBeVisible();
  await expect(page.getByText('Pier 17, United States')).toBeVisible();
  await expect(page.getByRole('button', { name: "I'm going" })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('2v2 · Breaking')).toBeVisible();
  await context.setOffline(false);
});
