/**
 * Limits on a new account's writes, against spam (issue 27; the numbers are in the README): an
 * account younger than NEW_ACCOUNT_DAYS may post only so many comments, reactions and shoutouts a
 * minute and a day. Each such write counts itself in `write_counts`, fixed windows, with one upsert
 * that also reads the account's age (an older account inserts nothing), inside the request's write
 * transaction (idempotency.ts): a refused or failed write rolls its count back, and a replayed
 * Idempotency-Key is answered before this runs, so it does not count twice. Past a limit: 429 with
 * Retry-After, the seconds to the window's end.
 */
import { sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { msg } from '../../shared/messages';
import type { AppEnv, Deps } from '../deps';
import { localized } from '../i18n';
import { HttpError } from './errors';

export type WriteKind = 'comments' | 'reactions' | 'shoutouts';

const MINUTE = 60;
const DAY = 86_400;
export const NEW_ACCOUNT_DAYS = 7;

/** The most a new account may make of each kind, by window length in seconds. */
export const WRITE_LIMITS: Record<WriteKind, Record<number, number>> = {
  comments: { [MINUTE]: 10, [DAY]: 100 },
  reactions: { [MINUTE]: 30, [DAY]: 300 },
  shoutouts: { [MINUTE]: 3, [DAY]: 20 },
};

type Counted = { span: number; count: number; wait: number };

/** Counts one write of `kind` in every window; no rows for an account past its first days. */
async function count(db: Deps['db'], userId: number, kind: WriteKind, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const spans = sql.join(
    Object.keys(WRITE_LIMITS[kind]).map((span) => sql`(${Number(span)}::int)`),
    sql`, `,
  );
  const passed = sql`"write_counts"."window_start" + "write_counts"."span" * interval '1 second' <= ${at}`;
  const result = await db.execute(sql`
    insert into "write_counts" ("user_id", "kind", "span", "window_start", "count")
    select "users"."id", ${kind}, "spans"."span", ${at}, 1
    from "users", (values ${spans}) as "spans" ("span")
    where "users"."id" = ${userId}
      and "users"."created_at" > ${at} - ${NEW_ACCOUNT_DAYS} * interval '1 day'
    on conflict ("user_id", "kind", "span") do update set
      "count" = case when ${passed} then 1 else "write_counts"."count" + 1 end,
      "window_start" = case when ${passed} then excluded."window_start" else "write_counts"."window_start" end
    returning "span", "count",
      ceil(extract(epoch from "window_start" + "span" * interval '1 second' - ${at}))::int as "wait"`);
  return (result as unknown as { rows: Counted[] }).rows;
}

/**
 * 429 naming when to try again, in the request's language: in seconds within a minute's window, else
 * in hours and minutes.
 */
function tooFast(c: Context, wait: number): HttpError {
  const seconds = Math.max(1, wait);
  const minutes = Math.ceil(seconds / MINUTE);
  const detail =
    seconds <= MINUTE
      ? localized(c, msg.writeLimitMinute, { seconds: String(seconds) })
      : localized(c, msg.writeLimitDay, {
          hours: String(Math.floor(minutes / 60)),
          minutes: String(minutes % 60),
        });
  return new HttpError(429, { detail }, { 'Retry-After': String(seconds) });
}

/**
 * Counts a signed-in POST to one of `paths` (the API's full paths, any trailing slash) against its
 * kind's limits. Register it after transactionalWrites so it runs inside the write's transaction.
 */
export function limitWrites(paths: Record<string, WriteKind>) {
  const kinds = new Map(Object.entries(paths).map(([path, kind]) => [path.replace(/\/$/, ''), kind]));
  return createMiddleware<AppEnv>(async (c, next) => {
    const kind = c.req.method === 'POST' ? kinds.get(c.req.path.replace(/\/$/, '')) : undefined;
    const user = c.var.user;
    const deps = c.var.deps;
    if (kind && user && deps.config.writeLimits) {
      const rows = await count(deps.db, user.id, kind, deps.clock());
      const over = rows.filter(
        (row) => row.count > (WRITE_LIMITS[kind][row.span] ?? Number.POSITIVE_INFINITY),
      );
      if (over.length > 0) throw tooFast(c, Math.max(...over.map((row) => row.wait)));
    }
    await next();
  });
}
