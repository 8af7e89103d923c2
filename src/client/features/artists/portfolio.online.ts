/**
 * Portfolio writes (online only, never queued): create with POST, update with PATCH of the changed
 * fields. The saved portfolio goes into the mirror and the session user is re-read, so the top bar
 * learns that the user now has a portfolio.
 */

import { artistsApi, authApi } from '../../../shared/api-paths';
import type { Portfolio, PortfolioInput, PortfolioPatch } from '../../../shared/schemas/artists';
import type { User } from '../../../shared/schemas/auth';
import { api } from '../../lib/api';
import { updateSessionUser } from '../../lib/session';
import { mergeArtists } from './artists.mirror';

async function afterSave(portfolio: Portfolio): Promise<Portfolio> {
  await mergeArtists([portfolio]);
  await updateSessionUser(await api<User>(authApi.user));
  return portfolio;
}

export async function createPortfolio(input: PortfolioInput): Promise<Portfolio> {
  return afterSave(await api<Portfolio>(artistsApi.portfolios, { method: 'POST', body: input }));
}

export async function updatePortfolio(username: string, patch: PortfolioPatch): Promise<Portfolio> {
  return afterSave(await api<Portfolio>(artistsApi.portfolio(username), { method: 'PATCH', body: patch }));
}

/** The fields of `next` that differ from `original` (spec: the generic diff helper). */
export function changedFields(original: Portfolio, next: PortfolioInput): PortfolioPatch {
  const patch: PortfolioPatch = {};
  if (next.artist_name !== original.artist_name) patch.artist_name = next.artist_name;
  if (next.country !== original.country) patch.country = next.country;
  if ((next.bio ?? '') !== (original.bio ?? '')) patch.bio = next.bio;
  if (next.photo) patch.photo = next.photo;
  return patch;
}
