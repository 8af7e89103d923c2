/**
 * The lead images of the public workshop pages (http/page-lead.ts): a workshop's poster in its box at
 * the top of its page, and the first workshop's poster (upcoming first) where /workshops shows its
 * first card. Workshops are public: a guest sees what everyone sees.
 */
import { listAndPageLeads } from '../../http/page-lead';
import { pathRef } from '../../http/refs';
import { listWorkshops } from './workshop-lists.service';
import { toWorkshop } from './workshop-shape';
import { readWorkshop } from './workshops.service';

export const workshopLeads = listAndPageLeads(
  'workshops',
  'poster',
  async (deps) => (await listWorkshops(deps, null, {}, { limit: 1 })).rows[0]?.poster,
  async (deps, ref) => toWorkshop(await readWorkshop(deps, null, pathRef(ref))).poster,
);
