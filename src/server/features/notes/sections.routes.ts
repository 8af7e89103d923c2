/**
 * /api/whatiscooking/cooking/{ref}/sections/ (issue 28): GET the sections of a note the viewer may
 * see, PUT its whole list (the author only). The note is named by its uuid or id.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { sectionsInput } from '../../../shared/schemas/practice';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { pathRef, REF } from '../../http/refs';
import { readSections, saveSections } from './sections.service';

const factory = createFactory<AppEnv>();

const read = factory.createHandlers(async (c) =>
  c.json(await readSections(c.var.deps, c.var.user, pathRef(c.req.param('ref')))),
);

const save = factory.createHandlers(requireUser, body(sectionsInput), async (c) =>
  c.json(await saveSections(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body)),
);

export const sectionRoutes = new Hono<AppEnv>()
  .get(`/cooking/${REF}/sections/`, ...read)
  .get(`/cooking/${REF}/sections`, ...read)
  .put(`/cooking/${REF}/sections/`, ...save)
  .put(`/cooking/${REF}/sections`, ...save);
