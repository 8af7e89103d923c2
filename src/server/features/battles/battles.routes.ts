/**
 * /api/events/battles/{battle}/: running an event's battle (issue 29). Whoever sees the event reads the
 * battle, its entrants and its bracket; artists enter, the organiser and helpers check in at the door,
 * judges score prelims and vote, the organiser runs the rest. Ids past int4 are 404 (http/path-id.ts).
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  battleSettingsInput,
  bracketInput,
  checkinInput,
  entrantInput,
  helpersInput,
  resultInput,
  scoreInput,
  voteInput,
} from '../../../shared/schemas/battles';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { pathId } from '../../http/path-id';
import { changeBattle, readBattle, readEntrants } from './battles.service';
import { makeBracket, readBracket } from './bracket.service';
import { checkIn } from './checkin.service';
import { enterBattle, removeEntrant } from './entrants.service';
import { readHelpers, setHelpers } from './helpers.service';
import { readPrelims, scorePrelim } from './prelims.service';
import { castVote, correctResult, startMatch } from './votes.service';

const BATTLE = '/:battle{[0-9]+}';
const MATCH = `${BATTLE}/matches/:match{[0-9]+}`;

const battleId = (c: Context) => pathId(c.req.param('battle'));
const matchId = (c: Context) => pathId(c.req.param('match'));

export const battleRoutes = new Hono<AppEnv>()
  .get(`${BATTLE}/`, async (c) => c.json(await readBattle(c.var.deps, c.var.user, battleId(c))))
  .patch(`${BATTLE}/`, requireUser, body(battleSettingsInput), async (c) =>
    c.json(await changeBattle(c.var.deps, c.var.user, battleId(c), c.var.body)),
  )
  .get(`${BATTLE}/entrants/`, async (c) => c.json(await readEntrants(c.var.deps, c.var.user, battleId(c))))
  .post(`${BATTLE}/entrants/`, requireUser, body(entrantInput), async (c) =>
    c.json(await enterBattle(c.var.deps, c.var.user, battleId(c), c.var.body), 201),
  )
  .delete(`${BATTLE}/entrants/:entrant{[0-9]+}/`, requireUser, async (c) => {
    await removeEntrant(c.var.deps, c.var.user, battleId(c), pathId(c.req.param('entrant')));
    return c.body(null, 204);
  })
  .get(`${BATTLE}/helpers/`, requireUser, async (c) =>
    c.json(await readHelpers(c.var.deps, c.var.user, battleId(c))),
  )
  .put(`${BATTLE}/helpers/`, requireUser, body(helpersInput), async (c) =>
    c.json(await setHelpers(c.var.deps, c.var.user, battleId(c), c.var.body)),
  )
  .post(`${BATTLE}/checkin/`, requireUser, body(checkinInput), async (c) =>
    c.json(await checkIn(c.var.deps, c.var.user, battleId(c), c.var.body)),
  )
  .get(`${BATTLE}/prelims/`, requireUser, async (c) =>
    c.json({ results: await readPrelims(c.var.deps, c.var.user, battleId(c)) }),
  )
  .post(`${BATTLE}/prelims/scores/`, requireUser, body(scoreInput), async (c) =>
    c.json(await scorePrelim(c.var.deps, c.var.user, battleId(c), c.var.body)),
  )
  .get(`${BATTLE}/bracket/`, async (c) => c.json(await readBracket(c.var.deps, c.var.user, battleId(c))))
  .post(`${BATTLE}/bracket/`, requireUser, body(bracketInput), async (c) =>
    c.json(await makeBracket(c.var.deps, c.var.user, battleId(c), c.var.body)),
  )
  .post(`${MATCH}/start/`, requireUser, async (c) =>
    c.json(await startMatch(c.var.deps, c.var.user, battleId(c), matchId(c))),
  )
  .post(`${MATCH}/votes/`, requireUser, body(voteInput), async (c) =>
    c.json(await castVote(c.var.deps, c.var.user, battleId(c), matchId(c), c.var.body)),
  )
  .post(`${MATCH}/result/`, requireUser, body(resultInput), async (c) =>
    c.json(await correctResult(c.var.deps, c.var.user, battleId(c), matchId(c), c.var.body)),
  );
