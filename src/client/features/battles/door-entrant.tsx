/** "Add at the door": the organiser adds a dancer without an account by name, checked in at once. */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';
import { TEXT_LIMIT } from '../../../shared/constants';
import { type Battle, battleMsg } from '../../../shared/schemas/battles';
import { translateMessage } from '../../i18n/i18n';
import { addAtDoor } from './battles.actions';
import { useBattleWrite } from './use-battle-write';

export function DoorEntrant({ battle }: { battle: Battle }) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [empty, setEmpty] = useState(false);
  const { write, pending, message } = useBattleWrite(battle.id, true);
  function add() {
    const typed = name.trim();
    setEmpty(!typed);
    if (typed)
      write(
        () => addAtDoor(battle.id, typed),
        () => setName(''),
      );
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
      noValidate
    >
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={t`Add at the door`}
          placeholder={t`Name`}
          maxLength={TEXT_LIMIT}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={empty ? translateMessage(battleMsg.nameRequired) : message}
          style={{ flex: 1 }}
        />
        <Button type="submit" mih={44} loading={pending}>
          <Trans>Add</Trans>
        </Button>
      </Group>
    </form>
  );
}
