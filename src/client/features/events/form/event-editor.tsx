/** The edit form for an event of the mirror (fetched first when needed); only its organiser edits. */
import { useLingui } from '@lingui/react/macro';
import { Skeleton, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { same } from '../../../lib/mirrored-rows';
import { userAtom } from '../../../lib/session';
import { LoadError } from '../../../ui/errors/load-error';
import { useEventSync } from '../events.mirror';
import { EventForm } from './event-form';

export function EventEditor({ uuid }: { uuid: string }) {
  const { t } = useLingui();
  const me = useAtomValue(userAtom)?.username ?? '';
  const { row, error, retry } = useEventSync(uuid);
  if (row === undefined) return <Skeleton height={320} />;
  if (row && same(row.username, me)) return <EventForm original={row} />;
  if (error) return <LoadError title={t`Could not load this event.`} error={error} onRetry={retry} />;
  return <Text>{t`Only the organiser can edit this event.`}</Text>;
}
