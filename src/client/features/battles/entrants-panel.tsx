/**
 * The entrants at the door, for the organiser and the helpers: each with a check-in tick (only the
 * organiser unticks) and, for the organiser before the bracket, Remove; then "Add at the door" and
 * "Scan codes". Ticks made offline wait in the outbox and show at once.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Checkbox, CloseButton, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Checkbox.css';
import type { Battle, Entrant } from '../../../shared/schemas/battles';
import { WriteState } from '../../ui/write-state';
import { battleTarget } from './battle-writes';
import { checkIn, withdraw } from './battles.actions';
import { DoorEntrant } from './door-entrant';
import { ScanCodes } from './scan-codes';
import { useBattleWrite } from './use-battle-write';

type Props = { battle: Battle; entrants: Entrant[]; bracketMade: boolean };

function EntrantLine({
  battle,
  entrant,
  bracketMade,
}: {
  battle: Battle;
  entrant: Entrant;
  bracketMade: boolean;
}) {
  const { t } = useLingui();
  const { write, message } = useBattleWrite(battle.id, true);
  const organiser = battle.you.organiser;
  const local = entrant.id < 0;
  const members = entrant.members.map((m) => m.artist_name).join(', ');
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" wrap="nowrap" gap="xs" mih={44}>
        <Checkbox
          size="md"
          label={entrant.name}
          description={members && members !== entrant.name ? members : undefined}
          checked={entrant.checked_in}
          disabled={local || (entrant.checked_in && !organiser)}
          onChange={(event) => {
            const ticked = event.currentTarget.checked;
            write(() => checkIn(battle.id, entrant.id, ticked));
          }}
        />
        {organiser && !bracketMade && (
          <CloseButton
            size="lg"
            aria-label={t`Remove ${entrant.name}`}
            onClick={() => write(() => withdraw(battle.id, entrant.id))}
          />
        )}
      </Group>
      <WriteState target={battleTarget(battle.id, { entrant: entrant.id })} compact />
      {message && (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      )}
    </Stack>
  );
}

export function EntrantsPanel({ battle, entrants, bracketMade }: Props) {
  const checked = entrants.filter((e) => e.checked_in).length;
  const total = entrants.length;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>
          {checked} of {total} checked in
        </Trans>
      </Text>
      {total === 0 ? (
        <Alert variant="light">
          <Trans>No entrants yet.</Trans>
        </Alert>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {entrants.map((entrant) => (
            <EntrantLine key={entrant.id} battle={battle} entrant={entrant} bracketMade={bracketMade} />
          ))}
        </Stack>
      )}
      {battle.you.organiser && !bracketMade && <DoorEntrant battle={battle} />}
      <ScanCodes battle={battle} entrants={entrants} />
    </Stack>
  );
}
