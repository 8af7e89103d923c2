/**
 * /api/e1t1: shoutouts. Anyone reads what they may see; the author writes and withdraws, the tagged
 * artist approves or declines. `list/teachers/` are the shoutouts a user gave (their teachers),
 * `list/students/` those that tag them (their students); the caller's own without `username`. Love
 * and comments hang off a shoutout there too; /api/chat holds the two artists' personal messages.
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { type Ref, refField, text } from '../../../shared/schemas/fields';
import {
  chatInput,
  loveInput,
  shoutoutCommentInput,
  shoutoutInput,
  shoutoutPatch,
} from '../../../shared/schemas/shoutouts';
import type { AppEnv } from '../../deps';
import { requirePortfolio, requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { unauthenticated } from '../../http/errors';
import { listPage, readPage } from '../../http/paging';
import { pathRef, REF } from '../../http/refs';
import { localized } from '../../i18n';
import { createReply, deleteReply, listReplies, type ReplyKind } from './shoutout-replies.service';
import { toShoutout } from './shoutout-shape';
import {
  answerShoutout,
  createShoutout,
  deleteShoutout,
  listShoutouts,
  readShoutout,
  type ShoutoutFilter,
  updateShoutout,
} from './shoutouts.service';

const factory = createFactory<AppEnv>();
const byUser = query(v.object({ username: v.optional(text()) }));

const read = factory.createHandlers(async (c) =>
  c.json(toShoutout(await readShoutout(c.var.deps, c.var.user, pathRef(c.req.param('ref'))))),
);
const change = factory.createHandlers(requireUser, body(shoutoutPatch), async (c) => {
  const updated = await updateShoutout(c.var.deps, c.var.user, pathRef(c.req.param('ref')), c.var.body);
  return c.json(updated ?? { detail: localized(c, msg.noChange) });
});
const withdraw = factory.createHandlers(requireUser, async (c) => {
  await deleteShoutout(c.var.deps, c.var.user, pathRef(c.req.param('ref')));
  return c.body(null, 204);
});
const answer = (approve: boolean) =>
  factory.createHandlers(requireUser, async (c) =>
    c.json(await answerShoutout(c.var.deps, c.var.user, pathRef(c.req.param('ref')), approve)),
  );
/** A list by `side` of the named user, or of the caller when none is named. */
const listBy = (side: keyof ShoutoutFilter) =>
  factory.createHandlers(byUser, async (c) => {
    const { deps, user } = c.var;
    const username = c.var.query.username ?? user?.username;
    if (username === undefined) throw unauthenticated();
    const page = readPage(c);
    const { rows, count } = await listShoutouts(deps, user, { [side]: username }, page);
    return c.json(listPage(c, page, rows, count, (shoutout) => shoutout.id));
  });

/** A reply kind's list (of the shoutout named by the query's `param`) and delete handlers. */
function replies(kind: ReplyKind, param: 'shareidobj' | 'shareid') {
  const ofShoutout = query(v.object({ [param]: refField }));
  const remove = factory.createHandlers(requireUser, async (c) => {
    await deleteReply(c.var.deps, c.var.user, kind, pathRef(c.req.param('ref')));
    return c.body(null, 204);
  });
  return {
    list: factory.createHandlers(ofShoutout, async (c) => {
      const page = readPage(c);
      const ref = (c.var.query as Record<string, Ref>)[param] as Ref;
      const { rows, count } = await listReplies(c.var.deps, c.var.user, kind, ref, page);
      return c.json(listPage(c, page, rows, count, (reply) => reply.id));
    }),
    remove,
  };
}
const love = replies('love', 'shareidobj');
const comments = replies('comment', 'shareidobj');
const messages = replies('message', 'shareid');

export const shoutoutRoutes = new Hono<AppEnv>()
  .post('/sharing/', requireUser, requirePortfolio, body(shoutoutInput), async (c) => {
    const { shoutout, created } = await createShoutout(c.var.deps, c.var.user, c.var.body);
    return c.json(shoutout, created ? 201 : 200);
  })
  .get('/sharing/', byUser, async (c) => {
    const page = readPage(c);
    const student = c.var.query.username;
    const { rows, count } = await listShoutouts(c.var.deps, c.var.user, { student }, page);
    return c.json(listPage(c, page, rows, count, (shoutout) => shoutout.id));
  })
  .get('/sharing/love/', ...love.list)
  .post('/sharing/love/', requireUser, body(loveInput), async (c) => {
    const input = { uuid: c.var.body.uuid, ref: c.var.body.shareidobj };
    const { reply, created } = await createReply(c.var.deps, c.var.user, 'love', input);
    return c.json(reply, created ? 201 : 200);
  })
  .delete(`/sharing/love/${REF}`, ...love.remove)
  .delete(`/sharing/love/${REF}/`, ...love.remove)
  .get('/sharing/comments/', ...comments.list)
  .post('/sharing/comments/', requireUser, requirePortfolio, body(shoutoutCommentInput), async (c) => {
    const { uuid, shareidobj, comment } = c.var.body;
    const input = { uuid, ref: shareidobj, words: comment };
    const { reply, created } = await createReply(c.var.deps, c.var.user, 'comment', input);
    return c.json(reply, created ? 201 : 200);
  })
  .delete(`/sharing/comments/${REF}`, ...comments.remove)
  .delete(`/sharing/comments/${REF}/`, ...comments.remove)
  .get('/sharing/list/teachers/', ...listBy('student'))
  .get('/sharing/list/students/', ...listBy('teacher'))
  .get(`/sharing/${REF}`, ...read)
  .get(`/sharing/${REF}/`, ...read)
  .patch(`/sharing/${REF}`, ...change)
  .patch(`/sharing/${REF}/`, ...change)
  .delete(`/sharing/${REF}`, ...withdraw)
  .delete(`/sharing/${REF}/`, ...withdraw)
  .post(`/sharing/${REF}/approve/`, ...answer(true))
  .post(`/sharing/${REF}/decline/`, ...answer(false));

/** /api/chat: personal messages between a shoutout's author and its tagged artist. */
export const chatRoutes = new Hono<AppEnv>()
  .get('/chat/list/', ...messages.list)
  .post('/chat/', requireUser, body(chatInput), async (c) => {
    const { uuid, shareid, message } = c.var.body;
    const input = { uuid, ref: shareid, words: message };
    const { reply, created } = await createReply(c.var.deps, c.var.user, 'message', input);
    return c.json(reply, created ? 201 : 200);
  })
  .delete(`/chat/${REF}`, ...messages.remove)
  .delete(`/chat/${REF}/`, ...messages.remove);
