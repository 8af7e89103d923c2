/** The organiser names the helpers who check entrants in at the door (artists, at most 10). */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { HELPER_LIMIT, type Person } from '../../../shared/schemas/battles';
import { ArtistPicker } from './artist-picker';
import { setHelpers } from './battles.actions';
import { useBattleWrite } from './use-battle-write';

type Props = { battle: number; helpers: Person[] };

export function HelpersPanel({ battle, helpers }: Props) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<Person[] | null>(null);
  const { write, pending, message } = useBattleWrite(battle);
  const shown = picked ?? helpers;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <Trans>Helpers check entrants in at the door, by the list or by their codes.</Trans>
      </Text>
      <ArtistPicker
        label={t`Helpers`}
        value={shown}
        onChange={(people) => setPicked(people.slice(0, HELPER_LIMIT))}
        error={message ?? undefined}
      />
      {picked && (
        <Button
          mih={44}
          w="fit-content"
          loading={pending}
          onClick={() =>
            write(
              () =>
                setHelpers(
                  battle,
                  picked.map((p) => p.username),
                ),
              () => setPicked(null),
            )
          }
        >
          <Trans>Save the helpers</Trans>
        </Button>
      )}
    </Stack>
  );
}
