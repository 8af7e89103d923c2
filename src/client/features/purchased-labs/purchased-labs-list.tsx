/**
 * The signed-in user's purchased (and joined) labs, newest first, read from the server: a search box
 * (waits for a 100 ms pause in typing), cards with how long access lasts, Load More, and the empty and
 * error states.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { purchasedLabsApi } from '../../../shared/api-paths';
import { SEARCH_DEBOUNCE_MS } from '../../../shared/constants';
import type { PurchasedLab } from '../../../shared/schemas/purchased-labs';
import { usePagedList } from '../../lib/use-paged-list';
import { LoadError } from '../../ui/errors/load-error';
import { LoadMore } from '../../ui/lists/load-more';
import { PublishedLabCard } from '../published-labs/published-lab-card';
import { accessLine } from './access-line';

const COLS = { base: 1, sm: 2 };

function Empty({ query }: { query: string }) {
  if (query)
    return (
      <Text c="dimmed">
        <Trans>No purchased labs match "{query}".</Trans>
      </Text>
    );
  return (
    <Text c="dimmed">
      <Trans>
        You have not bought or joined any labs yet.{' '}
        <Anchor component={Link} to="/publishedlabs">
          Browse published labs
        </Anchor>
      </Trans>
    </Text>
  );
}

export function PurchasedLabsList() {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const list = usePagedList<PurchasedLab>(query ? purchasedLabsApi.search(query) : purchasedLabsApi.list);
  const { items, error } = list;
  return (
    <Stack gap="md">
      <TextInput
        label={t`Search purchased labs`}
        type="search"
        placeholder={t`Lab, description or artist`}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      {error && (
        <LoadError
          title={t`Could not load your purchased labs.`}
          error={error}
          onRetry={items ? list.loadMore : list.reload}
        />
      )}
      {items === undefined && !error && (
        <SimpleGrid
          cols={COLS}
          spacing="sm"
          role="status"
          aria-busy="true"
          aria-label={t`Loading your purchased labs`}
        >
          <Skeleton height={160} radius="md" />
          <Skeleton height={160} radius="md" />
        </SimpleGrid>
      )}
      {items?.length === 0 && <Empty query={query} />}
      {items && items.length > 0 && (
        <SimpleGrid cols={COLS} spacing="sm">
          {items.map((purchase) => (
            <PublishedLabCard
              key={purchase.uuid}
              lab={purchase.plab}
              to={`/mypurchasedlabs/${encodeURIComponent(purchase.plab.uuid)}`}
            >
              <Text size="sm" fw={600} c={purchase.is_active ? undefined : 'dimmed'}>
                {accessLine(purchase)}
              </Text>
            </PublishedLabCard>
          ))}
        </SimpleGrid>
      )}
      <LoadMore list={list} />
    </Stack>
  );
}
