/**
 * A judge's vote on a match that is on: three big buttons, Left, Tie and Right (the sides' names on
 * them), then "Your vote is in", or "Waiting to sync" while the vote waits on the phone for a
 * connection. After a tie majority the judges vote again in the extension.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import type { Match, VoteInput } from '../../../shared/schemas/battles';
import { useWriteState } from '../../lib/outbox-rows';
import { userAtom } from '../../lib/session';
import { WriteStateView } from '../../ui/write-state';
import { battleTarget } from './battle-writes';
import { vote } from './battles.actions';
import { useBattleWrite } from './use-battle-write';

type Props = { battle: number; match: Match; name: string };

export function VotePanel({ battle, match, name }: Props) {
  const { t } = useLingui();
  const { write, pending, message } = useBattleWrite(battle, true);
  const state = useWriteState(battleTarget(battle, { match: match.id }));
  const username = useAtomValue(userAtom)?.username ?? '';
  const voted = match.votes_in.includes(username);
  const cast = (choice: VoteInput['vote']) =>
    write(() => vote(battle, match.id, { round: match.voting_round, vote: choice }));
  const option = (choice: VoteInput['vote'], label: string, side?: string) => (
    <Button
      h={88}
      px={6}
      styles={{ label: { whiteSpace: 'normal' } }}
      variant={choice === 'tie' ? 'default' : 'filled'}
      disabled={pending}
      onClick={() => cast(choice)}
    >
      <Stack gap={2} align="center" miw={0}>
        <Text component="span" fw={700} fz="lg" c="inherit">
          {label}
        </Text>
        {side && (
          <Text
            component="span"
            fz="xs"
            c="inherit"
            ta="center"
            lineClamp={2}
            style={{ whiteSpace: 'normal' }}
          >
            {side}
          </Text>
        )}
      </Stack>
    </Button>
  );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t`Your vote: ${name}`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {name}
        </Title>
        {match.voting_round > 1 && (
          <Text size="sm" fw={600} c="orange">
            <Trans>Extension: vote again.</Trans>
          </Text>
        )}
        {voted && state?.state === 'pending' && <WriteStateView state={state} />}
        {voted && !state && (
          <Text fw={600} role="status">
            <Trans>Your vote is in</Trans>
          </Text>
        )}
        {state?.state === 'failed' && <WriteStateView state={state} />}
        {!voted && (
          <SimpleGrid cols={3} spacing="xs">
            {option('left', t`Left`, match.left?.name)}
            {option('tie', t`Tie`)}
            {option('right', t`Right`, match.right?.name)}
          </SimpleGrid>
        )}
        {message && (
          <Alert color="red" variant="light" role="alert">
            {message}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
