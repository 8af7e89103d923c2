/**
 * The lead images of the public shoutout pages (http/page-lead.ts): a shoutout's cover at the top of
 * its page, and the newest shoutout's cover where /e1t1 shows its first card. As a guest sees them.
 */
import type { LeadSource } from '../../http/page-lead';
import { pathRef } from '../cookings/refs';
import { toShoutout } from './shoutout-shape';
import { readShoutout, readShoutoutPage } from './shoutouts.service';

export const shoutoutLeads: LeadSource[] = [
  {
    path: /^\/e1t1\/?$/i,
    lead: async (deps) => {
      const [first] = await readShoutoutPage(deps, null, { limit: 1 });
      return first ? { slot: 'list', image: first.image } : null;
    },
  },
  {
    path: /^\/e1t1\/(?<ref>[^/]+)\/?$/i,
    lead: async (deps, { ref }) => ({
      slot: 'top',
      image: toShoutout(await readShoutout(deps, null, pathRef(ref))).image,
    }),
  },
];
