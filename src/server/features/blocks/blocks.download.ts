/**
 * The blocks' and mutes' part of the data download (account/export-zip.ts): whom one blocked and
 * whom one muted, by username.
 */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, iso, usernameOf } from '../../db/download';
import { blocks, mutes } from '../../db/schema';
import type { Deps } from '../../deps';

const shaped = (rows: { username: string | null; created: Date }[]) =>
  rows.map((row) => ({ username: row.username, created: iso(row.created) }));

async function blocksSection(deps: Deps, userId: number) {
  const blocked = await deps.db
    .select({ username: usernameOf(blocks.blockedId), created: blocks.createdAt })
    .from(blocks)
    .where(eq(blocks.blockerId, userId))
    .orderBy(asc(blocks.id));
  const muted = await deps.db
    .select({ username: usernameOf(mutes.mutedId), created: mutes.createdAt })
    .from(mutes)
    .where(eq(mutes.muterId, userId))
    .orderBy(asc(mutes.id));
  return { blocked: shaped(blocked), muted: shaped(muted) };
}

export const blocksDownload: DownloadSection = {
  file: 'blocks.json',
  about: 'the people you blocked and muted',
  read: blocksSection,
};
