/**
 * Entering a pair, a trio or a crew: its name and its artists (the dancer entering among them, as
 * the server asks), as many as the format takes.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { TEXT_LIMIT } from '../../../shared/constants';
import { type Battle, battleMsg, FORMAT_MEMBERS, type Person } from '../../../shared/schemas/battles';
import { translateMessage } from '../../i18n/i18n';
import { userAtom } from '../../lib/session';
import { ArtistPicker } from './artist-picker';
import { enter } from './battles.actions';
import type { BattleWrite } from './use-battle-write';

type Props = { battle: Battle; write: BattleWrite; pending: boolean };

export function CrewEntry({ battle, write, pending }: Props) {
  const { t } = useLingui();
  const user = useAtomValue(userAtom);
  const self: Person = {
    username: user?.username ?? '',
    artist_name: user?.portfolio?.artist_name || user?.username || '',
  };
  const [name, setName] = useState('');
  const [members, setMembers] = useState<Person[]>([self]);
  const [errors, setErrors] = useState<{ name?: string; members?: string }>({});
  const { min, max } = FORMAT_MEMBERS[battle.format];

  function submit() {
    const count =
      members.length < min || members.length > max
        ? battle.format === 'crew'
          ? battleMsg.crewMembers
          : battleMsg.members.replace('{count}', String(min))
        : undefined;
    const next = {
      name: name.trim() ? undefined : translateMessage(battleMsg.crewNameRequired),
      members: count && translateMessage(count),
    };
    setErrors(next);
    if (next.name || next.members) return;
    write(() => enter(battle.id, { name: name.trim(), members: members.map((m) => m.username) }));
  }

  return (
    <Stack gap="sm">
      <TextInput
        label={t`Crew name`}
        required
        maxLength={TEXT_LIMIT}
        value={name}
        error={errors.name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
      <ArtistPicker
        label={min === max ? t`Dancers (${min})` : t`Dancers (${min} to ${max})`}
        value={members}
        onChange={setMembers}
        fixed={self.username}
        error={errors.members}
      />
      <Button mih={44} w="fit-content" loading={pending} onClick={submit}>
        <Trans>Enter</Trans>
      </Button>
    </Stack>
  );
}
