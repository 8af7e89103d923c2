/**
 * What the organiser does with a match: Start one that is ready (the judges may then vote), and
 * Correct the result of one decided (the other side wins; the server records the change and moves
 * the side that advanced, while the next match has not started).
 */
import { Trans } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Match } from '../../../shared/schemas/battles';
import { correctResult, startMatch } from './battles.actions';
import { useBattleWrite } from './use-battle-write';

type Props = { battle: number; match: Match };

export function MatchActions({ battle, match }: Props) {
  const [correcting, setCorrecting] = useState(false);
  const { write, pending, message } = useBattleWrite(battle);
  const other = match.winner === 'left' ? 'right' : 'left';
  const otherName = match[other]?.name ?? '';
  let action: React.ReactNode = null;
  if (match.status === 'ready')
    action = (
      <Button size="sm" mih={44} loading={pending} onClick={() => write(() => startMatch(battle, match.id))}>
        <Trans>Start</Trans>
      </Button>
    );
  else if (match.status === 'decided' && match[other] && !correcting)
    action = (
      <Button size="sm" mih={44} variant="subtle" onClick={() => setCorrecting(true)}>
        <Trans>Correct the result</Trans>
      </Button>
    );
  else if (match.status === 'decided' && correcting)
    action = (
      <Stack gap={4}>
        <Text size="sm">
          <Trans>Make {otherName} the winner?</Trans>
        </Text>
        <Group gap="xs">
          <Button
            size="sm"
            mih={44}
            color="red"
            loading={pending}
            onClick={() =>
              write(
                () => correctResult(battle, match.id, { winner: other }),
                () => setCorrecting(false),
              )
            }
          >
            <Trans>Correct</Trans>
          </Button>
          <Button size="sm" mih={44} variant="default" onClick={() => setCorrecting(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    );
  if (!action && !message) return null;
  return (
    <Stack gap={4}>
      {action}
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}
