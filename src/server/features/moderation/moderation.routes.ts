/**
 * /api/moderation: the moderators' queue of reports grouped by target, resolving a group (dismiss,
 * hide, suspend), the record of every act, and the suspended accounts with lifting. Moderators only:
 * a guest 401, anyone else 403.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { resolveInput } from '../../../shared/schemas/reports';
import type { AppEnv, Deps } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { listPage, type Page, readPage } from '../../http/paging';
import { ID, pathId } from '../../http/path-id';
import { requireModerator } from './moderators';
import { listRecords } from './records';
import { listGroups } from './report-groups.service';
import { resolveReports } from './resolve.service';
import { lift, listSuspended } from './suspensions';

const factory = createFactory<AppEnv>();

/** A moderators' list, paged by its rows' ids. */
const listHandlers = <T extends { id: number }>(
  read: (deps: Deps, page: Page) => Promise<{ rows: T[]; count: number }>,
) =>
  factory.createHandlers(requireUser, requireModerator, async (c) => {
    const page = readPage(c);
    const { rows, count } = await read(c.var.deps, page);
    return c.json(listPage(c, page, rows, count, (row) => row.id));
  });

const liftHandlers = factory.createHandlers(requireUser, requireModerator, async (c) => {
  await lift(c.var.deps, c.var.user, c.req.param('username') ?? '');
  return c.body(null, 204);
});

export const moderationRoutes = new Hono<AppEnv>()
  .get('/reports/', ...listHandlers(listGroups))
  .post(`/reports/${ID}/resolve/`, requireUser, requireModerator, body(resolveInput), async (c) => {
    const id = pathId(c.req.param('id'));
    return c.json(await resolveReports(c.var.deps, c.var.user, id, c.var.body.action));
  })
  .get('/actions/', ...listHandlers(listRecords))
  .get('/suspended/', ...listHandlers(listSuspended))
  .delete('/suspended/:username', ...liftHandlers)
  .delete('/suspended/:username/', ...liftHandlers);
