/**
 * The paths of running an event's battle (issue 29): the battle, its entrants and check-in, the
 * helpers at the door, prelims, the bracket and its matches' votes and results.
 */
import { encode, type PathValue } from './paths';

const battle = (id: PathValue) => `/events/battles/${encode(id)}/`;
const match = (id: PathValue, matchId: PathValue) => `${battle(id)}matches/${encode(matchId)}/`;

export const battlesApi = {
  /** GET the battle; PATCH its settings (organiser). */
  battle,
  /** GET lists, POST enters (or the organiser adds) an entrant. */
  entrants: (id: PathValue) => `${battle(id)}entrants/`,
  /** DELETE withdraws (a member) or removes (the organiser) an entrant. */
  entrant: (id: PathValue, entrantId: PathValue) => `${battle(id)}entrants/${encode(entrantId)}/`,
  /** PUT the whole list (organiser). */
  helpers: (id: PathValue) => `${battle(id)}helpers/`,
  checkin: (id: PathValue) => `${battle(id)}checkin/`,
  /** GET the scores (the organiser all, a judge their own). */
  prelims: (id: PathValue) => `${battle(id)}prelims/`,
  /** POST a judge's score. */
  scores: (id: PathValue) => `${battle(id)}prelims/scores/`,
  /** GET (whoever sees the event) or POST makes it (organiser). */
  bracket: (id: PathValue) => `${battle(id)}bracket/`,
  start: (id: PathValue, matchId: PathValue) => `${match(id, matchId)}start/`,
  votes: (id: PathValue, matchId: PathValue) => `${match(id, matchId)}votes/`,
  result: (id: PathValue, matchId: PathValue) => `${match(id, matchId)}result/`,
};
