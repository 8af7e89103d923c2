/**
 * The published labs' part of the data download (account/export-zip.ts): each with its lab and terms.
 */
import { asc, eq } from 'drizzle-orm';
import { formatCents } from '../../../shared/schemas/published-labs';
import { type DownloadSection, iso } from '../../db/download';
import { plabSubs, publishedLabs, techniques } from '../../db/schema';
import type { Deps } from '../../deps';

async function publishedLabsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ lab: publishedLabs, source: techniques.uuid, sub: plabSubs })
    .from(publishedLabs)
    .innerJoin(techniques, eq(techniques.id, publishedLabs.labId))
    .leftJoin(plabSubs, eq(plabSubs.plabId, publishedLabs.id))
    .where(eq(publishedLabs.userId, userId))
    .orderBy(asc(publishedLabs.id));
  return rows.map(({ lab, source, sub }) => ({
    uuid: lab.uuid,
    name: lab.name,
    about: lab.about,
    lab: source,
    created: iso(lab.createdAt),
    terms: sub && {
      price: formatCents(sub.priceCents),
      currency: sub.currency,
      period_days: sub.periodDays,
      is_active: sub.isActive,
      created: iso(sub.createdAt),
    },
  }));
}

export const publishedLabsDownload: DownloadSection = {
  file: 'published-labs.json',
  about: 'your published labs and their terms',
  read: publishedLabsSection,
};
