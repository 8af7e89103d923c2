/**
 * POST /api/payments/webhook/: Stripe's events. Mounted ahead of the signed-in API, so it has no user,
 * reads the raw body its signature covers, and runs its own transaction (webhook.service.ts).
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { msg } from '../../../shared/messages';
import type { AppEnv } from '../../deps';
import { applyStripeEvent, verifiedEvent } from './webhook.service';

/** Stripe's events are a few kilobytes; anything near this is not one of them. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

export const webhookRoutes = new Hono<AppEnv>().post(
  '/webhook/',
  bodyLimit({ maxSize: WEBHOOK_BODY_LIMIT, onError: (c) => c.json({ detail: msg.tooLarge }, 413) }),
  async (c) => {
    const deps = c.var.deps;
    const event = await verifiedEvent(deps, await c.req.text(), c.req.header('stripe-signature'));
    await applyStripeEvent(deps, event);
    return c.json({ received: true });
  },
);
