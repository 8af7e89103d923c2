/**
 * An artist's newest published labs, for the Home tab of their portfolio: the ones on sale or free to
 * join (the owner's labs still without terms wait on the Published Labs tab).
 */
import { SimpleGrid } from '@mantine/core';
import { publishedLabsApi } from '../../../shared/api-paths';
import type { PublishedLab } from '../../../shared/schemas/published-labs';
import { HOME_LATEST } from '../../lib/portfolio-tab-list';
import { usePagedList } from '../../lib/use-paged-list';
import { PublishedLabCard } from './published-lab-card';
import { labPath } from './published-lab-grid';

/** `items` is undefined while loading. */
export function useLatestLabs(username: string) {
  const list = usePagedList<PublishedLab>(publishedLabsApi.ofArtist({ username, page_size: HOME_LATEST }));
  return {
    items: list.items?.filter((lab) => lab.subscription !== null),
    error: list.error,
    retry: list.reload,
  };
}

export function LatestLabs({ labs }: { labs: PublishedLab[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {labs.map((lab) => (
        <PublishedLabCard key={lab.uuid} lab={lab} to={labPath(lab.uuid)} />
      ))}
    </SimpleGrid>
  );
}
