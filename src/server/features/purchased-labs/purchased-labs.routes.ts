/** The caller's purchased labs: all, a search, and the personal list (optionally active ones only). */
import type { SQL } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import type { AppEnv, AuthUser, Deps } from '../../deps';
import { requireUser } from '../../http/auth';
import { query } from '../../http/body';
import { listPage, readPage } from '../../http/paging';
import { matching } from '../published-labs/published-lab-lists.service';
import { listPurchasedLabs, stillActive } from './purchased-labs.service';

const factory = createFactory<AppEnv>();

/** A page of the user's purchased labs that pass `filter`. */
async function purchasedPage(c: Context, deps: Deps, user: AuthUser, filter?: SQL) {
  const page = readPage(c);
  const { rows, count } = await listPurchasedLabs(deps, user, page, filter);
  return c.json(listPage(c, page, rows, count, (purchase) => purchase.id));
}

const searchPurchased = factory.createHandlers(requireUser, (c) =>
  purchasedPage(c, c.var.deps, c.var.user, matching(c.req.param('term') ?? '')),
);

const activeQuery = query(v.object({ active: v.optional(v.picklist(['true', 'false'])) }));

export const purchasedLabRoutes = new Hono<AppEnv>()
  .get('/purchasedlabs/list/', requireUser, (c) => purchasedPage(c, c.var.deps, c.var.user))
  .get('/purchasedlabs/list/personal/', requireUser, activeQuery, (c) => {
    const { deps, user } = c.var;
    return purchasedPage(
      c,
      deps,
      user,
      c.var.query.active === 'true' ? stillActive(deps.clock()) : undefined,
    );
  })
  .get('/purchasedlabs/list/search/:term', ...searchPurchased)
  .get('/purchasedlabs/list/search/:term/', ...searchPurchased);
