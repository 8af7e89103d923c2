/**
 * Blocks and mutes (issue 27), one code for both: the caller keeps a user away (a block, which also
 * ends a follow, guest places and room memberships either way, in the request's transaction) or out of their feeds (a mute), undoes it,
 * and lists theirs, newest first. Either may be sent twice (the outbox): a second one answers the
 * first; undoing one not made changes nothing.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { msg } from '../../../shared/messages';
import { type Blocked, blockMsg } from '../../../shared/schemas/blocks';
import { authorProfile, selectPerson } from '../../db/authors';
import { blocks, mutes, portfolios, users } from '../../db/schema';
import type { AuthUser, Deps } from '../../deps';
import { fieldError } from '../../http/errors';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { partWays } from './part-ways';

/** Each kind: its table, the caller's column and the other person's, and the refusal of oneself. */
const KINDS = {
  blocks: {
    table: blocks,
    own: blocks.blockerId,
    other: blocks.blockedId,
    values: (own: number, other: number) => ({ blockerId: own, blockedId: other }),
    self: blockMsg.notYourselfBlock,
  },
  mutes: {
    table: mutes,
    own: mutes.muterId,
    other: mutes.mutedId,
    values: (own: number, other: number) => ({ muterId: own, mutedId: other }),
    self: blockMsg.notYourselfMute,
  },
};
export type Kind = keyof typeof KINDS;

type Row = { id: number; createdAt: Date };
type Person = { username: string; name: string | null; photo: string | null };

const toBlocked = (person: Person, row: Row): Blocked => ({
  id: row.id,
  ...authorProfile(person),
  created: row.createdAt.toISOString(),
});

const named = (username: string) => eq(sql`lower(${users.username})`, sql`lower(${username})`);

/** The caller blocks or mutes the user called `username` (any case); `created` is false when they had. */
export async function add(deps: Deps, user: AuthUser, kind: Kind, username: string) {
  const { table, own, other, values, self } = KINDS[kind];
  const [person] = await deps.db
    .select({
      id: users.id,
      username: users.username,
      name: portfolios.artistName,
      photo: portfolios.photo,
      made: { id: table.id, createdAt: table.createdAt },
    })
    .from(users)
    .leftJoin(portfolios, eq(portfolios.userId, users.id))
    .leftJoin(table, and(eq(own, user.id), eq(other, users.id)))
    .where(named(username));
  if (!person) throw fieldError('username', msg.artistNotFound);
  if (person.id === user.id) throw fieldError('username', self);
  if (person.made?.id) return { row: toBlocked(person, person.made as Row), created: false };
  // Sent twice at once, the second insert waits for the first and answers its row, left as it was.
  const [made] = (await deps.db
    .insert(table)
    .values(values(user.id, person.id) as never)
    .onConflictDoUpdate({ target: [own, other], set: { createdAt: sql`${table.createdAt}` } })
    .returning({ id: table.id, createdAt: table.createdAt })) as [Row];
  if (kind === 'blocks') await partWays(deps, user.id, person.id);
  return { row: toBlocked(person, made), created: true };
}

/** The caller no longer blocks or mutes the user called `username` (any case), if they did. */
export async function remove(deps: Deps, user: AuthUser, kind: Kind, username: string): Promise<void> {
  const { table, own, other } = KINDS[kind];
  const person = deps.db.select({ id: users.id }).from(users).where(named(username));
  await deps.db.delete(table).where(and(eq(own, user.id), inArray(other, person)));
}

/** One page of the caller's blocks or mutes, newest first, and their count. */
export async function list(deps: Deps, user: AuthUser, kind: Kind, page: Page) {
  const { table, own, other } = KINDS[kind];
  const mine = eq(own, user.id);
  const bounded = keyset(table.id, page, mine);
  const [rows, count] = await Promise.all([
    selectPerson(deps.db, table, { id: table.id, createdAt: table.createdAt }, other)
      .where(bounded.where)
      .orderBy(bounded.orderBy)
      .limit(bounded.limit),
    countUpTo(deps.db, table.id, deps.db.select({ id: table.id }).from(table).where(mine).$dynamic()),
  ]);
  return { rows: rows.map((row) => toBlocked(row, row)), count };
}
