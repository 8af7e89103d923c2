/**
 * Settings' "Blocked and muted": whom I blocked and whom I muted, each row the artist's photo and
 * name with Unblock (Unmute). Read from the mirror, so a block queued a moment ago shows at once,
 * with its sync state; the API's lists are read in when Settings opens online.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BlockRow } from '../../lib/db';
import { ArtistPhoto } from '../../ui/artist-photo';
import { ListStates } from '../../ui/lists/list-states';
import { WriteState } from '../../ui/write-state';
import { setBlocked, setMuted } from './blocks.actions';
import { type Side, sideTarget, useSideList, useSideSync } from './blocks.mirror';

const PHOTO = 36;

function Row({ side, row }: { side: Side; row: BlockRow }) {
  const { t } = useLingui();
  const undo = side === 'blocks' ? setBlocked : setMuted;
  const label = side === 'blocks' ? t`Unblock ${row.artist_name}` : t`Unmute ${row.artist_name}`;
  return (
    <Stack gap={4} role="listitem" py="xs">
      <Group gap="sm" wrap="nowrap" justify="space-between">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ArtistPhoto name={row.artist_name} src={row.profile_photo} size={PHOTO} decorative />
          <Stack gap={0} miw={0}>
            <Text fw={600} truncate="end">
              {row.artist_name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              @{row.username}
            </Text>
          </Stack>
        </Group>
        <Button
          size="compact-sm"
          variant="default"
          aria-label={label}
          onClick={() => void undo(row.username, false)}
          style={{ flexShrink: 0 }}
        >
          {side === 'blocks' ? <Trans>Unblock</Trans> : <Trans>Unmute</Trans>}
        </Button>
      </Group>
      <WriteState target={sideTarget(side, row.key)} compact />
    </Stack>
  );
}

function SideList({ side }: { side: Side }) {
  const { t } = useLingui();
  const rows = useSideList(side);
  const sync = useSideSync(side);
  const title = side === 'blocks' ? t`Blocked` : t`Muted`;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      <ListStates
        list={{ ...sync, rows, hasMore: false, loadMore: () => undefined }}
        errorTitle={t`Could not load this list.`}
        skeleton={<Skeleton height={PHOTO} aria-label={t`Loading artists`} />}
        empty={
          <Text c="dimmed" size="sm">
            {side === 'blocks' ? t`You have not blocked anyone.` : t`You have not muted anyone.`}
          </Text>
        }
      >
        {(shown) => (
          <Stack gap={0} role="list" aria-label={title}>
            {shown.map((row) => (
              <Row key={row.key} side={side} row={row} />
            ))}
          </Stack>
        )}
      </ListStates>
    </Stack>
  );
}

export function BlockedList() {
  return (
    <Paper p="lg" withBorder>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Blocked and muted</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>
            Blocked artists and you do not see each other's content or reach each other. Muted artists' notes
            and comments stay out of your feeds. Neither is told.
          </Trans>
        </Text>
        <SideList side="blocks" />
        <SideList side="mutes" />
      </Stack>
    </Paper>
  );
}
