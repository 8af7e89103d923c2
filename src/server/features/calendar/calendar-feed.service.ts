/**
 * The private calendar feed: a secret token per user in the URL a calendar app subscribes to (calendar
 * apps send no auth header, so the token is the key). Rotating it makes the old URL answer 404.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { CalendarItem, CalendarSources } from '../../calendar-source';
import { calendarFeeds } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';

/** Feed tokens: 32 characters of base64url (192 random bits). */
export const FEED_TOKEN = '[A-Za-z0-9_-]{32}';

const feedUrl = (deps: Deps, token: string) => ({
  url: `${deps.config.publicUrl}/api/calendar/feed/${token}.ics`,
});

/** The caller's feed URL, made on first ask. */
export async function feedOf(deps: Deps, user: AuthUser) {
  await deps.db
    .insert(calendarFeeds)
    .values({ userId: user.id, token: randomBytes(24).toString('base64url') })
    .onConflictDoNothing();
  const [feed] = await deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, user.id));
  return feedUrl(deps, feed?.token ?? '');
}

/** A new secret for the caller's feed; the old URL stops working. */
export async function rotateFeed(deps: Deps, user: AuthUser) {
  const token = randomBytes(24).toString('base64url');
  await deps.db
    .insert(calendarFeeds)
    .values({ userId: user.id, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: deps.clock() } });
  return feedUrl(deps, token);
}

/** Everything the feed's owner is going to, soonest first; null for a token that names no feed. */
export async function feedItems(
  deps: Deps,
  sources: CalendarSources,
  token: string,
): Promise<CalendarItem[] | null> {
  const [feed] = await deps.db.select().from(calendarFeeds).where(eq(calendarFeeds.token, token));
  if (!feed) return null;
  const lists = await Promise.all(Object.values(sources).map((source) => source.going(deps, feed.userId)));
  return lists.flat().sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
