/**
 * The lead images of the public event pages (http/page-lead.ts): an event's poster in its box at the
 * top of its page, and the soonest upcoming event's poster where /events shows its first card to a
 * guest. Events are public: a guest sees what everyone sees.
 */
import { listAndPageLeads } from '../../http/page-lead';
import { pathRef } from '../../http/refs';
import { listUpcoming } from './event-feeds.service';
import { eventFor } from './events.service';

export const eventLeads = listAndPageLeads(
  'events',
  'poster',
  async (deps) => (await listUpcoming(deps, null, {}, { limit: 1 })).rows[0]?.poster,
  async (deps, ref) => (await eventFor(deps, null, pathRef(ref))).poster,
);
