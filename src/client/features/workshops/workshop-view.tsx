/**
 * /workshops/{uuid}: poster, title, artist, when (in the workshop's own time zone), where (with a map
 * link), info, links, "Add to calendar", who is going and "I'm going", the room, and for the
 * organiser Edit and Delete. Read from the mirror, so a workshop seen before (and every one I am
 * going to) opens offline.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconMapPin } from '@tabler/icons-react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { API_BASE } from '../../../shared/api';
import { countryName } from '../../lib/countries';
import { userAtom } from '../../lib/session';
import { useLocalImage } from '../../lib/use-local-image';
import { useTitle } from '../../lib/use-title';
import { LoadError } from '../errors/load-error';
import { WorkshopGoing } from './workshop-going';
import { WorkshopLinks } from './workshop-links';
import { WorkshopOwnerActions } from './workshop-owner-actions';
import { WorkshopRoom } from './workshop-room';
import { mapLink, workshopWhen } from './workshop-when';
import { useWorkshop } from './workshops.remote';

export function WorkshopView({ uuid }: { uuid: string }) {
  const { t, i18n } = useLingui();
  const user = useAtomValue(userAtom);
  const { row, error, retry } = useWorkshop(uuid);
  const local = useLocalImage(row?.localImage);
  useTitle(row?.title ?? t`Workshop`);
  if (row === undefined)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label={t`Loading the workshop`}>
        <Skeleton height={260} radius="md" />
        <Skeleton height={32} width="60%" />
        <Skeleton height={80} />
      </Stack>
    );
  if (!row && error)
    return <LoadError title={t`Could not load this workshop.`} error={error} onRetry={retry} />;
  if (!row)
    return (
      <Stack gap="xs">
        <Title order={1} size="h3">{t`Workshop not found.`}</Title>
        <Text c="dimmed">{t`This workshop does not exist.`}</Text>
      </Stack>
    );
  const country = countryName(row.country, i18n.locale);
  const mine = user?.username.toLowerCase() === row.username.toLowerCase();
  return (
    <Stack gap="md">
      <Image src={row.poster || local} alt={t`Poster of ${row.title}`} radius="md" mah={420} fit="contain" />
      <Title order={1} size="h2">
        {row.title}
      </Title>
      {(row.name1 || row.teacher1) && (
        <Text>
          <Trans>Artist</Trans>:{' '}
          {row.teacher1 ? (
            <Anchor component={Link} to={`/${row.teacher1}`}>
              {row.name1 || row.teacher1}
            </Anchor>
          ) : (
            row.name1
          )}
        </Text>
      )}
      <Stack gap={4}>
        <Text fw={600}>{workshopWhen(row, i18n.locale)}</Text>
        <Text size="sm" c="dimmed">
          {row.datetime ? `${row.datetime} · ` : ''}
          {t`Time zone: ${row.timezone}`}
        </Text>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconMapPin size={16} aria-hidden style={{ flex: 'none', marginTop: 4 }} />
          <Anchor href={mapLink(row.venue, country)} target="_blank" rel="noopener noreferrer">
            {[row.venue, country].filter(Boolean).join(', ')}
          </Anchor>
        </Group>
      </Stack>
      {row.content && <Text style={{ whiteSpace: 'pre-wrap' }}>{row.content}</Text>}
      <WorkshopLinks row={row} />
      <Group gap="sm">
        {row.id !== undefined && (
          <Button
            component="a"
            href={`${API_BASE}/calendar/workshops/${row.uuid}.ics`}
            variant="default"
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
          >
            <Trans>Add to calendar</Trans>
          </Button>
        )}
        {mine && <WorkshopOwnerActions uuid={row.uuid} />}
      </Group>
      <WorkshopGoing row={row} />
      <WorkshopRoom row={row} />
    </Stack>
  );
}
