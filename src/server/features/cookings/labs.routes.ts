/** Personal labs, lab relations and tagged teachers under /api/whatiscooking. Owner-only writes. */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { labInput, relationInput, taggedTeacherInput } from '../../../shared/schemas/cooking';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { createLab, listLabs } from './labs.service';
import { pathRef, REF } from './refs';
import { createRelation, deleteRelation } from './relations.service';
import { createTaggedTeacher, deleteTaggedTeacher } from './tagged-teachers.service';

const factory = createFactory<AppEnv>();

const removeRelation = factory.createHandlers(requireUser, async (c) => {
  await deleteRelation(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});

const removeTaggedTeacher = factory.createHandlers(requireUser, async (c) => {
  await deleteTaggedTeacher(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
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
  .post('/ct-relations/create/', requireUser, body(relationInput), async (c) => {
    const { relation, created } = await createRelation(c.var.deps, c.var.user, c.var.body);
    return c.json(relation, created ? 201 : 200);
  })
  .delete(`/ct-relations/${REF}`, ...removeRelation)
  .delete(`/ct-relations/${REF}/`, ...removeRelation)
  .post('/taggedteachers/', requireUser, body(taggedTeacherInput), async (c) => {
    const { taggedTeacher, created } = await createTaggedTeacher(c.var.deps, c.var.user, c.var.body);
    return c.json(taggedTeacher, created ? 201 : 200);
  })
  .delete(`/taggedteachers/${REF}`, ...removeTaggedTeacher)
  .delete(`/taggedteachers/${REF}/`, ...removeTaggedTeacher);
