/**
 * The lead of an artist's portfolio (http/page-lead.ts): their name, the page's title and its largest
 * text, in the skeleton. Every portfolio is public. Its address is any single segment the other pages
 * did not claim, so this source goes last; a segment that names no artist answers the plain shell.
 */
import type { LeadSource } from '../../http/page-lead';
import { findPortfolio } from './artists.service';

export const artistLeads: LeadSource[] = [
  {
    path: /^\/(?<username>[^/]+)\/?$/,
    lead: async (deps, { username = '' }) => ({
      slot: 'title',
      text: (await findPortfolio(deps, username)).artistName,
    }),
  },
];
