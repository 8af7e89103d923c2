/**
 * The artist's earnings (online read, not mirrored): totals over every sale (count, gross, the
 * platform's fee, net, in USD, written as the app's language writes money), the net of the last 12
 * months as a chart, and beside or above it the sales newest first with Load More: a table, or one
 * block per sale on phones (a six-column table does not fit there).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, em, Paper, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';
import { paymentsApi } from '../../../shared/api-paths';
import type { Earning, EarningsTotals } from '../../../shared/schemas/payments';
import { usePagedList } from '../../lib/use-paged-list';
import { shortDate } from '../../ui/dates/short-date';
import { LoadError } from '../../ui/errors/load-error';
import { LoadMore } from '../../ui/lists/load-more';
import { formatPrice } from '../../ui/money';
import { useEarningsMonths } from './earnings.hooks';
import classes from './earnings.module.css';
import { EarningsByMonth } from './earnings-chart';

/** Below Mantine's sm breakpoint the table (560 px) would not fit inside the card. */
const PHONE_QUERY = `(max-width: ${em(767.98)})`;

function Totals({ totals }: { totals: EarningsTotals }) {
  const { t, i18n } = useLingui();
  const money = (amount: string) => formatPrice(amount, totals.currency);
  const { currency } = totals;
  const cells = [
    [t`Sales`, new Intl.NumberFormat(i18n.locale || undefined).format(totals.sales)],
    [t`Gross`, money(totals.gross)],
    [t`Platform fee`, money(totals.fee)],
    [t`Net`, money(totals.net)],
  ];
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" component="dl" m={0}>
        {cells.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0} fw={700} size="lg">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        <Trans>Amounts in {currency}.</Trans>
      </Text>
    </Stack>
  );
}

function SaleBlock({ sale }: { sale: Earning }) {
  const { t } = useLingui();
  const amounts = [
    [t`Amount`, sale.amount],
    [t`Fee`, sale.fee],
    [t`Net`, sale.net],
  ] as const;
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Anchor
          component={Link}
          to={`/publishedlabs/${sale.plab.uuid}`}
          fw={600}
          style={{ overflowWrap: 'anywhere' }}
        >
          {sale.plab.name}
        </Anchor>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {sale.buyer} · <time dateTime={sale.paid_at}>{shortDate(sale.paid_at)}</time>
        </Text>
        <SimpleGrid cols={3} spacing="xs" component="dl" m={0}>
          {amounts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed">
                {label}
              </Text>
              <Text component="dd" m={0} size="sm" fw={600}>
                {formatPrice(value, sale.currency)}
              </Text>
            </div>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

function Sales({ sales }: { sales: Earning[] }) {
  const { t } = useLingui();
  const phone = useMediaQuery(PHONE_QUERY);
  if (phone)
    return (
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Sales`}>
        {sales.map((sale) => (
          <SaleBlock key={sale.uuid} sale={sale} />
        ))}
      </Stack>
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Lab</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Buyer</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Date</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Amount</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Fee</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Net</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sales.map((sale) => (
            <Table.Tr key={sale.uuid}>
              <Table.Td>
                <Anchor component={Link} to={`/publishedlabs/${sale.plab.uuid}`}>
                  {sale.plab.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{sale.buyer}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={sale.paid_at}>{shortDate(sale.paid_at)}</time>
              </Table.Td>
              <Table.Td ta="right">{formatPrice(sale.amount, sale.currency)}</Table.Td>
              <Table.Td ta="right">{formatPrice(sale.fee, sale.currency)}</Table.Td>
              <Table.Td ta="right">{formatPrice(sale.net, sale.currency)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function Earnings() {
  const { t } = useLingui();
  const list = usePagedList<Earning, { totals: EarningsTotals }>(paymentsApi.earnings);
  const months = useEarningsMonths();
  const { items, error } = list;
  return (
    <Paper p="lg" withBorder>
      <Stack gap="md">
        <Title order={2} size="h4">
          <Trans>Earnings</Trans>
        </Title>
        {error && (
          <LoadError
            title={t`Could not load your earnings.`}
            error={error}
            onRetry={items ? list.loadMore : list.reload}
          />
        )}
        {list.extra?.totals && <Totals totals={list.extra.totals} />}
        {items === undefined && !error && (
          <Stack gap="xs" role="status" aria-busy="true" aria-label={t`Loading your earnings`}>
            <Skeleton height={48} />
            <Skeleton height={32} />
            <Skeleton height={32} />
          </Stack>
        )}
        {items?.length === 0 && (
          <Text c="dimmed">
            <Trans>No sales yet.</Trans>
          </Text>
        )}
        {items && items.length > 0 && (
          <div className={classes.room}>
            <div className={classes.split}>
              <EarningsByMonth read={months} />
              <Sales sales={items} />
            </div>
          </div>
        )}
        <LoadMore list={list} />
      </Stack>
    </Paper>
  );
}
