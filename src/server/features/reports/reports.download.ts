/** The reports' part of the data download (account/export-zip.ts): what one reported, and when it was handled. */
import { asc, eq } from 'drizzle-orm';
import { type DownloadSection, iso, usernameOf } from '../../db/download';
import { reports } from '../../db/schema';
import type { Deps } from '../../deps';

async function reportsSection(deps: Deps, userId: number) {
  const rows = await deps.db
    .select({ report: reports, owner: usernameOf(reports.targetUserId) })
    .from(reports)
    .where(eq(reports.reporterId, userId))
    .orderBy(asc(reports.id));
  return rows.map(({ report, owner }) => ({
    target_type: report.targetType,
    target_id: report.targetKey,
    target_username: owner,
    reason: report.reason,
    text: report.text,
    created: iso(report.createdAt),
    handled: iso(report.resolvedAt),
  }));
}

export const reportsDownload: DownloadSection = {
  file: 'reports.json',
  about: 'what you reported to the moderators, and when they handled it',
  read: reportsSection,
};
