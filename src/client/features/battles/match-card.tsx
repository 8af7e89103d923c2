/**
 * One match of the bracket: its two sides (name, seed, the crew's artists), its status, the winner
 * marked, "Extension" once a tie majority asked for one more voting round, and for the organiser how
 * many judges' votes are in. What the organiser may do with it comes as `children`.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { Match, MatchStatus, Person, Side } from '../../../shared/schemas/battles';
import { WriteState } from '../../ui/write-state';

type Props = {
  match: Match;
  name: string;
  /** The outbox target of writes on this match (its start, votes, a correction). */
  target: string;
  /** The judges, when the caller may see whose votes are in (the organiser). */
  judges?: Person[];
  children?: ReactNode;
};

function useStatusLabels(): Record<MatchStatus, string> {
  const { t } = useLingui();
  return { waiting: t`Waiting`, ready: t`Ready`, on: t`On now`, decided: t`Decided`, bye: t`Bye` };
}

function SideLine({ side, won, bye }: { side: Side | null; won: boolean; bye: boolean }) {
  const { t } = useLingui();
  if (!side)
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {bye ? t`No opponent` : t`To be decided`}
      </Text>
    );
  const crew =
    side.members.length > 1 || (side.members.length === 1 && side.members[0]?.artist_name !== side.name);
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {won && (
        <IconTrophy size={18} color="var(--mantine-color-yellow-7)" aria-hidden style={{ flex: 'none' }} />
      )}
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={won ? 700 : 500} truncate>
          {side.seed !== null && (
            <Text span size="xs" c="dimmed" mr={4}>
              #{side.seed}
            </Text>
          )}
          {side.name}
          {won && <VisuallyHidden>{` (${t`Winner`})`}</VisuallyHidden>}
        </Text>
        {crew && (
          <Text size="xs" c="dimmed" truncate>
            {side.members.map((member) => member.artist_name).join(', ')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

export function MatchCard({ match, name, target, judges, children }: Props) {
  const statuses = useStatusLabels();
  const bye = match.status === 'bye';
  const votes = match.votes_in.length;
  const all = judges?.length ?? 0;
  const voters = (judges ?? [])
    .filter((judge) => match.votes_in.includes(judge.username))
    .map((judge) => judge.artist_name)
    .join(', ');
  return (
    <Paper
      component="article"
      aria-label={name}
      withBorder
      p="xs"
      radius="md"
      style={
        match.status === 'on'
          ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }
          : undefined
      }
    >
      <Stack gap={6}>
        <Group justify="space-between" gap={4}>
          <Text size="xs" fw={600}>
            {name}
          </Text>
          <Group gap={4}>
            {match.voting_round > 1 && (
              <Badge size="xs" color="orange" variant="light">
                <Trans>Extension</Trans>
              </Badge>
            )}
            <Badge
              size="xs"
              variant={match.status === 'on' ? 'filled' : 'light'}
              color={bye ? 'gray' : undefined}
            >
              {statuses[match.status]}
            </Badge>
          </Group>
        </Group>
        <SideLine side={match.left} won={match.winner === 'left'} bye={bye} />
        <SideLine side={match.right} won={match.winner === 'right'} bye={bye} />
        {judges !== undefined && match.status === 'on' && (
          <Text size="xs" c="dimmed">
            <Trans>
              {votes} of {all} votes in
            </Trans>
            {voters && `: ${voters}`}
          </Text>
        )}
        {match.corrected && (
          <Text size="xs" c="dimmed">
            <Trans>Result corrected by the organiser</Trans>
          </Text>
        )}
        <WriteState target={target} compact />
        {children}
      </Stack>
    </Paper>
  );
}
