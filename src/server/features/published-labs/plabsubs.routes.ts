/** A published lab's subscription: the owner creates and edits it; whoever sees the lab reads it. */
import { Hono } from 'hono';
import { createFactory } from 'hono/factory';
import * as v from 'valibot';
import { msg } from '../../../shared/messages';
import { refField } from '../../../shared/schemas/fields';
import { plabSubInput, plabSubPatch } from '../../../shared/schemas/published-labs';
import type { AppEnv } from '../../deps';
import { requireUser } from '../../http/auth';
import { body, query } from '../../http/body';
import { pathRef, REF } from '../../http/refs';
import { localized } from '../../i18n';
import { createPlabSub, listPlabSubs, updatePlabSub } from './plabsubs.service';

const factory = createFactory<AppEnv>();

const changeSub = factory.createHandlers(requireUser, body(plabSubPatch), async (c) => {
  const ref = pathRef(c.req.param('ref'));
  return c.json(
    (await updatePlabSub(c.var.deps, c.var.user, ref, c.var.body)) ?? { detail: localized(c, msg.noChange) },
  );
});

export const plabSubRoutes = new Hono<AppEnv>()
  .post('/plabsubs/', requireUser, body(plabSubInput), async (c) => {
    const { sub, created } = await createPlabSub(c.var.deps, c.var.user, c.var.body);
    return c.json(sub, created ? 201 : 200);
  })
  .get('/plabsubs/', query(v.object({ plab_uuid: refField })), async (c) =>
    c.json(await listPlabSubs(c.var.deps, c.var.user, c.var.query.plab_uuid)),
  )
  .patch(`/plabsubs/${REF}`, ...changeSub)
  .patch(`/plabsubs/${REF}/`, ...changeSub);
