/**
 * /api/artist (beside the portfolios): follow and unfollow an artist, and the public lists of an
 * artist's followers and of whom a user follows. The unfollow path answers with or without a
 * trailing slash, as the portfolio's do.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import { followInput, followListQuery } from '../../../shared/schemas/follows';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { listFollows, type Side } from './follow-lists.service';
import { follow, unfollow } from './follows.service';

const factory = createFactory<AppEnv>();

/** 204 whether or not the caller followed them: the outbox counts either as done. */
const unfollowHandlers = factory.createHandlers(requireUser, async (c) => {
  await unfollow(c.var.deps, c.var.user, c.req.param('username') ?? '');
  return c.body(null, 204);
});

const listHandlers = (side: Side) =>
  factory.createHandlers(query(followListQuery), async (c) => {
    const page = readPage(c);
    const { rows, count } = await listFollows(c.var.deps, c.var.user, c.var.query.username, side, page);
    return c.json(listPage(c, page, rows, count, (row) => row.id));
  });

export const followRoutes = new Hono<AppEnv>()
  .post('/follow/', requireUser, body(followInput), async (c) => {
    const { follow: made, created } = await follow(c.var.deps, c.var.user, c.var.body.username);
    return c.json(made, created ? 201 : 200);
  })
  .delete('/follow/:username', ...unfollowHandlers)
  .delete('/follow/:username/', ...unfollowHandlers)
  .get('/followers/', ...listHandlers('followers'))
  .get('/following/', ...listHandlers('following'));
