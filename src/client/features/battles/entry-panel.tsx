/**
 * A dancer's part of a battle's page: entering while entry is open (1v1 with one press; a pair, a trio
 * or a crew with its name and artists), then their entry: "Your code for the door" (the QR a helper
 * scans to check them in) until they are checked in, and Withdraw until the bracket is made.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { type Bracket, battleMsg, type Entrant } from '../../../shared/schemas/battles';
import { translateMessage } from '../../i18n/i18n';
import { userAtom } from '../../lib/session';
import { DoorCode } from '../../ui/qr/door-code';
import { WriteState } from '../../ui/write-state';
import { battleTarget } from './battle-writes';
import { enter, withdraw } from './battles.actions';
import { CrewEntry } from './crew-entry';
import { checkinText } from './qr/checkin-code';
import { useBattleWrite } from './use-battle-write';

type Props = { bracket: Bracket; entrants: Entrant[] };

function YourEntry({ bracket, entrant }: { bracket: Bracket; entrant: Entrant | undefined }) {
  const { t } = useLingui();
  const battle = bracket.battle;
  const id = battle.you.entrant ?? 0;
  const { write, pending, message } = useBattleWrite(battle.id);
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>{entrant?.name ?? t`You entered this battle.`}</Text>
        {entrant?.checked_in && <Badge color="green">{t`Checked in`}</Badge>}
      </Group>
      <WriteState target={battleTarget(battle.id, { entrant: id })} />
      {entrant?.code && !entrant.checked_in && (
        <Stack gap={4}>
          <Text fw={600} ta="center">
            <Trans>Your code for the door</Trans>
          </Text>
          <DoorCode value={checkinText(battle.id, id, entrant.code)} label={t`Your code for the door`} />
        </Stack>
      )}
      {message && <Alert color="red">{message}</Alert>}
      {bracket.size === null && (
        <Button
          variant="default"
          mih={44}
          w="fit-content"
          loading={pending}
          onClick={() => write(() => withdraw(battle.id, id))}
        >
          <Trans>Withdraw</Trans>
        </Button>
      )}
    </Stack>
  );
}

export function EntryPanel({ bracket, entrants }: Props) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const battle = bracket.battle;
  const { write, pending, message } = useBattleWrite(battle.id);
  const open = battle.entry === 'open' && bracket.size === null;
  if (battle.you.entrant === null && !open) return null;
  let body: React.ReactNode;
  if (battle.you.entrant !== null)
    body = <YourEntry bracket={bracket} entrant={entrants.find((e) => e.id === battle.you.entrant)} />;
  else if (!user)
    body = (
      <Button component={Link} to="/login" variant="light" mih={44} w="fit-content">
        <Trans>Sign in to enter</Trans>
      </Button>
    );
  else if (!user.portfolio) body = <Text>{translateMessage(battleMsg.needPortfolio)}</Text>;
  else if (battle.format === '1v1')
    body = (
      <Button mih={44} w="fit-content" loading={pending} onClick={() => write(() => enter(battle.id, {}))}>
        <Trans>Enter</Trans>
      </Button>
    );
  else body = <CrewEntry battle={battle} write={write} pending={pending} />;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label={t`Your entry`}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          <Trans>Your entry</Trans>
        </Title>
        {body}
        {battle.you.entrant === null && message && <Alert color="red">{message}</Alert>}
      </Stack>
    </Paper>
  );
}
