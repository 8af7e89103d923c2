/**
 * How a battle's queued writes show on the device before the server has them: each is laid over the
 * battle as last read (its bracket, entrants and prelim scores), when it is queued and again over each
 * read while it waits, so a check-in, a vote or a score made offline shows at once and stays shown.
 * Laying a write twice changes nothing more than once. Pure: the mirror (battles.mirror.ts) calls it.
 */
import type { Bracket, Entrant, Match, Person, PrelimRow } from '../../../shared/schemas/battles';
import type { OutboxEntry } from '../../lib/db';

/** What the device shows of a battle. */
export type BattleState = {
  bracket: Bracket | null;
  entrants: Entrant[];
  prelims: PrelimRow[];
  helpers: Person[];
};

/**
 * The outbox target of a write on battle `battle`: the battle itself, or one of its entrants or
 * matches (whose row then shows the write's state).
 */
export const battleTarget = (battle: number, on?: { entrant: number } | { match: number }) =>
  on === undefined
    ? `battle:${battle}`
    : 'entrant' in on
      ? `battle:${battle}:entrant:${on.entrant}`
      : `battle:${battle}:match:${on.match}`;

/** The id of the entrant or match a target names (0 for the battle itself). */
const targetId = (target: string) => Number(target.split(':')[3] ?? 0);

type Body = Record<string, unknown>;
/** A queued write; `done` and `kept` say how far it went (a write taken back on the device has none). */
type Write = Pick<OutboxEntry, 'kind' | 'target' | 'steps'> & Partial<Pick<OutboxEntry, 'done' | 'kept'>>;

const withMatch = (bracket: Bracket, id: number, change: (match: Match) => Match): Bracket => ({
  ...bracket,
  rounds: bracket.rounds.map((round) => ({
    ...round,
    matches: round.matches.map((match) => (match.id === id ? change(match) : match)),
  })),
});

const withEntrant = (entrants: Entrant[], id: number, change: (entrant: Entrant) => Entrant) =>
  entrants.map((entrant) => (entrant.id === id ? change(entrant) : entrant));

/**
 * An entrant entered or added on the device: its id (below 0) is the target's until the server has
 * it. Once the server made it (the caller's entrant is read, or the door's first step is done), only
 * what is still to come shows: a door entrant's check-in, by the id the server gave.
 */
function added(state: BattleState, write: Write, body: Body, me: Person): BattleState {
  const id = targetId(write.target);
  const made = Number(write.kept?.entrant);
  if (write.kind === 'battle.door' && (write.done ?? 0) > 0)
    return { ...state, entrants: withEntrant(state.entrants, made, (e) => ({ ...e, checked_in: true })) };
  const you = state.bracket?.battle.you.entrant ?? null;
  if (write.kind === 'battle.enter' && you !== null && you > 0) return state;
  if (state.entrants.some((entrant) => entrant.id === id)) return state;
  const usernames =
    (body.members as string[] | undefined) ?? (write.kind === 'battle.enter' ? [me.username] : []);
  const members = usernames.map((username) =>
    username === me.username ? me : { username, artist_name: username },
  );
  const entrant: Entrant = {
    id,
    battle: state.bracket?.battle.id ?? 0,
    name: (body.name as string | undefined) || members[0]?.artist_name || '',
    members,
    // A name added at the door is checked in by the same write.
    checked_in: write.kind === 'battle.door',
    seed: null,
  };
  const bracket =
    state.bracket && write.kind === 'battle.enter'
      ? {
          ...state.bracket,
          battle: { ...state.bracket.battle, you: { ...state.bracket.battle.you, entrant: id } },
        }
      : state.bracket;
  return { ...state, bracket, entrants: [...state.entrants, entrant] };
}

function withdrawn(state: BattleState, id: number): BattleState {
  const bracket = state.bracket;
  const you = bracket?.battle.you;
  return {
    ...state,
    entrants: state.entrants.filter((entrant) => entrant.id !== id),
    bracket:
      bracket && you?.entrant === id
        ? { ...bracket, battle: { ...bracket.battle, you: { ...you, entrant: null } } }
        : bracket,
  };
}

function scored(prelims: PrelimRow[], body: Body, entrants: Entrant[], me: Person): PrelimRow[] {
  const id = body.entrant as number;
  const row = prelims.find((p) => p.entrant === id) ?? {
    entrant: id,
    name: entrants.find((e) => e.id === id)?.name ?? '',
    scores: [],
    total: 0,
  };
  const scores = [
    ...row.scores.filter((s) => s.judge !== me.username),
    { judge: me.username, score: body.score as number },
  ];
  const next = { ...row, scores, total: scores.reduce((sum, s) => sum + s.score, 0) };
  return [...prelims.filter((p) => p.entrant !== id), next];
}

/** The helpers a write names, with the names already known of them. */
const helpersNamed = (known: Person[], usernames: string[]): Person[] =>
  usernames.map(
    (username) => known.find((p) => p.username === username) ?? { username, artist_name: username },
  );

/** The battle with one queued write laid over it; `me` is the signed-in dancer who queued it. */
export function applyWrite(state: BattleState, write: Write, me: Person): BattleState {
  const body = (write.steps[0]?.body ?? {}) as Body;
  const id = targetId(write.target);
  const bracket = state.bracket;
  switch (write.kind) {
    case 'battle.enter':
    case 'battle.door':
      return added(state, write, body, me);
    case 'battle.withdraw':
      return withdrawn(state, id);
    case 'battle.checkin':
      return {
        ...state,
        entrants: withEntrant(state.entrants, id, (e) => ({ ...e, checked_in: body.checked_in !== false })),
      };
    case 'battle.score':
      return { ...state, prelims: scored(state.prelims, body, state.entrants, me) };
    case 'battle.helpers':
      return { ...state, helpers: helpersNamed(state.helpers, body.helpers as string[]) };
  }
  if (!bracket) return state;
  switch (write.kind) {
    case 'battle.settings':
      return { ...state, bracket: { ...bracket, battle: { ...bracket.battle, ...body } } };
    case 'battle.start':
      return {
        ...state,
        bracket: withMatch(bracket, id, (m) => (m.status === 'ready' ? { ...m, status: 'on' } : m)),
      };
    case 'battle.vote':
      return {
        ...state,
        bracket: withMatch(bracket, id, (m) =>
          m.voting_round === body.round && m.status === 'on' && !m.votes_in.includes(me.username)
            ? { ...m, votes_in: [...m.votes_in, me.username] }
            : m,
        ),
      };
    case 'battle.result':
      return {
        ...state,
        bracket: withMatch(bracket, id, (m) => ({
          ...m,
          winner: body.winner as Match['winner'],
          corrected: true,
        })),
      };
  }
  return state;
}

/** The battle as the server last said, without what the device had laid over it (entrants it made). */
function asRead(state: BattleState): BattleState {
  const bracket = state.bracket;
  const you = bracket?.battle.you;
  return {
    ...state,
    entrants: state.entrants.filter((entrant) => entrant.id > 0),
    bracket:
      bracket && you && you.entrant !== null && you.entrant < 0
        ? { ...bracket, battle: { ...bracket.battle, you: { ...you, entrant: null } } }
        : bracket,
  };
}

/**
 * The battle with every write still waiting in the outbox laid over it, in the order they were
 * queued; entrants made on the device come only from those writes, so one sent is never shown twice.
 */
export const applyWrites = (state: BattleState, writes: Write[], me: Person): BattleState =>
  writes.reduce((shown, write) => applyWrite(shown, write, me), asRead(state));
