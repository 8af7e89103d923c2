/**
 * The lead images of the public shoutout pages (http/page-lead.ts): a shoutout's cover at the top of
 * its page, and the newest shoutout's cover where /e1t1 shows its first card. As a guest sees them.
 */
import { listAndPageLeads } from '../../http/page-lead';
import { pathRef } from '../../http/refs';
import { toShoutout } from './shoutout-shape';
import { readShoutout, readShoutoutPage } from './shoutouts.service';

export const shoutoutLeads = listAndPageLeads(
  'e1t1',
  'top',
  async (deps) => (await readShoutoutPage(deps, null, { limit: 1 }))[0]?.image,
  async (deps, ref) => toShoutout(await readShoutout(deps, null, pathRef(ref))).image,
);
