/**
 * Battles for server tests (issue 29): an organiser's event with one battle of a format, its judges
 * among the guests, entry opened when asked, and the calls the battle's tests make.
 */
import { expect } from 'vitest';
import { battlesApi } from '../../src/shared/api-paths';
import type { BattleFormat } from '../../src/shared/schemas/battles';
import { createEvent } from './events';
import { call, type TestContext } from './server';

const API = '/api';

/** The battle's format, its judges (usernames), and the settings patched on once it is made. */
export type BattleOptions = {
  format?: BattleFormat;
  judges?: string[];
  entry?: 'open' | 'closed';
  prelims?: boolean;
  third_place?: boolean;
};

/** Makes an event with one battle as `token`'s user; answers the event's uuid and the battle's id. */
export async function createBattle(t: TestContext, token: string, options: BattleOptions = {}) {
  const event = await createEvent(t, token, {
    event_guests: (options.judges ?? []).map((username) => ({ username, role: 'judge' })),
    event_battles: [{ category: 'Bboy', style: 'Breaking', format: options.format ?? '1v1' }],
  });
  const battle = event.event_battles[0]?.id as number;
  const { format: _format, judges: _judges, ...settings } = options;
  if (Object.keys(settings).length > 0) {
    const res = await call(t, 'PATCH', `${API}${battlesApi.battle(battle)}`, settings, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { event: event.uuid, battle };
}

/** The battle's API calls as one user (`token`; none for a guest). */
export const battleCalls = (t: TestContext, battle: number) => ({
  enter: (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
    call(t, 'POST', `${API}${battlesApi.entrants(battle)}`, body, token, headers),
  entrants: (token?: string) => call(t, 'GET', `${API}${battlesApi.entrants(battle)}`, undefined, token),
  withdraw: (token: string | undefined, entrant: number | string) =>
    call(t, 'DELETE', `${API}${battlesApi.entrant(battle, entrant)}`, undefined, token),
  checkin: (token: string | undefined, body: unknown, headers?: Record<string, string>) =>
    call(t, 'POST', `${API}${battlesApi.checkin(battle)}`, body, token, headers),
  helpers: (token: string | undefined, helpers: string[]) =>
    call(t, 'PUT', `${API}${battlesApi.helpers(battle)}`, { helpers }, token),
  bracket: (token: string | undefined, body: unknown) =>
    call(t, 'POST', `${API}${battlesApi.bracket(battle)}`, body, token),
});

/** Enters `token`'s user (or, for the organiser, adds `body`); expects 201 and answers the entrant's id. */
export async function entered(t: TestContext, battle: number, token: string, body: unknown = {}) {
  const res = await battleCalls(t, battle).enter(token, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
