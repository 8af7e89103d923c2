/**
 * Love on a shoutout: the heart (filled when the user sent love) with how many did; a visitor is
 * asked to sign in. Read from the server and read again after a tap.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { shoutoutsApi } from '../../../shared/api-paths';
import type { ShoutoutLove as Love } from '../../../shared/schemas/shoutouts';
import { same } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { signInFirst } from '../../lib/sign-in-first';
import { usePagedList } from '../../lib/use-paged-list';
import { toggleLove } from './shoutouts.actions';

export function ShoutoutLove({ uuid }: { uuid: string }) {
  const me = useAtomValue(userAtom)?.username;
  const love = usePagedList<Love>(shoutoutsApi.loveOf(uuid));
  const [busy, setBusy] = useState(false);
  const { t } = useLingui();
  const mine = me ? love.items?.find((l) => same(l.username, me)) : undefined;
  const count = love.count;
  const tap = async () => {
    if (!me) return signInFirst();
    setBusy(true);
    try {
      await toggleLove(uuid, mine?.uuid);
      love.reload();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={mine ? 'light' : 'default'}
      color="red"
      size="sm"
      loading={busy}
      aria-pressed={Boolean(mine)}
      leftSection={mine ? <IconHeartFilled size={18} aria-hidden /> : <IconHeart size={18} aria-hidden />}
      onClick={() => void tap()}
      w="fit-content"
    >
      {t`Love`}
      <Text span ml={8} fw={700} inherit>
        {count}
      </Text>
    </Button>
  );
}
