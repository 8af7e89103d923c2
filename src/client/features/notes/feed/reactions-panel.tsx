/**
 * Like, fire and head-flash under a note (spec 2, reactions): counts are the mirrored rows, i.e. the
 * server's reactions plus the ones queued here, so a tap shows at once, offline too. A visitor is asked
 * to sign in. Repeated taps are collapsed by the action into the last state.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Group, Stack } from '@mantine/core';
import { IconBolt, IconFlame, IconThumbUp } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import type { LikeType } from '../../../../shared/schemas/notes';
import type { ReactionRow } from '../../../lib/db';
import { userAtom } from '../../../lib/session';
import { signInFirst } from '../../../lib/sign-in-first';
import { toldStorageFull } from '../../../lib/storage-full';
import { WriteStateView } from '../../../ui/write-state';
import { toggleReaction } from '../reactions.actions';
import { useReactionsSync } from '../reactions.mirror';
import { ReactedBy } from './reacted-by';
import { useReactionWrites } from './use-reaction-writes';

const KINDS = [
  { type: 'LO', label: msg`Like`, Icon: IconThumbUp, color: 'blue' },
  { type: 'FI', label: msg`Fire`, Icon: IconFlame, color: 'orange' },
  { type: 'DE', label: msg`Head-flash`, Icon: IconBolt, color: 'grape' },
] as const satisfies { type: LikeType; label: MessageDescriptor; Icon: unknown; color: string }[];

export function ReactionsPanel({ noteUuid }: { noteUuid: string }) {
  const rows = useReactionsSync(noteUuid);
  const user = useAtomValue(userAtom);
  const queued = useReactionWrites(noteUuid);
  const { t } = useLingui();
  const reactions: ReactionRow[] = rows ?? [];
  const toggle = (type: LikeType) => {
    if (!user) signInFirst();
    // Out of space is told by its own notice; anything else stays an unhandled rejection, as before.
    else
      void toggleReaction(noteUuid, type).catch((error) => {
        if (!toldStorageFull(error)) throw error;
      });
  };
  return (
    <Stack gap={6}>
      <Group gap="xs">
        {KINDS.map(({ type, label: message, Icon, color }) => {
          const label = t(message);
          const ofType = reactions.filter((r) => r.like_type === type);
          const count = ofType.length;
          const pressed = !!user && ofType.some((r) => r.username === user.username);
          return (
            <Button
              key={type}
              // The name holds the visible count too (label in name): "Like, 3".
              aria-label={t`${label}, ${count}`}
              aria-pressed={pressed}
              title={label}
              variant={pressed ? 'light' : 'subtle'}
              color={pressed ? color : 'gray'}
              size="compact-md"
              radius="xl"
              leftSection={<Icon size={20} aria-hidden />}
              onClick={() => toggle(type)}
            >
              {count}
            </Button>
          );
        })}
        <WriteStateView state={queued?.state === 'pending' ? queued : null} compact />
      </Group>
      {queued?.state === 'failed' && <WriteStateView state={queued} compact />}
      <ReactedBy usernames={reactions.map((r) => r.username)} />
    </Stack>
  );
}
