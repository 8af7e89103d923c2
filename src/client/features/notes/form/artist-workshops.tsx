/**
 * The chosen artist's workshops, under the artist picker (spec 2): the workshops they teach, read from
 * the API (paged), one of which the note may name. Offline the list cannot load and says so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Radio, Stack, Text } from '@mantine/core';
import { workshopsApi } from '../../../../shared/api-paths';
import type { Workshop } from '../../../../shared/schemas/workshops';
import { usePagedList } from '../../../lib/use-paged-list';

type Props = {
  artistName: string;
  username: string;
  /** The note's workshop id, or null. */
  value: number | null;
  onChange: (workshop: number | null) => void;
};

export function ArtistWorkshops({ artistName, username, value, onChange }: Props) {
  const { t, i18n } = useLingui();
  const title = t`Workshops by ${artistName}`;
  const list = usePagedList<Workshop>(workshopsApi.taughtBy(username));
  const day = (w: Workshop) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
      new Date(`${w.start_date}T00:00:00Z`),
    );
  return (
    <Stack gap={4} role="group" aria-label={title}>
      <Text size="sm" fw={500}>
        {title}
      </Text>
      {list.items?.length === 0 && (
        <Text size="sm" c="dimmed">
          <Trans>No workshops from this artist yet.</Trans>
        </Text>
      )}
      {list.error && !list.items && (
        <Text size="sm" c="dimmed">
          {list.error.message}
        </Text>
      )}
      {list.items && list.items.length > 0 && (
        <Radio.Group
          value={value === null ? '' : String(value)}
          onChange={(id) => onChange(id ? Number(id) : null)}
        >
          <Stack gap={6}>
            <Radio value="" label={t`No workshop`} />
            {list.items.map((w) => (
              <Radio key={w.id} value={String(w.id)} label={`${w.title} · ${day(w)}`} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {list.hasMore && (
        <Button
          size="xs"
          variant="subtle"
          onClick={list.loadMore}
          loading={list.pending}
          style={{ alignSelf: 'flex-start' }}
        >
          <Trans>Load More</Trans>
        </Button>
      )}
    </Stack>
  );
}
