/**
 * /api/calendar: "Add to calendar" downloads (`{kind}/{uuid}.ics`, kind being a source: events,
 * workshops), and the private feed: `feed/` gives (GET) or rotates (POST) the signed-in user's secret
 * feed URL, and `feed/{token}.ics` is everything they are going to, for a calendar app to subscribe
 * to. The token is never logged (http/logging.ts).
 */

import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { uuidField } from '../../../shared/schemas/fields';
import type { CalendarSources } from '../../calendar-source';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { notFound } from '../../http/errors';
import { FEED_TOKEN, feedItems, feedOf, rotateFeed } from './calendar-feed.service';
import { toIcs } from './ics';
import { icsDisposition } from './ics-filename';

const ICS = /\.ics$/;

/** The .ics answer: a download named after the item, or the feed shown inline and never cached. */
function ics(c: Context<AppEnv>, text: string, disposition?: string) {
  c.header('content-type', 'text/calendar; charset=utf-8');
  if (disposition) c.header('content-disposition', disposition);
  else c.header('cache-control', 'private, no-store');
  return c.body(text);
}

/** `sources`: the calendar's sources by the path segment of their downloads. */
export const calendarRoutes = (sources: CalendarSources) =>
  new Hono<AppEnv>()
    .get('/feed/', requireUser, async (c) => c.json(await feedOf(c.var.deps, c.var.user)))
    .post('/feed/', requireUser, async (c) => c.json(await rotateFeed(c.var.deps, c.var.user)))
    .get(`/feed/:file{${FEED_TOKEN}\\.ics}`, async (c) => {
      const items = await feedItems(c.var.deps, sources, c.req.param('file').replace(ICS, ''));
      if (!items) throw notFound();
      return ics(c, toIcs(items, c.var.deps.config.publicUrl));
    })
    .get('/:kind/:file{[0-9a-fA-F-]{36}\\.ics}', async (c) => {
      const source = sources[c.req.param('kind')];
      const uuid = v.safeParse(uuidField, c.req.param('file').replace(ICS, ''));
      if (!source || !uuid.success) throw notFound();
      const item = await source.item(c.var.deps, c.var.user, uuid.output);
      if (!item) throw notFound();
      return ics(c, toIcs([item], c.var.deps.config.publicUrl), icsDisposition(item.title, uuid.output));
    });
