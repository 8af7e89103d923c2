/**
 * An event's battles in its form and on its page, against the real server (issue 29): an edit sends
 * each saved battle back with its id, so the server keeps it (its entrants and bracket), and with its
 * format, chosen from a list; the event page leads to each battle's own page.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '../../src/client/lib/db';
import type { Event } from '../../src/shared/schemas/events';
import { fill, type Net, open, post, type World, withWorld } from '../helpers/events-world';
import { call } from '../helpers/server';

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

const ofServer = async (uuid: string) => (await call(w.t, 'GET', `/api/events/list/${uuid}/`)).body as Event;

describe("an event's battles", () => {
  it('keep their ids through an edit, which sends each format chosen from the list', async () => {
    const event = await post(w, {
      title: 'Battle Jam',
      event_battles: [
        { category: 'Bboy 1v1', style: 'breaking' },
        { category: 'Crew battle', style: '', format: 'crew' },
      ],
    });
    const ids = event.event_battles.map((battle) => battle.id);
    expect(ids.every((id) => typeof id === 'number')).toBe(true);
    await open(w, `/upload/event?edit=${event.uuid}`, w.organiser);
    const first = await screen.findByRole('combobox', { name: 'Format 1' });
    expect(first).toHaveProperty('value', '1v1');
    expect(screen.getByRole('combobox', { name: 'Format 2' })).toHaveProperty('value', 'Crew');
    await userEvent.click(first);
    await userEvent.click(await screen.findByRole('option', { name: '2v2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a battle' }));
    await fill(screen.getByRole('textbox', { name: 'Category (1v1, 2v2, crew) 3' }), 'Kids');
    await userEvent.click(screen.getByRole('button', { name: 'Update event' }));
    expect(await screen.findByText('Your event page is updated.')).toBeTruthy();
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));

    expect(net.sent.filter((s) => s.method === 'PATCH').map((s) => s.body)).toEqual([
      {
        event_battles: [
          { id: ids[0], category: 'Bboy 1v1', style: 'breaking', format: '2v2' },
          { id: ids[1], category: 'Crew battle', style: '', format: 'crew' },
          { category: 'Kids', style: '', format: '1v1' },
        ],
      },
    ]);
    const saved = (await ofServer(event.uuid)).event_battles;
    expect(saved.slice(0, 2).map(({ id, format }) => ({ id, format }))).toEqual([
      { id: ids[0], format: '2v2' },
      { id: ids[1], format: 'crew' },
    ]);
    expect(saved[2]).toMatchObject({ category: 'Kids', format: '1v1' });
  });

  it("lead from the event's page to each battle's page", async () => {
    const event = await post(w, {
      title: 'Linked Battles',
      event_battles: [{ category: 'Bgirl 1v1', style: 'breaking' }],
    });
    await open(w, `/events/${event.uuid}`, w.dancer);
    const battles = await screen.findByRole('region', { name: 'Battles' });
    expect(within(battles).getByRole('link', { name: 'Bgirl 1v1 · breaking' }).getAttribute('href')).toBe(
      `/events/${event.uuid}/battles/${event.event_battles[0]?.id}`,
    );
  });
});
