/**
 * A battle's writes (issue 29), offline first like every other write: each is one outbox entry,
 * sent once (its Idempotency-Key makes a replay the same write), and laid over the battle on the
 * device as soon as it is queued (battle-writes.ts), so a judge's vote or a check-in at a venue
 * without Wi-Fi shows at once and lands when the phone is back online.
 */
import { battlesApi } from '../../../shared/api-paths';
import type {
  BattleSettingsInput,
  BracketInput,
  ResultInput,
  VoteInput,
} from '../../../shared/schemas/battles';
import type { OutboxStep } from '../../lib/db';
import { cancelUnsent, queueWrite } from '../../lib/outbox';
import { battleTarget } from './battle-writes';
import { showWrites } from './battles.mirror';

/**
 * Queues `steps` as one write on the battle (or one of its entrants or matches) and shows it. The
 * battle's rows are not among the tables the outbox writes with its entry (lib/outbox.ts): the
 * write is laid over them from the outbox just after, and again over every read while it waits.
 */
async function queue(battle: number, kind: string, target: string, steps: OutboxStep[]): Promise<string> {
  const key = await queueWrite({ kind, target, steps, touches: [] }, async () => {});
  await showWrites(battle);
  return key;
}

/** An id for an entrant made on the device, below 0 so it never meets a server's. */
const localId = () => -(crypto.getRandomValues(new Uint32Array(1))[0] as number) - 1;

/** The signed-in dancer enters: alone (1v1), or with the crew's artists (`members`, them among them). */
export const enter = (battle: number, input: { name?: string; members?: string[] }) =>
  queue(battle, 'battle.enter', battleTarget(battle, { entrant: localId() }), [
    { method: 'POST', path: battlesApi.entrants(battle), body: input },
  ]);

/** The organiser adds a dancer without an account at the door, by name, checked in at once. */
export const addAtDoor = (battle: number, name: string) =>
  queue(battle, 'battle.door', battleTarget(battle, { entrant: localId() }), [
    { method: 'POST', path: battlesApi.entrants(battle), body: { name }, keep: { entrant: 'id' } },
    { method: 'POST', path: battlesApi.checkin(battle), body: { entrant: '{{entrant}}' } },
  ]);

/**
 * A member withdraws, or the organiser takes an entrant out. One entered on the device and not sent
 * yet is simply not sent (null: nothing to send).
 */
export async function withdraw(battle: number, entrant: number): Promise<string | null> {
  const target = battleTarget(battle, { entrant });
  if (entrant > 0)
    return queue(battle, 'battle.withdraw', target, [
      { method: 'DELETE', path: battlesApi.entrant(battle, entrant), goneIsDone: true },
    ]);
  const unsent = async (kind: string) => cancelUnsent(target, kind, async () => {});
  if ((await unsent('battle.enter')) || (await unsent('battle.door'))) await showWrites(battle);
  return null;
}

/** Checks an entrant in (with the code read from their QR, if scanned), or unticks them. */
export const checkIn = (battle: number, entrant: number, checkedIn = true, code?: string) =>
  queue(battle, 'battle.checkin', battleTarget(battle, { entrant }), [
    {
      method: 'POST',
      path: battlesApi.checkin(battle),
      body: { entrant, checked_in: checkedIn, ...(code ? { code } : {}) },
    },
  ]);

/** The organiser opens or closes entry, turns prelims or the battle for third place on or off. */
export const changeSettings = (battle: number, settings: BattleSettingsInput) =>
  queue(battle, 'battle.settings', battleTarget(battle), [
    { method: 'PATCH', path: battlesApi.battle(battle), body: settings },
  ]);

/** The organiser names the helpers at the door (the whole list). */
export const setHelpers = (battle: number, helpers: string[]) =>
  queue(battle, 'battle.helpers', battleTarget(battle), [
    { method: 'PUT', path: battlesApi.helpers(battle), body: { helpers } },
  ]);

/** The organiser makes the bracket (again, while no match has started). */
export const makeBracket = (battle: number, input: BracketInput) =>
  queue(battle, 'battle.bracket', battleTarget(battle), [
    { method: 'POST', path: battlesApi.bracket(battle), body: input },
  ]);

/** The organiser starts a ready match: the judges may vote. */
export const startMatch = (battle: number, match: number) =>
  queue(battle, 'battle.start', battleTarget(battle, { match }), [
    { method: 'POST', path: battlesApi.start(battle, match) },
  ]);

/** A judge's vote in the match's current voting round: counted once, however often it is sent. */
export const vote = (battle: number, match: number, input: VoteInput) =>
  queue(battle, 'battle.vote', battleTarget(battle, { match }), [
    { method: 'POST', path: battlesApi.votes(battle, match), body: input },
  ]);

/** The organiser corrects a decided match's result (recorded on the server). */
export const correctResult = (battle: number, match: number, input: ResultInput) =>
  queue(battle, 'battle.result', battleTarget(battle, { match }), [
    { method: 'POST', path: battlesApi.result(battle, match), body: input },
  ]);

/** A judge's prelim score for a checked-in entrant; a later one replaces it. */
export const score = (battle: number, entrant: number, value: number) =>
  queue(battle, 'battle.score', battleTarget(battle, { entrant }), [
    { method: 'POST', path: battlesApi.scores(battle), body: { entrant, score: value } },
  ]);
