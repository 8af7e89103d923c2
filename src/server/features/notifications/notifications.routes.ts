/**
 * /api/notifications: the signed-in user's notifications, and marking one seen (any kind under e1t1,
 * the product's own welcome under onboarding).
 */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { notificationSeenInput } from '../../../shared/schemas/notifications';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { notFound } from '../../http/errors';
import { listPage, readPage } from '../../http/paging';
import { pathRef } from '../../http/refs';
import { requestLocale } from '../../i18n';
import { listNotifications, markSeen } from './notifications.service';

const factory = createFactory<AppEnv>();
const listQuery = v.object({
  is_seen: v.optional(v.picklist(['true', 'false'], 'is_seen is true or false.')),
});

const seenBy = (productOnly: boolean) =>
  factory.createHandlers(requireUser, body(notificationSeenInput), async (c) => {
    const id = pathRef(c.req.param('id'));
    if (typeof id !== 'number') throw notFound();
    return c.json(await markSeen(c.var.deps, c.var.user, id, requestLocale(c), productOnly));
  });
const seen = seenBy(false);
const onboardingSeen = seenBy(true);

export const notificationRoutes = new Hono<AppEnv>()
  .get('/e1t1/', requireUser, query(listQuery), async (c) => {
    const page = readPage(c);
    const isSeen = c.var.query.is_seen;
    const seenFilter = isSeen === undefined ? undefined : isSeen === 'true';
    const { deps, user } = c.var;
    const { rows, count } = await listNotifications(deps, user, requestLocale(c), page, seenFilter);
    return c.json(listPage(c, page, rows, count, (notification) => notification.id));
  })
  .put('/e1t1/:id{[0-9]+}', ...seen)
  .put('/e1t1/:id{[0-9]+}/', ...seen)
  .put('/onboarding/:id{[0-9]+}', ...onboardingSeen)
  .put('/onboarding/:id{[0-9]+}/', ...onboardingSeen);
