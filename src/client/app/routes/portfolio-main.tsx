/**
 * /{username} (Home tab): the bio, the artist's latest community notes and published labs, each with
 * a link to its tab; the empty state only when they have shared neither.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { usePortfolio } from '../../features/artists/artists.mirror';
import { EmptyState, PortfolioBio } from '../../features/artists/portfolio-content';
import { LatestNotes, useLatestNotes } from '../../features/notes/feed/latest-notes';
import { LatestLabs, useLatestLabs } from '../../features/published-labs/latest-labs';
import { LoadError } from '../../ui/errors/load-error';
import { NoteCardSkeleton } from '../../ui/lists/card-skeleton';

type Read<T> = { items: T[] | undefined; error: Error | null; retry: () => void };
type SectionProps<T> = {
  title: string;
  /** What the error says when the read fails. */
  failed: string;
  all: { to: string; label: string };
  read: Read<T>;
  loading: ReactNode;
  children: (items: T[]) => ReactNode;
};

/** A titled part of the tab: its placeholder, its error with Retry, nothing when empty. */
function Section<T>({ title, failed, all, read, loading, children }: SectionProps<T>) {
  const { items, error } = read;
  if (items === undefined && !error) return loading;
  if (!items?.length) return error ? <LoadError title={failed} error={error} onRetry={read.retry} /> : null;
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Anchor component={Link} to={all.to} size="sm">
          {all.label}
        </Anchor>
      </Group>
      {children(items)}
    </Stack>
  );
}

export default function PortfolioMainRoute() {
  const username = useParams().username ?? '';
  const portfolio = usePortfolio(username);
  const notes = useLatestNotes(username);
  const labs = useLatestLabs(username);
  const { t } = useLingui();
  if (!portfolio) return null;
  const base = `/${encodeURIComponent(portfolio.username)}`;
  const nothing = notes.items?.length === 0 && labs.items?.length === 0;
  return (
    <Stack gap="lg">
      <PortfolioBio portfolio={portfolio} />
      {nothing ? (
        <EmptyState title={t`Shared work`} text={t`No video notes, labs or journeys here yet.`} />
      ) : (
        <>
          <Section
            title={t`Latest video notes`}
            failed={t`Could not load latest video notes.`}
            all={{ to: `${base}/videos`, label: t`All video notes` }}
            read={notes}
            loading={<NoteCardSkeleton count={1} />}
          >
            {(rows) => <LatestNotes rows={rows} />}
          </Section>
          <Section
            title={t`Published labs`}
            failed={t`Could not load published labs.`}
            all={{ to: `${base}/publishedlabs`, label: t`All published labs` }}
            read={labs}
            loading={<Skeleton height={120} />}
          >
            {(items) => <LatestLabs labs={items} />}
          </Section>
        </>
      )}
    </Stack>
  );
}
