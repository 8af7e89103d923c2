/**
 * The owner's personal labs (spec 2, /{username}/labspace/): name, description, how many videos the
 * mirror holds for it (the owner's first page of notes is fetched for that, so a lab of only older
 * notes counts what this device has), its sync state (Retry / Discard when refused), Practise and Edit.
 */
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { db, type LabRow } from '../../lib/db';
import { useLiveQuery } from '../../lib/live-query';
import { LoadError } from '../../ui/errors/load-error';
import { LoadMore } from '../../ui/lists/load-more';
import { WriteState } from '../../ui/write-state';
import { useNoteList } from '../notes/notes.mirror';
import { useMyLabs } from './labs.mirror';

/** How many visible notes each lab holds, by lab uuid. */
function useVideoCounts() {
  return useLiveQuery(async () => {
    const counts = new Map<string, number>();
    await db.cookings.each((row) => {
      if (row.deleted) return;
      for (const uuid of new Set(row.cooking_relations.map((r) => r.technique_uuid)))
        counts.set(uuid, (counts.get(uuid) ?? 0) + 1);
    });
    return counts;
  }, []);
}

const videoCount = (n: number) => plural(n, { one: '# video', other: '# videos' });

type CardProps = { lab: LabRow; count: number; onEdit: () => void; onPractise: () => void };

function LabCard({ lab, count, onEdit, onPractise }: CardProps) {
  const { t } = useLingui();
  const { name } = lab;
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {lab.name}
            </Text>
            <Text size="sm" c="dimmed">
              {videoCount(count)}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Button variant="light" size="xs" onClick={onPractise} aria-label={t`Practise ${name}`}>
              <Trans>Practise</Trans>
            </Button>
            <Button variant="default" size="xs" onClick={onEdit} aria-label={t`Edit ${name}`}>
              <Trans>Edit</Trans>
            </Button>
          </Group>
        </Group>
        {lab.about && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {lab.about}
          </Text>
        )}
        <WriteState target={lab.uuid} compact />
      </Stack>
    </Card>
  );
}

type Props = { username: string; onEdit: (lab: LabRow) => void; onPractise: (lab: LabRow) => void };

export function LabList({ username, onEdit, onPractise }: Props) {
  const { t } = useLingui();
  const list = useMyLabs();
  useNoteList(`videos:${username}`); // brings the notes (and so the labs' video counts) into the mirror
  const counts = useVideoCounts();
  const { rows, error, pending } = list;
  if (rows === undefined || (rows.length === 0 && pending && !error))
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading your labs`}>
        <Skeleton height={76} radius="md" />
        <Skeleton height={76} radius="md" />
      </Stack>
    );
  const errorAlert = error && (
    <LoadError title={t`Could not load your labs.`} error={error} onRetry={list.retry} />
  );
  if (rows.length === 0)
    return (
      errorAlert || (
        <Text c="dimmed">
          <Trans>No labs yet. A lab gathers video notes you practise together.</Trans>
        </Text>
      )
    );
  return (
    <Stack gap="sm">
      {errorAlert}
      {rows.map((lab) => (
        <LabCard
          key={lab.uuid}
          lab={lab}
          count={counts?.get(lab.uuid) ?? 0}
          onEdit={() => onEdit(lab)}
          onPractise={() => onPractise(lab)}
        />
      ))}
      <LoadMore list={list} />
    </Stack>
  );
}
