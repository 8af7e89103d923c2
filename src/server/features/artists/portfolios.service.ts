/**
 * Portfolio writes: one per user, changed only by its owner. Photo keys are checked by the route,
 * which answers the portfolio's page as a read does.
 */
import { eq } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import type { PortfolioInput, PortfolioPatch } from '../../../shared/schemas/artists';
import { portfolios } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { badRequest, forbidden } from '../../http/errors';
import { findPortfolio } from './artists.service';
import type { PortfolioRow } from './portfolio-shape';

/** The portfolio of `username` when the caller owns it: 404 when unknown, 403 when someone else's. */
export async function ownPortfolio(deps: Deps, user: AuthUser, username: string): Promise<PortfolioRow> {
  const row = await findPortfolio(deps, user, username);
  if (row.userId !== user.id) throw forbidden();
  return row;
}

/** Creates the caller's portfolio under their username; a second one is refused. */
export async function createPortfolio(deps: Deps, user: AuthUser, input: PortfolioInput): Promise<void> {
  const [row] = await deps.db
    .insert(portfolios)
    .values({
      userId: user.id,
      username: user.username,
      artistName: input.artist_name,
      country: input.country,
      bio: input.bio,
      photo: input.photo || null,
      cover: input.cover || null,
    })
    .onConflictDoNothing()
    .returning({ id: portfolios.id });
  if (!row) throw badRequest({ non_field_errors: [msg.portfolioExists] });
}

/** Applies only the sent fields; an empty photo or cover removes it. */
export async function updatePortfolio(
  deps: Deps,
  user: AuthUser,
  row: PortfolioRow,
  patch: PortfolioPatch,
): Promise<void> {
  if (row.userId !== user.id) throw forbidden();
  const changes = {
    artistName: patch.artist_name,
    country: patch.country,
    bio: patch.bio,
    photo: patch.photo === undefined ? undefined : patch.photo || null,
    cover: patch.cover === undefined ? undefined : patch.cover || null,
  };
  if (Object.values(changes).every((value) => value === undefined)) return;
  await deps.db.update(portfolios).set(changes).where(eq(portfolios.id, row.id));
}
