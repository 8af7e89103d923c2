/** Personal labs, their videos and lab relations under /api/whatiscooking. Owner-only writes. */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { refField } from '../../../shared/schemas/fields';
import { labInput, labPatch, publishInput, relationInput } from '../../../shared/schemas/labs';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { pathRef, REF } from '../../http/refs';
import { localized } from '../../i18n';
import { listLabNotes, publishRelations } from './lab-videos.service';
import { createLab, listLabs, updateLab } from './labs.service';
import { createRelation, deleteRelation } from './relations.service';

const factory = createFactory<AppEnv>();

const changeLab = factory.createHandlers(requireUser, body(labPatch), async (c) => {
  const updated = await updateLab(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body);
  return c.json(updated ?? { detail: localized(c, msg.noChange) });
});

const removeRelation = factory.createHandlers(requireUser, async (c) => {
  await deleteRelation(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});

export const labRoutes = new Hono<AppEnv>()
  .post('/techniques/create/', requireUser, body(labInput), async (c) => {
    const { lab, created } = await createLab(c.var.deps, c.var.user, c.var.body);
    return c.json(lab, created ? 201 : 200);
  })
  .get('/techniques/list/', requireUser, async (c) => {
    const page = readPage(c);
    const { rows, count } = await listLabs(c.var.deps, c.var.user, page);
    return c.json(listPage(c, page, rows, count, (lab) => lab.id));
  })
  .patch(`/techniques/${REF}`, ...changeLab)
  .patch(`/techniques/${REF}/`, ...changeLab)
  .get('/cookings-of-a-technique/list/', query(v.object({ technique_id: refField })), async (c) => {
    const page = readPage(c);
    const ref = c.var.query.technique_id;
    const { rows, count } = await listLabNotes(c.var.deps, c.var.user, ref, page);
    return c.json(listPage(c, page, rows, count, (item) => item.id));
  })
  .put(
    '/ct-relations/bulk_update/',
    requireUser,
    query(v.object({ lab_id: refField })),
    body(publishInput),
    async (c) => c.json(await publishRelations(c.var.deps, c.var.user, c.var.query.lab_id, c.var.body)),
  )
  .post('/ct-relations/create/', requireUser, body(relationInput), async (c) => {
    const { relation, created } = await createRelation(c.var.deps, c.var.user, c.var.body);
    return c.json(relation, created ? 201 : 200);
  })
  .delete(`/ct-relations/${REF}`, ...removeRelation)
  .delete(`/ct-relations/${REF}/`, ...removeRelation);
