/**
 * Published labs, their subscriptions, purchased labs and lab rooms under /api/whatiscooking.
 * Object paths take the id or the uuid, with or without a trailing slash.
 */
import type { SQL } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { refField } from '../../../shared/schemas/fields';
import { publishedLabInput, publishedLabPatch } from '../../../shared/schemas/published-labs';
import type { AppEnv, Deps } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { pathRef, REF } from '../../http/refs';
import { localized } from '../../i18n';
import { plabSubRoutes } from './plabsubs.routes';
import { listedFor, listPublishedLabs, personal, searchListed } from './published-lab-lists.service';
import { createPublishedLab, showPublishedLab, updatePublishedLab } from './published-labs.service';
import { listPublishedVideos, type VideoAudience } from './published-videos.service';

const factory = createFactory<AppEnv>();

async function labsPage(c: Context, deps: Deps, where: SQL) {
  const page = readPage(c);
  const { rows, count } = await listPublishedLabs(deps, page, where);
  return c.json(listPage(c, page, rows, count, (lab) => lab.id));
}

const showLab = factory.createHandlers(async (c) =>
  c.json(await showPublishedLab(c.var.deps, c.var.user, pathRef(c.req.param('ref')))),
);

const changeLab = factory.createHandlers(requireUser, body(publishedLabPatch), async (c) => {
  const ref = pathRef(c.req.param('ref'));
  return c.json(
    (await updatePublishedLab(c.var.deps, c.var.user, ref, c.var.body)) ?? {
      detail: localized(c, msg.noChange),
    },
  );
});

const searchLabs = factory.createHandlers((c) =>
  labsPage(c, c.var.deps, searchListed(c.var.user, c.req.param('term') ?? '')),
);

const videosOf = (audience: VideoAudience) =>
  factory.createHandlers(query(v.object({ lab_id: refField })), async (c) => {
    const page = readPage(c);
    const { deps, user } = c.var;
    const { rows, count } = await listPublishedVideos(deps, user, c.var.query.lab_id, page, audience);
    return c.json(listPage(c, page, rows, count, (video) => video.id));
  });

const labRoutes = new Hono<AppEnv>()
  .post('/publishedlabs/create/', requireUser, body(publishedLabInput), async (c) => {
    const { lab, created } = await createPublishedLab(c.var.deps, c.var.user, c.var.body);
    return c.json(lab, created ? 201 : 200);
  })
  .get('/publishedlabs/list/', (c) => labsPage(c, c.var.deps, listedFor(c.var.user)))
  .get('/publishedlabs/list/personal/', query(v.object({ username: v.string() })), (c) =>
    labsPage(c, c.var.deps, personal(c.var.user, c.var.query.username)),
  )
  .get('/publishedlabs/list/search/:term', ...searchLabs)
  .get('/publishedlabs/list/search/:term/', ...searchLabs)
  .get(`/publishedlabs/${REF}`, ...showLab)
  .get(`/publishedlabs/${REF}/`, ...showLab)
  .patch(`/publishedlabs/${REF}`, ...changeLab)
  .patch(`/publishedlabs/${REF}/`, ...changeLab)
  .get('/videos-of-a-publishedlab/', ...videosOf('watch'))
  .get('/videos-of-a-purchasedlab/', ...videosOf('member'));

export const publishedLabRoutes = new Hono<AppEnv>().route('/', labRoutes).route('/', plabSubRoutes);
