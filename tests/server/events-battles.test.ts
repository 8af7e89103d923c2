/**
 * An event's battles across edits (issue 29): reads carry each battle's id and format; an edit that
 * sends a battle back with its id keeps it (its entrants stay), one without an id (or with another
 * event's) is new, and a stored battle not sent is deleted with its entrants.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { battleEntrants } from '../../src/server/db/schema';
import { msg } from '../../src/shared/messages';
import type { Event } from '../../src/shared/schemas/events';
import { createArtist } from '../helpers/accounts';
import { entered } from '../helpers/battle-event';
import { createEvent } from '../helpers/events';
import { call, makeTestApp, type TestContext } from '../helpers/server';

let t: TestContext;
let host: Awaited<ReturnType<typeof createArtist>>;

const edit = (event: Event, body: unknown) =>
  call(t, 'PATCH', `/api/events/${event.uuid}/`, body, host.token);
/** The ids of an event's battles, in order. */
const idsOf = (event: Event) => event.event_battles.map((battle) => battle.id as number);
const entrantsOf = async (battleId: number) =>
  t.deps.db.select().from(battleEntrants).where(eq(battleEntrants.battleId, battleId));

beforeAll(async () => {
  t = await makeTestApp();
  host = await createArtist(t, 'battleListHost');
});

afterAll(async () => {
  await t.close();
});

describe("an event's battles", () => {
  it('are read with their ids and formats (1v1 unless given)', async () => {
    const event = await createEvent(t, host.token, {
      event_battles: [{ category: 'Bgirl', format: 'crew' }, { category: 'Kids' }],
    });
    const [crew = 0, kids = 0] = idsOf(event);
    expect(event.event_battles).toEqual([
      { id: crew, category: 'Bgirl', style: '', format: 'crew' },
      { id: kids, category: 'Kids', style: '', format: '1v1' },
    ]);
    expect(kids).toBeGreaterThan(crew);
  });

  it('keep their ids and entrants when sent back; the rest are new or deleted', async () => {
    const event = await createEvent(t, host.token, {
      event_battles: [
        { category: 'Solo', format: '1v1' },
        { category: 'Duo', format: '2v2' },
      ],
    });
    const [solo = 0, duo = 0] = idsOf(event);
    const [other = 0] = idsOf(
      await createEvent(t, host.token, { event_battles: [{ category: 'Elsewhere' }] }),
    );
    await entered(t, solo, host.token, { name: 'Door Dee' });
    await entered(t, duo, host.token, { name: 'Door Duo' });
    const res = await edit(event, {
      event_battles: [
        { id: other, category: 'Borrowed id' },
        { id: solo, category: 'Solo final', style: 'Breaking' },
        { id: solo, category: 'Same id again' },
      ],
    });
    expect(res.status).toBe(200);
    const [borrowed, kept, again] = res.body.event_battles;
    expect(kept).toEqual({ id: solo, category: 'Solo final', style: 'Breaking', format: '1v1' });
    expect(borrowed).toMatchObject({ category: 'Borrowed id', format: '1v1' });
    expect([borrowed.id, again.id]).not.toContain(other);
    expect(again.id).not.toBe(solo);
    expect(await entrantsOf(solo)).toHaveLength(1);
    expect(await entrantsOf(duo)).toHaveLength(0);
    const elsewhere = await call(t, 'GET', `/api/events/battles/${other}/`);
    expect(elsewhere.body.category).toBe('Elsewhere');
    const same = await edit(event, { event_battles: res.body.event_battles });
    expect(same.body).toEqual({ detail: msg.noChange });
  });

  it('an edit may change a kept battle format, and leaving it out keeps it', async () => {
    const event = await createEvent(t, host.token, {
      event_battles: [{ category: 'Crews', format: 'crew' }],
    });
    const [id] = idsOf(event);
    const unchanged = await edit(event, { event_battles: [{ id, category: 'Crew battle' }] });
    expect(unchanged.body.event_battles).toEqual([
      { id, category: 'Crew battle', style: '', format: 'crew' },
    ]);
    const changed = await edit(event, { event_battles: [{ id, category: 'Crew battle', format: '3v3' }] });
    expect(changed.body.event_battles[0]).toMatchObject({ id, format: '3v3' });
    const bad = await edit(event, { event_battles: [{ id, category: 'x', format: '4v4' }] });
    expect(bad).toMatchObject({
      status: 400,
      body: { 'event_battles.0.format': ['Choose a format from the list.'] },
    });
    const huge = await edit(event, { event_battles: [{ id: 2147483648, category: 'x' }] });
    expect(huge.status).toBe(400);
  });
});
