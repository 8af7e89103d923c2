/**
 * The signed-in user's lab subscriptions (purchased and joined labs, from the purchased-labs read),
 * newest first: when each ends (or ended), what was paid, a way back in (the lab room) or to buy
 * again (the lab's page). Read from the server; offline, the service worker's copy if any.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { purchasedLabsApi } from '../../../shared/api-paths';
import { toCents } from '../../../shared/schemas/published-labs';
import type { PurchasedLab } from '../../../shared/schemas/purchased-labs';
import { useOnline } from '../../lib/use-online';
import { usePagedList } from '../../lib/use-paged-list';
import { shortDate } from '../../ui/dates/short-date';
import { LoadError } from '../../ui/errors/load-error';
import { LoadMore } from '../../ui/lists/load-more';
import { priceWithCurrency } from '../../ui/money';
import { accessLine } from './access-line';

function SubscriptionRow({ sub }: { sub: PurchasedLab }) {
  const { t } = useLingui();
  const { plab } = sub;
  const artist = plab.artist.name || plab.username;
  const date = shortDate(sub.paid_at);
  const price = priceWithCurrency(sub.price, sub.currency);
  const paid = (toCents(sub.price) ?? 0) > 0 ? t`Paid ${price} on ${date}` : t`Joined on ${date}`;
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap={4}>
        <Anchor component={Link} to={`/mypurchasedlabs/${encodeURIComponent(plab.uuid)}`} fw={700}>
          {plab.name}
        </Anchor>
        <Text size="sm">
          <Trans>by {artist}</Trans>
        </Text>
        <Text fw={600}>{accessLine(sub)}</Text>
        <Text size="sm" c="dimmed">
          {paid}
        </Text>
        {!sub.is_active && (
          <Anchor component={Link} to={`/publishedlabs/${encodeURIComponent(plab.uuid)}`} size="sm">
            <Trans>Renew on the lab's page</Trans>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

export function SubscriptionsList() {
  const { t } = useLingui();
  const online = useOnline();
  const list = usePagedList<PurchasedLab>(purchasedLabsApi.list);
  const { items, error } = list;
  return (
    <Stack gap="md">
      {error && (
        <LoadError
          title={
            online ? t`Could not load your subscriptions.` : t`Your subscriptions need a connection to load.`
          }
          error={error}
          onRetry={items ? list.loadMore : list.reload}
        />
      )}
      {items === undefined && !error && (
        <Stack gap="sm" role="status" aria-busy="true" aria-label={t`Loading your subscriptions`}>
          <Skeleton height={110} radius="md" />
          <Skeleton height={110} radius="md" />
        </Stack>
      )}
      {items?.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text>
            <Trans>You have no lab subscriptions yet.</Trans>
          </Text>
          <Anchor component={Link} to="/publishedlabs" fw={600}>
            <Trans>Browse published labs</Trans>
          </Anchor>
        </Stack>
      )}
      {items && items.length > 0 && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((sub) => (
            <SubscriptionRow key={sub.uuid} sub={sub} />
          ))}
        </Stack>
      )}
      <LoadMore list={list} />
    </Stack>
  );
}
