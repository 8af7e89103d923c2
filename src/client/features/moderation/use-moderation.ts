/**
 * The moderators' page's three lists, read online: the open report groups (a resolved one leaves at
 * once), the suspended accounts and the log of actions, both read again after an action.
 */
import { useCallback, useMemo, useState } from 'react';
import { moderationApi } from '../../../shared/api-paths';
import { PAGE_SIZE } from '../../../shared/constants';
import type { ModerationRecord, ReportGroup, SuspendedAccount } from '../../../shared/schemas/reports';
import { type PagedList, usePagedList } from '../../lib/use-paged-list';

/** A paged list as the shared list states take it: no rows yet, or none after a failed first page. */
export const asRows = <T>(list: PagedList<T>) => ({
  ...list,
  rows: list.items ?? (list.error ? [] : undefined),
  retry: list.reload,
});

export function useModeration() {
  const reports = usePagedList<ReportGroup>(moderationApi.reports(PAGE_SIZE));
  const suspended = usePagedList<SuspendedAccount>(moderationApi.suspended(PAGE_SIZE));
  const actions = usePagedList<ModerationRecord>(moderationApi.actions(PAGE_SIZE));
  const [resolved, setResolved] = useState<ReadonlySet<number>>(new Set());
  const open = useMemo(
    () => ({ ...reports, items: reports.items?.filter((group) => !resolved.has(group.id)) }),
    [reports, resolved],
  );
  const { reload: reloadSuspended } = suspended;
  const { reload: reloadActions } = actions;
  /** After a group was resolved: it leaves, and the other lists are read again. */
  const onResolved = useCallback(
    (group: number) => {
      setResolved((before) => new Set(before).add(group));
      reloadSuspended();
      reloadActions();
    },
    [reloadSuspended, reloadActions],
  );
  const onLifted = useCallback(() => {
    reloadSuspended();
    reloadActions();
  }, [reloadSuspended, reloadActions]);
  return { reports: open, suspended, actions, onResolved, onLifted };
}
