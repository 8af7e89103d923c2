/**
 * /api/live: `events/{uuid}/` streams server-sent events to whoever may see the event (404 otherwise,
 * as the event's own read): `event: battle` each time its battles change, on any server (live-hub.ts).
 * A caller holds a few streams at once: a signed-in user by account, a guest by network address.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import * as v from 'valibot';
import { uuidField } from '../../../shared/schemas/fields';
import type { AppEnv } from '../../deps';
import { notFound } from '../../http/errors';
import { clientAddress } from '../../password-check/client-address';
import { readEvent } from '../events/events.service';
import type { Caller, LiveHub } from './live-hub';
import { createInbox, pump } from './live-stream';

/** A user's streams: a few tabs and devices. */
export const USER_STREAMS = 6;
/** A network address's guest streams: a venue's spectators may share one address. */
export const ADDRESS_STREAMS = 100;

const callerOf = (c: Context<AppEnv>): Caller => {
  const { deps, user } = c.var;
  if (user) return { key: `user:${user.id}`, limit: USER_STREAMS };
  return { key: `address:${clientAddress(c, deps.config.trustProxy)}`, limit: ADDRESS_STREAMS };
};

export const liveRoutes = (hub: LiveHub) =>
  new Hono<AppEnv>().get('/events/:uuid/', async (c) => {
    const uuid = v.safeParse(uuidField, c.req.param('uuid'));
    if (!uuid.success) throw notFound();
    await readEvent(c.var.deps, c.var.user, uuid.output);
    // Hono answers HEAD from this handler and drops the body unread: no stream is opened for it.
    if (c.req.method === 'HEAD') return c.body(null, 200, { 'content-type': 'text/event-stream' });
    const inbox = createInbox();
    const leave = await hub.join(callerOf(c), uuid.output, inbox);
    // Proxies such as nginx hold a response back unless told not to.
    c.header('X-Accel-Buffering', 'no');
    // The client goes: its request is aborted, or the response's reader cancelled.
    c.req.raw.signal.addEventListener('abort', inbox.end);
    return streamSSE(c, async (stream) => {
      stream.onAbort(inbox.end);
      try {
        await pump(stream, inbox, hub.keepAliveMs);
      } finally {
        leave();
      }
    });
  });
