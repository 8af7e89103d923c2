/**
 * The event form's links against the real server: workshops found by title and linked as chips
 * (picked with the mouse or the keyboard, a chip's button unlinks), sent through the outbox online
 * or offline, and named by title on the event page; guests tagged with the artist search, each
 * offered once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { db } from '../../src/client/lib/db';
import { replayOutbox } from '../../src/client/lib/outbox';
import { createWorkshop } from '../helpers/events';
import { fill, type Net, open, post, type World, withWorld } from '../helpers/events-world';
import { call } from '../helpers/server';

let w: World;
let net: Net;
let toprock: { uuid: string; title: string };
let house: { uuid: string; title: string };
withWorld(
  async (world) => {
    w = world;
    toprock = await createWorkshop(w.t, w.guest.token, 'Toprock Lab');
    house = await createWorkshop(w.t, w.organiser.token, 'House Footwork');
  },
  (fetches) => {
    net = fetches;
  },
);

const ofServer = async (uuid: string) => (await call(w.t, 'GET', `/api/events/list/${uuid}/`)).body;
const workshopsBox = () => screen.getByRole('textbox', { name: /^Workshops/ });
/** The workshops the search offers, as their list shows them. */
const offered = () => {
  const list = document.getElementById(workshopsBox().getAttribute('aria-controls') ?? '') as HTMLElement;
  return within(list)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
};
const chips = () =>
  within(screen.getByRole('list', { name: 'Linked workshops' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);

describe('linked workshops', () => {
  it('are found by title and linked as chips; a chip unlinks; the edit sends the links', async () => {
    const event = await post(w, { title: 'Linked Jam' });
    await open(w, `/upload/event?edit=${event.uuid}`, w.organiser);
    await fill(await screen.findByRole('textbox', { name: /^Workshops/ }), 'toprock');
    await userEvent.click(await screen.findByText('Toprock Lab'));
    expect(workshopsBox()).toHaveProperty('value', '');
    await fill(workshopsBox(), 'o');
    // The keyboard picks too; a workshop already linked is not offered again.
    await waitFor(() => expect(offered()).toEqual([expect.stringMatching(/^House Footwork /)]));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(chips()).toEqual(['Toprock Lab', 'House Footwork']);
    const unlink = screen.getByRole('button', { name: 'Unlink Toprock Lab' });
    unlink.focus();
    await userEvent.keyboard('{Enter}');
    expect(chips()).toEqual(['House Footwork']);

    await userEvent.click(screen.getByRole('button', { name: 'Update event' }));
    expect(await screen.findByText('Your event page is updated.')).toBeTruthy();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(net.sent.filter((s) => s.method === 'PATCH').map((s) => s.body)).toEqual([
      { event_workshops: [house.uuid] },
    ]);
    expect((await ofServer(event.uuid)).event_workshops).toEqual([house]);
  });

  it('show on the event page by title, each a link to the workshop', async () => {
    const event = await post(w, { title: 'Workshop Jam', event_workshops: [toprock.uuid, house.uuid] });
    await open(w, `/events/${event.uuid}`, w.dancer);
    const linked = await screen.findByRole('region', { name: 'Workshops' });
    expect(
      within(linked)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Toprock Lab', `/workshops/${toprock.uuid}`],
      ['House Footwork', `/workshops/${house.uuid}`],
    ]);
  });

  it('saved offline show on the page from the device and land once through the outbox', async () => {
    const event = await post(w, { title: 'Offline Jam', event_workshops: [house.uuid] });
    await open(w, `/upload/event?edit=${event.uuid}`, w.organiser);
    await fill(await screen.findByRole('textbox', { name: /^Workshops/ }), 'toprock');
    await userEvent.click(await screen.findByText('Toprock Lab'));
    net.offline = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Update event' }));
    expect(await screen.findByText(/You are offline/)).toBeTruthy();

    await open(w, `/events/${event.uuid}`, w.organiser);
    const linked = await screen.findByRole('region', { name: 'Workshops' });
    expect(
      within(linked)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['House Footwork', 'Toprock Lab']);
    expect((await ofServer(event.uuid)).event_workshops).toEqual([house]);

    net.offline = false;
    onLine.mockReturnValue(true);
    await replayOutbox();
    await waitFor(async () => expect((await ofServer(event.uuid)).event_workshops).toEqual([house, toprock]));
    await replayOutbox();
    expect(net.sent.filter((s) => s.method === 'PATCH')).toHaveLength(1);
  });
});

describe('guests', () => {
  it('are tagged with the artist search, each offered once', async () => {
    await open(w, '/upload/event', w.organiser);
    const guests = await screen.findByRole('textbox', { name: /^Guests/ });
    await fill(guests, 'kid');
    await userEvent.click(await screen.findByText('@judgeKid'));
    expect(guests).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Role of Kid' })).toHaveProperty('value', 'Teacher');
    await fill(guests, 'kid');
    expect(await screen.findByText('No artists found.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Kid' }));
    expect(screen.queryByRole('combobox', { name: 'Role of Kid' })).toBeNull();
  });
});
