/**
 * An event's programme: its guests with their roles, sub-events, battles (each leading to its page,
 * where it is run and its bracket shows) and workshops.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GuestRole } from '../../../shared/schemas/events';
import type { EventRow } from '../../lib/db';
import { ArtistPhoto } from '../../ui/artist-photo';
import { useBattleName } from '../../ui/battle-name';
import { programmeTime } from './programme-time';

/** The role names, in the active language. */
export function useRoleLabels(): Record<GuestRole, string> {
  const { t } = useLingui();
  return {
    judge: t`Judge`,
    teacher: t`Teacher`,
    dj: t`DJ`,
    host: t`Host`,
    mc: t`MC`,
    performer: t`Performer`,
  };
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function EventPeople({ row }: { row: EventRow }) {
  const { t } = useLingui();
  const roles = useRoleLabels();
  const battleName = useBattleName();
  return (
    <>
      {row.event_guests.length > 0 && (
        <Section title={t`Guests`}>
          {row.event_guests.map((guest) => (
            <Group key={guest.username} gap="sm" wrap="nowrap">
              <ArtistPhoto name={guest.artist_name} src={guest.profile_photo} size={36} decorative />
              <Anchor component={Link} to={`/${guest.username}`} truncate>
                {guest.artist_name}
              </Anchor>
              <Badge variant="light" style={{ flex: 'none' }}>
                {roles[guest.role]}
              </Badge>
            </Group>
          ))}
        </Section>
      )}
      {row.event_subevents.length > 0 && (
        <Section title={t`Programme`}>
          <List spacing={4}>
            {row.event_subevents.map((sub, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
              <List.Item key={i}>
                <Text span fw={500}>
                  {sub.time && `${programmeTime(sub.time)} · `}
                  {sub.title}
                </Text>
                {sub.info && (
                  <Text size="sm" c="dimmed">
                    {sub.info}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </Section>
      )}
      {row.event_battles.length > 0 && (
        <Section title={t`Battles`}>
          <Group gap="xs">
            {row.event_battles.map((battle, i) =>
              // A battle of an event not yet sent from this device has no page yet.
              battle.id ? (
                <Button
                  key={battle.id}
                  component={Link}
                  to={`/events/${row.uuid}/battles/${battle.id}`}
                  variant="default"
                  mih={44}
                  rightSection={<IconChevronRight size={16} aria-hidden />}
                >
                  {battleName(battle)}
                </Button>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: a battle not yet saved has only its place
                <Badge key={i} variant="outline" size="lg" tt="none">
                  {battleName(battle)}
                </Badge>
              ),
            )}
          </Group>
        </Section>
      )}
      {row.event_workshops.length > 0 && (
        <Section title={t`Workshops`}>
          <List spacing={4}>
            {row.event_workshops.map((workshop) => (
              <List.Item key={workshop.uuid}>
                <Anchor component={Link} to={`/workshops/${workshop.uuid}`}>
                  {workshop.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        </Section>
      )}
    </>
  );
}
