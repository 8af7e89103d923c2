/**
 * A journey opened from the Journey tab (the spec has no page of its own for one): a modal the
 * `?journey={uuid}` query opens, so it can be shared. The photos in a carousel (loaded with it), the
 * title, date and place, the event it was at (with the author's results there) and the workshop, the
 * text, the links, and for the author their controls.
 */
import { useLingui } from '@lingui/react/macro';
import { Anchor, Group, Image, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import type { JourneyRow, LocalImage } from '../../lib/db';
import { same } from '../../lib/mirrored-rows';
import { userAtom } from '../../lib/session';
import { useLocalImage } from '../../lib/use-local-image';
import { shortDate } from '../../ui/dates/short-date';
import { LoadError } from '../../ui/errors/load-error';
import { JourneyCites } from './journey-cites';
import { JourneyOwnerActions } from './journey-owner-actions';
import { journeyPlace } from './journey-place';
import { useJourneySync } from './journeys.mirror';

const JourneyCarousel = lazy(() => import('./journey-carousel'));
const PHOTO = { aspectRatio: '4 / 3' } as const;

/** A photo kept on the device while its journey waits in the outbox. */
function LocalPhoto({ image, alt }: { image: LocalImage; alt: string }) {
  return <Image src={useLocalImage(image)} alt={alt} style={PHOTO} fit="cover" radius="sm" />;
}

function Photos({ row }: { row: JourneyRow }) {
  const { t } = useLingui();
  const urls = [row.jophoto1, row.jophoto2, row.jophoto3].filter((url): url is string => Boolean(url));
  const alt = (i: number) => t`Photo ${i + 1} of ${row.joevent}`;
  const slides = [
    ...urls.map((url, i) => ({
      key: url,
      content: <Image src={url} alt={alt(i)} style={PHOTO} fit="cover" radius="sm" />,
    })),
    ...(row.localImages ?? []).map((image, i) => ({
      key: `local:${i}`,
      content: <LocalPhoto image={image} alt={alt(urls.length + i)} />,
    })),
  ];
  return (
    <Suspense fallback={<Skeleton style={PHOTO} />}>
      <JourneyCarousel slides={slides} label={t`Photos`} />
    </Suspense>
  );
}

function Details({ row, onClose }: { row: JourneyRow; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const mine = same(row.username, useAtomValue(userAtom)?.username ?? '');
  const place = journeyPlace(row, i18n.locale);
  const links = [
    // Brand names, the same in every language.
    [row.joiglink, 'Instagram'],
    [row.joytlink, 'YouTube'],
    [row.jolink, t`Link`],
  ].filter(([url]) => url);
  return (
    <Stack gap="sm">
      <Photos row={row} />
      <Text size="sm" c="dimmed">
        <time dateTime={row.occured}>{shortDate(row.occured)}</time>
        {place && ` · ${place}`}
      </Text>
      <JourneyCites row={row} />
      {row.jocontent && <Text style={{ whiteSpace: 'pre-line' }}>{row.jocontent}</Text>}
      {links.length > 0 && (
        <Group gap="md">
          {links.map(([url, label]) => (
            <Anchor key={label} href={url} target="_blank" rel="noopener noreferrer" size="sm">
              {label}
            </Anchor>
          ))}
        </Group>
      )}
      {mine && <JourneyOwnerActions row={row} onDeleted={onClose} />}
    </Stack>
  );
}

export function JourneyView({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const { t } = useLingui();
  const { row, error, retry } = useJourneySync(uuid);
  const body =
    row === undefined ? (
      <Skeleton style={PHOTO} />
    ) : row ? (
      <Details row={row} onClose={onClose} />
    ) : error ? (
      <LoadError title={t`Could not load this journey.`} error={error} onRetry={retry} />
    ) : (
      <Text>{t`This journey does not exist or you cannot see it.`}</Text>
    );
  return (
    <Modal opened onClose={onClose} title={row?.joevent ?? t`Journey`} size="lg" centered>
      {body}
    </Modal>
  );
}
