/**
 * The `User` the API returns for the signed-in account, with its portfolio summary and whether it is a
 * moderator's, and its language.
 */
import { eq } from 'drizzle-orm';
import type { Locale } from '../../../shared/locales';
import type { User } from '../../../shared/schemas/auth';
import { portfolios, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { notFound } from '../../http/errors';

/** Keeps the language of the user's mails and pushes. */
export async function saveLanguage(deps: Deps, userId: number, language: Locale): Promise<void> {
  await deps.db.update(users).set({ language }).where(eq(users.id, userId));
}

/** Reads one account as the API's `User`; 404 when it no longer exists. */
export async function readUser(deps: Deps, userId: number): Promise<User> {
  const [row] = await deps.db
    .select({
      pk: users.id,
      username: users.username,
      email: users.email,
      country: users.country,
      gender: users.gender,
      language: users.language,
      photo: portfolios.photo,
      portfolioCountry: portfolios.country,
      artistName: portfolios.artistName,
    })
    .from(users)
    .leftJoin(portfolios, eq(portfolios.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  const { photo, portfolioCountry, artistName, ...user } = row;
  const is_moderator = deps.config.moderatorEmails.has(user.email);
  const portfolio =
    artistName === null || portfolioCountry === null
      ? null
      : { thumb: photo ? `/media/mini/${photo}` : null, country: portfolioCountry, artist_name: artistName };
  return { ...user, portfolio, is_moderator };
}
