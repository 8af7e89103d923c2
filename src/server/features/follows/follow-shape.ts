/**
 * A follow shaped from one side: the person on the other side, as db/authors.ts makes a profile
 * (username, artist name or else the username, mini photo), and when the follow was made.
 */
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Follow } from '../../../shared/schemas/follows';
import { type Author, authorProfile, selectPerson } from '../../db/authors';
import type { Db } from '../../db/client';
import { follows } from '../../db/schema';

/** Follows with the user in `person` (the follower's or the followed's column); callers add the rest. */
export const selectFollows = (db: Db, person: AnyPgColumn) =>
  selectPerson(db, follows, { id: follows.id, created: follows.createdAt }, person);

export const toFollow = (row: Author & { id: number; created: Date }): Follow => ({
  id: row.id,
  ...authorProfile(row),
  created: row.created.toISOString(),
});
