/**
 * Public reads of the artist directory. Every portfolio is public, so lists show what details show,
 * except across a block and a suspended artist's (db/visibility.ts, issue 27): those are not found.
 */
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import { ARTIST_SEARCH_LIMIT } from '../../../shared/schemas/artists';
import { follows, portfolios } from '../../db/schema';
import { mutedBy, personShown } from '../../db/visibility';
import type { AuthUser, Deps } from '../../deps';
import { notFound } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { latestWin } from '../battles/battle-results';
import type { PortfolioRow } from './portfolio-shape';

/** Matches a username whatever its case (the unique index is on lower(username)). */
export const byUsername = (username: string): SQL =>
  eq(sql`lower(${portfolios.username})`, sql`lower(${username})`);

type Viewer = Pick<AuthUser, 'id'> | null;

/** The portfolios `viewer` (null for a guest) may see. */
const shownTo = (viewer: Viewer) => personShown(viewer?.id ?? null, portfolios.userId);

/** The portfolio of `username` when `viewer` may see it, or 404 Artist Not Found. */
export async function findPortfolio(deps: Deps, viewer: Viewer, username: string): Promise<PortfolioRow> {
  const [row] = await deps.db
    .select()
    .from(portfolios)
    .where(and(byUsername(username), shownTo(viewer)));
  if (!row) throw notFound(msg.artistNotFound);
  return row;
}

/**
 * The portfolio's page as `viewer` (null for a guest) reads it, in one statement: the portfolio, how
 * many follow its owner and whom they follow (of the people the viewer may see, as the follow lists
 * show them), whether the viewer is among their followers and muted them, and their latest battle won.
 */
export async function readPortfolio(deps: Deps, viewer: Viewer, username: string) {
  // With its table's name: Drizzle writes a one-table select's columns bare, as a subquery reads its own.
  const owner = sql`${portfolios}.${sql.identifier(portfolios.userId.name)}`;
  const seen = (person: typeof follows.followerId) => personShown(viewer?.id ?? null, person);
  const [row] = await deps.db
    .select({
      portfolio: portfolios,
      followers: sql<number>`(select count(*)::int from ${follows} where ${follows.followedId} = ${owner}
        and ${seen(follows.followerId)})`,
      following: sql<number>`(select count(*)::int from ${follows} where ${follows.followerId} = ${owner}
        and ${seen(follows.followedId)})`,
      iFollow: viewer
        ? sql<boolean>`exists (select 1 from ${follows} where ${follows.followerId} = ${viewer.id}
            and ${follows.followedId} = ${owner})`
        : sql<boolean>`false`,
      iMute: viewer ? mutedBy(viewer.id, owner).mapWith(Boolean) : sql<boolean>`false`,
      latestWin: latestWin(viewer?.id ?? null, owner),
    })
    .from(portfolios)
    .where(and(byUsername(username), personShown(viewer?.id ?? null, owner)));
  if (!row) throw notFound(msg.artistNotFound);
  return row;
}

/** One page of the portfolios `viewer` may see, newest first, and their count. */
export async function listPortfolios(deps: Deps, viewer: Viewer, page: Page) {
  const { where, orderBy, limit } = keyset(portfolios.id, page, shownTo(viewer));
  const [rows, count] = await Promise.all([
    deps.db.select().from(portfolios).where(where).orderBy(orderBy).limit(limit),
    countUpTo(
      deps.db,
      portfolios.id,
      deps.db.select({ id: portfolios.id }).from(portfolios).where(shownTo(viewer)).$dynamic(),
    ),
  ]);
  return { rows, count };
}

/**
 * Up to 20 portfolios whose username or artist name contains `query`, any case, A to Z by name
 * (served by the trigram and name-order indexes of migration 0011).
 */
export async function searchArtists(deps: Deps, viewer: Viewer, query: string): Promise<PortfolioRow[]> {
  if (!query) return [];
  const pattern = `%${query.replace(/[\\%_]/g, '\\$&')}%`;
  return deps.db
    .select()
    .from(portfolios)
    .where(
      and(or(ilike(portfolios.username, pattern), ilike(portfolios.artistName, pattern)), shownTo(viewer)),
    )
    .orderBy(asc(sql`lower(${portfolios.artistName})`), asc(portfolios.id))
    .limit(ARTIST_SEARCH_LIMIT);
}
