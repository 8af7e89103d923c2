/**
 * The organiser's check-ins at a workshop's door, offline first: each is one outbox entry (its
 * Idempotency-Key, and the server counting twice once, make it land once), and is laid over the door
 * list kept with the room (workshops.mirror.ts) when queued and again over each read while it waits,
 * so a tick made at a venue without Wi-Fi shows at once and the headcount with it.
 */
import { workshopsApi } from '../../../shared/api-paths';
import { type DoorSnapshot, db, type OutboxEntry } from '../../lib/db';
import { queueWrite } from '../../lib/outbox';

const CHECKIN = 'workshop.door.checkin';

/** The outbox target of a check-in of goer `going` at workshop `uuid`'s door. */
export const doorTarget = (uuid: string, going: number) => `door:${uuid}:${going}`;

type Checkin = { going: number; attended: boolean };
const checkinOf = (entry: Pick<OutboxEntry, 'steps'>) => entry.steps[0]?.body as Checkin;

/** The door with one check-in laid over it; laying it twice changes nothing more. */
export function withCheckin(door: DoorSnapshot, { going, attended }: Checkin): DoorSnapshot {
  const goer = door.goers.find((g) => g.id === going);
  if (!goer || goer.attended === attended) return door;
  return {
    ...door,
    goers: door.goers.map((g) => (g.id === going ? { ...g, attended } : g)),
    attended_count: Math.max(0, door.attended_count + (attended ? 1 : -1)),
  };
}

/** The door's check-ins still waiting to be sent, oldest first (a refused one no longer shows). */
export const waitingCheckins = async (uuid: string) =>
  (await db.outbox.where('target').startsWith(`door:${uuid}:`).sortBy('seq')).filter(
    (entry) => entry.state === 'pending' && entry.kind === CHECKIN,
  );

/** The door as read, with the check-ins still waiting laid over it. */
export const layCheckins = async (uuid: string, door: DoorSnapshot) =>
  (await waitingCheckins(uuid)).reduce((shown, entry) => withCheckin(shown, checkinOf(entry)), door);

/**
 * Checks goer `going` in (with the code read from their QR, when scanned), or unticks them: queued,
 * and shown on the device in the same transaction.
 */
export async function checkInGoer(
  uuid: string,
  going: number,
  attended = true,
  code?: string,
): Promise<string> {
  const body = { workshop_uuid: uuid, going, attended, ...(code ? { code } : {}) };
  return queueWrite(
    {
      kind: CHECKIN,
      target: doorTarget(uuid, going),
      steps: [{ method: 'POST', path: workshopsApi.checkin, body }],
      touches: [],
    },
    async () => {
      const room = (await db.workshops.get(uuid))?.room;
      if (!room?.door) return;
      await db.workshops.update(uuid, { room: { ...room, door: withCheckin(room.door, body) } });
    },
  );
}
