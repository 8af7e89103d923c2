/**
 * The moderators' queue: open reports grouped by target, newest group first. A group is led by its
 * newest open report (its id pages the list and names the group when resolving); the counts, reasons
 * and texts of each group on the page come in one grouped query, what it reports in one query per
 * target type (target-content.ts). A target deleted since still lists, with content null.
 */
import { and, count, eq, isNull, notExists, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { REPORT_REASONS, type ReportGroup, type ReportTarget } from '../../../shared/schemas/reports';
import { authorProfile, selectPerson } from '../../db/authors';
import { reports, users } from '../../db/schema';
import type { Deps } from '../../deps';
import { countUpTo, keyset, type Page } from '../../http/paging';
import { readContent, type Shown } from './target-content';

const newer = alias(reports, 'newer');
const TEXTS = 10;

const open = isNull(reports.resolvedAt);

/** Reports that lead their group: open, and no open report of the same target is newer. */
const leads = (deps: Deps) =>
  and(
    open,
    notExists(
      deps.db
        .select({ id: newer.id })
        .from(newer)
        .where(
          and(
            eq(newer.targetType, reports.targetType),
            eq(newer.targetKey, reports.targetKey),
            isNull(newer.resolvedAt),
            sql`${newer.id} > ${reports.id}`,
          ),
        ),
    ),
  ) as SQL;

type Lead = { type: ReportTarget; key: string };
const sameTarget = ({ type, key }: Lead) => and(eq(reports.targetType, type), eq(reports.targetKey, key));

/** Each group's count, reasons (counted in REPORT_REASONS' order) and texts, by `type key`. */
async function tallies(deps: Deps, groups: Lead[]) {
  const perReason = REPORT_REASONS.map(
    (reason) => sql`(count(*) filter (where ${reports.reason} = ${reason}))::int`,
  );
  const rows = await deps.db
    .select({
      type: reports.targetType,
      key: reports.targetKey,
      count: count(),
      reasons: sql<number[]>`array[${sql.join(perReason, sql`, `)}]`,
      texts: sql<string[]>`coalesce((array_agg(${reports.text} order by ${reports.id} desc)
        filter (where ${reports.text} <> ''))[1:${sql.raw(String(TEXTS))}], '{}')`,
    })
    .from(reports)
    .where(and(open, or(...groups.map(sameTarget))))
    .groupBy(reports.targetType, reports.targetKey);
  return new Map(rows.map((row) => [`${row.type} ${row.key}`, row]));
}

/** `{spam: 2, other: 1}`: the reasons given, with how many gave each. */
const reasonCounts = (counts: number[] = []) =>
  Object.fromEntries(REPORT_REASONS.flatMap((reason, i) => (counts[i] ? [[reason, counts[i]]] : [])));

/** The page of groups of open reports, newest first, and how many groups there are (up to the cap). */
export async function listGroups(deps: Deps, page: Page) {
  const bounded = keyset(reports.id, page, leads(deps));
  const fields = {
    id: reports.id,
    type: reports.targetType,
    key: reports.targetKey,
    created: reports.createdAt,
    suspended: sql<boolean>`${users.suspendedAt} is not null`,
  };
  const [rows, total] = await Promise.all([
    selectPerson(deps.db, reports, fields, reports.targetUserId)
      .where(bounded.where)
      .orderBy(bounded.orderBy)
      .limit(bounded.limit),
    countUpTo(
      deps.db,
      reports.id,
      deps.db.select({ id: reports.id }).from(reports).where(leads(deps)).$dynamic(),
    ),
  ]);
  if (rows.length === 0) return { rows: [], count: total };
  const types = [...new Set(rows.map((row) => row.type))];
  const keysOf = (type: ReportTarget) => rows.filter((row) => row.type === type).map((row) => row.key);
  const [counted, read] = await Promise.all([
    tallies(deps, rows),
    Promise.all(types.map((type) => readContent(deps, type, keysOf(type)))),
  ]);
  const contents = new Map<string, Shown>(
    read.flatMap((shown, i) => [...shown].map(([key, one]) => [`${types[i]} ${key}`, one] as const)),
  );
  const groups = rows.map((row): ReportGroup => {
    const id = `${row.type} ${row.key}`;
    const tally = counted.get(id);
    const shown = contents.get(id);
    return {
      id: row.id,
      target_type: row.type,
      target_id: row.key,
      // A group a moderator resolved since its lead was read counts nothing.
      count: tally?.count ?? 0,
      reasons: reasonCounts(tally?.reasons),
      texts: tally?.texts ?? [],
      last_reported: row.created.toISOString(),
      author: authorProfile(row),
      content: shown?.content ?? null,
      hidden: shown?.hidden ?? false,
      suspended: row.suspended,
    };
  });
  return { rows: groups, count: total };
}
