/**
 * The leads of the artists' pages (http/page-lead.ts). On /artists, the grid's first card: the newest
 * artist's photo, name and username. On a portfolio, the top of its header: their cover (the page's
 * largest paint, where they have one) and their name (its title, and its largest text otherwise).
 * Every portfolio is public (a suspended artist's is not found). A portfolio's address is any single segment the other pages did not
 * claim, so its source goes last; a segment that names no artist answers the plain shell.
 */
import type { LeadSource } from '../../http/page-lead';
import { findPortfolio, listPortfolios } from './artists.service';
import { toPortfolio } from './portfolio-shape';

export const artistLeads: LeadSource[] = [
  {
    path: /^\/artists\/?$/i,
    lead: async (deps) => {
      const [newest] = (await listPortfolios(deps, null, { limit: 1 })).rows;
      if (!newest) return null;
      const { artist_name, username, thumb } = toPortfolio(newest);
      return { slot: 'artist', text: artist_name, username, image: thumb };
    },
  },
  {
    path: /^\/(?<username>[^/]+)\/?$/,
    lead: async (deps, { username = '' }) => {
      const { artist_name, cover } = toPortfolio(await findPortfolio(deps, null, username));
      return { slot: 'title', text: artist_name, image: cover };
    },
  },
];
