/**
 * /api/blocks and /api/mutes (issue 27): block or mute a user by username, undo it (with or without a
 * trailing slash, 204 either way: the outbox counts both as done), and list one's own, paged.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { blockInput } from '../../../shared/schemas/blocks';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { add, type Kind, list, remove } from './blocks.service';

const factory = createFactory<AppEnv>();

const routesOf = (kind: Kind) => {
  const undo = factory.createHandlers(requireUser, async (c) => {
    await remove(c.var.deps, c.var.user, kind, c.req.param('username') ?? '');
    return c.body(null, 204);
  });
  return new Hono<AppEnv>()
    .post(`/${kind}/`, requireUser, body(blockInput), async (c) => {
      const { row, created } = await add(c.var.deps, c.var.user, kind, c.var.body.username);
      return c.json(row, created ? 201 : 200);
    })
    .get(`/${kind}/`, requireUser, async (c) => {
      const page = readPage(c);
      const { rows, count } = await list(c.var.deps, c.var.user, kind, page);
      return c.json(listPage(c, page, rows, count, (row) => row.id));
    })
    .delete(`/${kind}/:username`, ...undo)
    .delete(`/${kind}/:username/`, ...undo);
};

export const blockRoutes = new Hono<AppEnv>().route('/', routesOf('blocks')).route('/', routesOf('mutes'));
