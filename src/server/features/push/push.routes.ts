/**
 * /api/push: the public VAPID key (anyone), and subscribing or unsubscribing this device (signed in).
 * Unsubscribing an endpoint the caller does not own changes nothing and still answers 204.
 */
import { Hono } from 'hono';
import type { PushKey } from '../../../shared/push';
import { pushSubscribeInput, pushUnsubscribeInput } from '../../../shared/push';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body } from '../../http/body';
import { subscribe, unsubscribe } from './subscriptions.service';

export const pushRoutes = new Hono<AppEnv>()
  .get('/key/', (c) => c.json<PushKey>({ public_key: c.var.deps.config.vapid.publicKey }))
  .post('/subscribe/', requireUser, body(pushSubscribeInput), async (c) => {
    await subscribe(c.var.deps, c.var.user, c.var.body);
    return c.json({ subscribed: true }, 201);
  })
  .post('/unsubscribe/', requireUser, body(pushUnsubscribeInput), async (c) => {
    await unsubscribe(c.var.deps, c.var.user, c.var.body.endpoint);
    return c.body(null, 204);
  });
