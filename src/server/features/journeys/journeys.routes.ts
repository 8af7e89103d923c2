/**
 * /api/journey: journeys. `list/` is the journeys the caller may see (of the user named by
 * `whose_e1t1_journey` when given), `highlights/?username` that user's highlights; the author
 * writes, edits and deletes. Object paths take the id or the uuid, with or without a trailing slash.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { text } from '../../../shared/schemas/fields';
import { journeyInput, journeyPatch } from '../../../shared/schemas/journeys';
import type { AppEnv } from '../../deps';
import { requirePortfolio, requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { pathRef, REF } from '../../http/refs';
import { localized } from '../../i18n';
import { toJourney } from './journey-shape';
import { createJourney, deleteJourney, listJourneys, readJourney, updateJourney } from './journeys.service';

const factory = createFactory<AppEnv>();

const read = factory.createHandlers(async (c) =>
  c.json(toJourney(await readJourney(c.var.deps, c.var.user, pathRef(c.req.param('ref'))))),
);
const change = factory.createHandlers(requireUser, body(journeyPatch), async (c) => {
  const updated = await updateJourney(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body);
  return c.json(updated ?? { detail: localized(c, msg.noChange) });
});
const remove = factory.createHandlers(requireUser, async (c) => {
  await deleteJourney(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});

export const journeyRoutes = new Hono<AppEnv>()
  .post('/journey/', requireUser, requirePortfolio, body(journeyInput), async (c) => {
    const { journey, created } = await createJourney(c.var.deps, c.var.user, c.var.body);
    return c.json(journey, created ? 201 : 200);
  })
  .get('/journey/list/', query(v.object({ whose_e1t1_journey: v.optional(text()) })), async (c) => {
    const page = readPage(c);
    const username = c.var.query.whose_e1t1_journey || undefined;
    const { rows, count } = await listJourneys(c.var.deps, c.var.user, { username }, page);
    return c.json(listPage(c, page, rows, count, (journey) => journey.id));
  })
  .get('/journey/highlights/', query(v.object({ username: text() })), async (c) => {
    const page = readPage(c);
    const filter = { username: c.var.query.username, highlights: true };
    const { rows, count } = await listJourneys(c.var.deps, c.var.user, filter, page);
    return c.json(listPage(c, page, rows, count, (journey) => journey.id));
  })
  .get(`/journey/${REF}`, ...read)
  .get(`/journey/${REF}/`, ...read)
  .patch(`/journey/${REF}`, ...change)
  .patch(`/journey/${REF}/`, ...change)
  .delete(`/journey/${REF}`, ...remove)
  .delete(`/journey/${REF}/`, ...remove);
