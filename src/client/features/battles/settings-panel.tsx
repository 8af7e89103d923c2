/**
 * The organiser's settings of a battle: whether dancers may enter, whether the judges score prelims,
 * and whether the semifinal losers battle for third place. Each switch is a write of its own.
 */
import { useLingui } from '@lingui/react/macro';
import { Alert, Stack, Switch } from '@mantine/core';
import '@mantine/core/styles/Switch.css';
import type { Battle, BattleSettingsInput } from '../../../shared/schemas/battles';
import { changeSettings } from './battles.actions';
import { useBattleWrite } from './use-battle-write';

export function SettingsPanel({ battle }: { battle: Battle }) {
  const { t } = useLingui();
  const { write, message } = useBattleWrite(battle.id, true);
  const change = (settings: BattleSettingsInput) => write(() => changeSettings(battle.id, settings));
  return (
    <Stack gap="md">
      <Switch
        size="md"
        label={t`Entry open`}
        description={t`Dancers with a portfolio may enter until you close it.`}
        checked={battle.entry === 'open'}
        onChange={(event) => change({ entry: event.currentTarget.checked ? 'open' : 'closed' })}
      />
      <Switch
        size="md"
        label={t`Prelims`}
        description={t`Each judge scores each checked-in entrant from 1 to 10; the best go to the bracket.`}
        checked={battle.prelims}
        onChange={(event) => change({ prelims: event.currentTarget.checked })}
      />
      <Switch
        size="md"
        label={t`Battle for third place`}
        description={t`The semifinal losers battle once more.`}
        checked={battle.third_place}
        onChange={(event) => change({ third_place: event.currentTarget.checked })}
      />
      {message && (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      )}
    </Stack>
  );
}
