/**
 * The event a journey was at (optional): chosen among the events this device knows (those opened, the
 * lists seen, those one organises or goes to), latest first, so it works offline too; the event
 * already named stays a choice even when the device has forgotten it.
 */
import { useLingui } from '@lingui/react/macro';
import { Select } from '@mantine/core';
import type { JourneyEvent } from '../../../../shared/schemas/journeys';
import { db } from '../../../lib/db';
import { useLiveQuery } from '../../../lib/live-query';

type Props = { value: JourneyEvent | null; onChange: (event: JourneyEvent | null) => void; error?: string };

export function JourneyEventField({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const known = useLiveQuery(async () => {
    const rows = await db.events.toArray();
    return rows
      .filter((row) => row.id !== undefined)
      .sort((a, b) => b.starts_at.localeCompare(a.starts_at))
      .map((row) => ({ uuid: row.uuid, title: row.title }));
  }, []);
  const events = [...(value ? [value] : []), ...(known ?? []).filter((e) => e.uuid !== value?.uuid)];
  return (
    <Select
      label={t`Event`}
      description={t`The event this journey was at, if any.`}
      placeholder={t`No event`}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t`Clear the event` }}
      nothingFoundMessage={t`No event found on this device`}
      data={events.map((event) => ({ value: event.uuid, label: event.title }))}
      value={value?.uuid ?? null}
      onChange={(uuid) => onChange(events.find((event) => event.uuid === uuid) ?? null)}
      error={error}
    />
  );
}
