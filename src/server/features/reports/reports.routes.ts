/** /api/reports: a signed-in user reports a video note, a comment, a shoutout, ... or an artist. */
import { Hono } from 'hono';
import { reportInput } from '../../../shared/schemas/reports';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { createReport } from './reports.service';

export const reportRoutes = new Hono<AppEnv>().post('/reports/', requireUser, body(reportInput), async (c) =>
  c.json(await createReport(c.var.deps, c.var.user, c.var.body), 201),
);
