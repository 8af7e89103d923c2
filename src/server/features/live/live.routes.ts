/**
 * /api/live: server-sent event streams, each for whoever may read what it watches (the same answer as
 * that read otherwise): `events/{uuid}/` says `battle` when the event's battles change; `me/` (signed
 * in) says `notification` when the caller has a new one; `labs/{uuid}/room/` says `message` in a lab
 * room's chat (members); `shoutouts/{uuid}/` says `reply` for a shoutout's love and comments, and for
 * its personal messages to its two artists. Changes reach a stream from any server (live-hub.ts).
 * A caller holds a few streams at once: a signed-in user by account, a guest by network address.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as v from 'valibot';
import { uuidField } from '../../../shared/schemas/fields';
import type { AppEnv } from '../../deps';
import { notFound, unauthenticated } from '../../http/errors';
import { liveTopic } from '../../notify/live-publish';
import { clientAddress } from '../../password-check/client-address';
import { readEvent } from '../events/events.service';
import { readRoom } from '../lab-room/lab-room.service';
import { readShoutout } from '../shoutouts/shoutouts.service';
import type { Caller, LiveHub } from './live-hub';
import { createInbox, pump } from './live-stream';

/** A user's streams: a few tabs and devices, each with the bell's stream and a page's. */
export const USER_STREAMS = 10;
/** A network address's guest streams: a venue's spectators may share one address. */
export const ADDRESS_STREAMS = 100;

const callerOf = (c: Context<AppEnv>): Caller => {
  const { deps, user } = c.var;
  if (user) return { key: `user:${user.id}`, limit: USER_STREAMS };
  return { key: `address:${clientAddress(c, deps.config.trustProxy)}`, limit: ADDRESS_STREAMS };
};

/** The path's uuid; anything else is 404, as the reads answer it. */
const uuidOf = (c: Context<AppEnv>): string => {
  const uuid = v.safeParse(uuidField, c.req.param('uuid'));
  if (!uuid.success) throw notFound();
  return uuid.output;
};

/** Streams `event` on each change of `topics` to the caller, who has been let in already. */
async function streamOf(c: Context<AppEnv>, hub: LiveHub, topics: string[], event: string) {
  // Hono answers HEAD from this handler and drops the body unread: no stream is opened for it.
  if (c.req.method === 'HEAD') return c.body(null, 200, { 'content-type': 'text/event-stream' });
  const inbox = createInbox();
  const leave = await hub.join(callerOf(c), topics, inbox);
  // Proxies such as nginx hold a response back unless told not to.
  c.header('X-Accel-Buffering', 'no');
  // The client goes: its request is aborted, or the response's reader cancelled.
  c.req.raw.signal.addEventListener('abort', inbox.end);
  return streamSSE(c, async (stream) => {
    stream.onAbort(inbox.end);
    try {
      await pump(stream, inbox, { event, keepAliveMs: hub.keepAliveMs });
    } finally {
      leave();
    }
  });
}

export const liveRoutes = (hub: LiveHub) =>
  new Hono<AppEnv>()
    .get('/me/', (c) => {
      if (!c.var.user) throw unauthenticated();
      return streamOf(c, hub, [liveTopic.user(c.var.user.id)], 'notification');
    })
    .get('/events/:uuid/', async (c) => {
      const uuid = uuidOf(c);
      await readEvent(c.var.deps, c.var.user, uuid);
      return streamOf(c, hub, [liveTopic.event(uuid)], 'battle');
    })
    .get('/labs/:uuid/room/', async (c) => {
      const uuid = uuidOf(c);
      await readRoom(c.var.deps, c.var.user, uuid);
      return streamOf(c, hub, [liveTopic.room(uuid)], 'message');
    })
    .get('/shoutouts/:uuid/', async (c) => {
      const uuid = uuidOf(c);
      const { user } = c.var;
      const { shoutout } = await readShoutout(c.var.deps, user, uuid);
      const artist = user !== null && (user.id === shoutout.userId || user.id === shoutout.teacherId);
      const topics = [liveTopic.shoutout(uuid), ...(artist ? [liveTopic.shoutoutMessages(uuid)] : [])];
      return streamOf(c, hub, topics, 'reply');
    });
