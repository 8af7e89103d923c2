/**
 * The room's members, each linking to their portfolio; the organiser may take one out (offline too),
 * and is told that the room token still lets them in until a new one is made.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { WorkshopPerson } from '../../../shared/schemas/workshops';
import { takeOut } from './room.actions';
import type { RoomWrite } from './use-room-write';

type Props = { uuid: string; members: WorkshopPerson[]; organiser: boolean; write: RoomWrite };

export function RoomMembers({ uuid, members, organiser, write }: Props) {
  const { t } = useLingui();
  const remove = (member: WorkshopPerson) => {
    const name = member.artist_name;
    write(
      () => takeOut(uuid, member.username),
      () =>
        notifications.show({
          message: t`${name} is out of the room. The room token still lets them in until you make a new one.`,
        }),
    );
  };
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        <Trans>Members</Trans>
      </Text>
      {members.length === 0 ? (
        <Text size="sm" c="dimmed">{t`No one has entered yet.`}</Text>
      ) : (
        <Group gap="xs">
          {members.map((m) => (
            <Group key={m.id} gap={2} wrap="nowrap">
              <Anchor component={Link} to={`/${m.username}`} size="sm">
                <Group gap={6}>
                  <Avatar src={m.artist_metadata.thumb} alt="" size="sm" radius="xl">
                    {m.artist_name.slice(0, 2)}
                  </Avatar>
                  {m.artist_name}
                </Group>
              </Anchor>
              {organiser && (
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t`Take ${m.artist_name} out of the room`}
                  onClick={() => remove(m)}
                >
                  <IconX size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
