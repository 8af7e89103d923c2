/**
 * A battle's page header: its name (category · style · format), back to its event, until the bracket
 * is made whether entry is open and prelims are on, and (offline, or when the last read failed) when
 * the bracket shown was read.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Battle } from '../../../shared/schemas/battles';
import { useOnline } from '../../lib/use-online';
import { useTitle } from '../../lib/use-title';
import { useBattleName } from '../../ui/battle-name';

type Props = { battle: Battle; made: boolean; fetchedAt: number | null; failed: boolean };

/** When the copy shown was read: its time today, else its day too. */
function readAt(ms: number, locale: string): string {
  const day = new Date(ms).toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(
    locale,
    day ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  ).format(ms);
}

export function BattleHeader({ battle, made, fetchedAt, failed }: Props) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const name = useBattleName()(battle);
  useTitle(name);
  const time = fetchedAt && (!online || failed) ? readAt(fetchedAt, i18n.locale) : null;
  return (
    <Stack gap={6}>
      <Anchor
        component={Link}
        to={`/events/${battle.event}`}
        size="sm"
        w="fit-content"
        mih={44}
        style={{ display: 'inline-flex', alignItems: 'center' }}
      >
        <Group gap={4} wrap="nowrap">
          <IconChevronLeft size={16} aria-hidden />
          <Trans>Back to the event</Trans>
        </Group>
      </Anchor>
      <Title order={1} size="h2">
        {name}
      </Title>
      {!made && (
        <Group gap="xs">
          <Badge variant="light" color={battle.entry === 'open' ? 'green' : 'gray'}>
            {battle.entry === 'open' ? t`Entry open` : t`Entry closed`}
          </Badge>
          {battle.prelims && <Badge variant="light">{t`Prelims`}</Badge>}
        </Group>
      )}
      {time && (
        <Text size="sm" c="dimmed" role="status">
          <Trans>Updated {time}</Trans>
        </Text>
      )}
    </Stack>
  );
}
