/**
 * The lead of an artist's portfolio (http/page-lead.ts): the top of its header, their cover (the page's
 * largest paint, where they have one) and their name (its title, and its largest text otherwise).
 * Every portfolio is public. Its address is any single segment the other pages did not claim, so this
 * source goes last; a segment that names no artist answers the plain shell.
 */
import type { LeadSource } from '../../http/page-lead';
import { findPortfolio } from './artists.service';
import { toPortfolio } from './portfolio-shape';

export const artistLeads: LeadSource[] = [
  {
    path: /^\/(?<username>[^/]+)\/?$/,
    lead: async (deps, { username = '' }) => {
      const { artist_name, cover } = toPortfolio(await findPortfolio(deps, username));
      return { slot: 'title', text: artist_name, image: cover };
    },
  },
];
