/**
 * "Add to calendar": the workshop's or event's .ics (server features/calendar). Shown once it is on
 * the server: a workshop or event still waiting in the outbox has no file yet.
 */
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { API_BASE } from '../../../shared/api';
import { calendarApi } from '../../../shared/api-paths';

type Props = { kind: 'workshops' | 'events'; row: { uuid: string; id?: number } };

export function AddToCalendar({ kind, row }: Props) {
  if (row.id === undefined) return null;
  return (
    <Button
      component="a"
      href={`${API_BASE}${calendarApi.item(kind, row.uuid)}`}
      download
      variant="default"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
    >
      <Trans>Add to calendar</Trans>
    </Button>
  );
}
