/** Reactions and comments on a video note under /api/whatiscooking/cooking/. Reads follow the note's access. */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { refField } from '../../../shared/schemas/fields';
import { commentInput, likeInput } from '../../../shared/schemas/notes';
import type { AppEnv } from '../../deps';
import { requirePortfolio, requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { pathRef, REF } from '../../http/refs';
import { createComment, deleteComment, listComments } from './comments.service';
import { createLike, deleteLike, listLikes } from './reactions.service';

const ofNote = v.object({ cookingidobj: refField });

const factory = createFactory<AppEnv>();

const removeLike = factory.createHandlers(requireUser, async (c) => {
  await deleteLike(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});

const removeComment = factory.createHandlers(requireUser, async (c) => {
  await deleteComment(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});

export const reactionRoutes = new Hono<AppEnv>()
  .get('/cooking/likes/', query(ofNote), async (c) =>
    c.json(await listLikes(c.var.deps, c.var.user, c.var.query.cookingidobj)),
  )
  .post('/cooking/likes/', requireUser, body(likeInput), async (c) => {
    const { reaction, created } = await createLike(c.var.deps, c.var.user, c.var.body);
    return c.json(reaction, created ? 201 : 200);
  })
  .delete(`/cooking/likes/${REF}`, ...removeLike)
  .delete(`/cooking/likes/${REF}/`, ...removeLike)
  .get('/cooking/comments/', query(ofNote), async (c) => {
    const page = readPage(c);
    const { rows, count } = await listComments(c.var.deps, c.var.user, c.var.query.cookingidobj, page);
    return c.json(listPage(c, page, rows, count, (comment) => comment.id));
  })
  .post('/cooking/comments/', requireUser, requirePortfolio, body(commentInput), async (c) => {
    const { comment, created } = await createComment(c.var.deps, c.var.user, c.var.body);
    return c.json(comment, created ? 201 : 200);
  })
  .delete(`/cooking/comments/${REF}`, ...removeComment)
  .delete(`/cooking/comments/${REF}/`, ...removeComment);
