/** The moderators' log: every action taken, newest first (who, when, what, on what), with Load More. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Table } from '@mantine/core';
import type { ModerationAction, ModerationRecord } from '../../../shared/schemas/reports';
import type { PagedList } from '../../lib/use-paged-list';
import { shortDate } from '../../ui/dates/short-date';
import { ModerationPanel } from './moderation-panel';
import { TARGETS } from './report-words';

const DONE: Record<ModerationAction, MessageDescriptor> = {
  dismiss: msg`Dismissed the reports`,
  hide: msg`Hid`,
  suspend: msg`Suspended`,
  lift: msg`Lifted the suspension`,
};

export function ActionsLog({ list }: { list: PagedList<ModerationRecord> }) {
  const { t } = useLingui();
  const title = t`Actions taken`;
  return (
    <ModerationPanel title={title} list={list} empty={t`No action has been taken yet.`}>
      {(records) => (
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`When`}</Table.Th>
                <Table.Th>{t`Who`}</Table.Th>
                <Table.Th>{t`What`}</Table.Th>
                <Table.Th>{t`On what`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {records.map((record) => (
                <Table.Tr key={record.id}>
                  <Table.Td>{shortDate(record.created)}</Table.Td>
                  <Table.Td>{record.moderator ? `@${record.moderator}` : t`a former moderator`}</Table.Td>
                  <Table.Td>{t(DONE[record.action])}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    {t(TARGETS[record.target_type])}
                    {record.target_username && ` · @${record.target_username}`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </ModerationPanel>
  );
}
