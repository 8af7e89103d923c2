/**
 * /api/events: events. Everyone reads them (`list/` upcoming, `search/`, `list/{id}`, who is going);
 * an artist creates one (`create/`), its organiser edits (only the changed fields) and deletes it; a
 * signed-in user says "I'm going" (`iamgoing/`) and takes it back; a tagged guest leaves the guests
 * (`{id}/guests/me/`). `my-organized-events/`, `my-tagged-events/` and `iamgoing-events/` are the
 * caller's, or the named `username`'s. Object paths take the id or the uuid, with or without a slash.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { eventInput, eventPatch, eventSearchQuery, goingInput } from '../../../shared/schemas/events';
import { refField, text } from '../../../shared/schemas/fields';
import type { AppEnv } from '../../deps';
import { requirePortfolio, requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { unauthenticated } from '../../http/errors';
import { listPage, readPage } from '../../http/paging';
import { pathRef, REF } from '../../http/refs';
import { localized } from '../../i18n';
import { type EventRelation, listGoers, listRelated, listUpcoming } from './event-feeds.service';
import { leaveGuests, setGoing } from './event-going.service';
import { createEvent, deleteEvent, eventFor, updateEvent } from './events.service';

const factory = createFactory<AppEnv>();

const read = factory.createHandlers(async (c) =>
  c.json(await eventFor(c.var.deps, c.var.user, pathRef(c.req.param('ref')))),
);
const change = factory.createHandlers(requireUser, body(eventPatch), async (c) => {
  const updated = await updateEvent(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body);
  return c.json(updated ?? { detail: localized(c, msg.noChange) });
});
const remove = factory.createHandlers(requireUser, async (c) => {
  await deleteEvent(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});
const notGoing = factory.createHandlers(requireUser, async (c) =>
  c.json(await setGoing(c.var.deps, c.var.user, pathRef(c.req.param('ref')), false)),
);
const upcoming = factory.createHandlers(query(eventSearchQuery), async (c) => {
  const page = readPage(c);
  const q = c.var.query;
  const search = { query: q.query, eventName: q.event_name, thisMonth: q.this_month === 'yes' };
  const { rows, count } = await listUpcoming(c.var.deps, c.var.user, search, page);
  return c.json(listPage(c, page, rows, count, (event) => event.id));
});
/** The events related to the named user, or to the caller when none is named. */
const related = (relation: EventRelation) =>
  factory.createHandlers(query(v.object({ username: v.optional(text()) })), async (c) => {
    const username = c.var.query.username ?? c.var.user?.username;
    if (username === undefined) throw unauthenticated();
    const page = readPage(c);
    const { rows, count } = await listRelated(c.var.deps, c.var.user, relation, username, page);
    return c.json(listPage(c, page, rows, count, (event) => event.id));
  });

export const eventRoutes = new Hono<AppEnv>()
  .post('/create/', requireUser, requirePortfolio, body(eventInput), async (c) => {
    const { event, created } = await createEvent(c.var.deps, c.var.user, c.var.body);
    return c.json(event, created ? 201 : 200);
  })
  .get('/list', ...upcoming)
  .get('/list/', ...upcoming)
  .get('/search/', ...upcoming)
  .get(`/list/${REF}`, ...read)
  .get(`/list/${REF}/`, ...read)
  .get('/iamgoing/list/', query(v.object({ event: refField })), async (c) => {
    const page = readPage(c);
    const { rows, count } = await listGoers(c.var.deps, c.var.user, c.var.query.event, page);
    return c.json(listPage(c, page, rows, count, (goer) => goer.id));
  })
  .post('/iamgoing/', requireUser, body(goingInput), async (c) =>
    c.json(await setGoing(c.var.deps, c.var.user, c.var.body.event, true)),
  )
  .delete(`/iamgoing/${REF}`, ...notGoing)
  .delete(`/iamgoing/${REF}/`, ...notGoing)
  .get('/my-organized-events/', ...related('organised'))
  .get('/my-tagged-events/', ...related('tagged'))
  .get('/iamgoing-events/', ...related('going'))
  .delete(`/${REF}/guests/me/`, requireUser, async (c) =>
    c.json(await leaveGuests(c.var.deps, c.var.user, pathRef(c.req.param('ref')))),
  )
  .patch(`/${REF}`, ...change)
  .patch(`/${REF}/`, ...change)
  .delete(`/${REF}`, ...remove)
  .delete(`/${REF}/`, ...remove);
