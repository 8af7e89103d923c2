/**
 * /mypurchasedlabs/{uuid}: a lab the viewer bought or joined. Members (active buyers) and the owner
 * get what `children` renders (the route puts the videos and the lab room there); an expired or
 * missing purchase says so and links to the lab's page to buy it (again).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Anchor, Avatar, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { labMessages, type PublishedLabDetail } from '../../../shared/schemas/published-labs';
import { translateMessage } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useTitle } from '../../lib/use-title';
import { shortDate } from '../../ui/dates/short-date';
import { ErrorPage } from '../../ui/errors/error-page';
import { LoadError } from '../../ui/errors/load-error';
import { accessLine } from './access-line';
import { useLabDetail } from './use-lab-detail';

type Props = { uuid: string; children: (lab: PublishedLabDetail) => ReactNode };

function NoAccess({ lab }: { lab: PublishedLabDetail }) {
  const { purchase } = lab.access;
  const ended = purchase && shortDate(purchase.expires_at);
  return (
    <Alert color="yellow" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text>
          {purchase ? <Trans>Your access ended on {ended}.</Trans> : translateMessage(labMessages.buyToWatch)}
        </Text>
        <Button component={Link} to={`/publishedlabs/${encodeURIComponent(lab.uuid)}`} variant="light">
          {purchase ? <Trans>Buy again</Trans> : <Trans>See the lab</Trans>}
        </Button>
      </Stack>
    </Alert>
  );
}

function LabHeader({ lab, line }: { lab: PublishedLabDetail; line: string | null }) {
  const artist = lab.artist.name || lab.username;
  return (
    <Stack gap={6}>
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {lab.name}
      </Title>
      <Group gap="xs" wrap="nowrap">
        <Avatar src={lab.artist.thumb} name={artist} color="initials" size={28} alt="" aria-hidden />
        <Anchor component={Link} to={`/${lab.username}`} size="sm" truncate="end">
          {artist}
        </Anchor>
      </Group>
      {line && <Text fw={600}>{line}</Text>}
    </Stack>
  );
}

export function PurchasedLabView({ uuid, children }: Props) {
  const { t } = useLingui();
  const { lab, error, reload } = useLabDetail(uuid);
  useTitle(lab?.name ?? t`My Purchased Labs`);
  if (error instanceof ApiError && error.status === 404) return <ErrorPage kind="notFound" />;
  if (error) return <LoadError title={t`Could not load this lab.`} error={error} onRetry={reload} />;
  if (!lab)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading the lab`}>
        <Skeleton height={32} width="60%" />
        <Skeleton height={20} width="30%" />
      </Stack>
    );
  const { is_owner, purchase } = lab.access;
  const member = is_owner || purchase?.is_active === true;
  const line = is_owner
    ? translateMessage(labMessages.ownLab)
    : member && purchase
      ? accessLine(purchase)
      : null;
  return (
    <Stack gap="lg">
      <LabHeader lab={lab} line={line} />
      {member ? children(lab) : <NoAccess lab={lab} />}
    </Stack>
  );
}
