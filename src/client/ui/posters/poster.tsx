/**
 * A workshop's or an event's poster, in one of two shapes: on its page (`page`) the whole poster in a
 * 4:5 box as wide as its place (at most 420 px, centred), on a quiet backdrop where its own shape
 * differs; in a list
 * (`card`) a 16:9 cut of it across the card. The boxes are fixed before the image loads, and the
 * server's lead image in the page skeleton takes the same ones (app/shell.css), so nothing moves
 * when the app takes over. While the workshop or event waits to sync, the image kept on the device.
 */
import { useLingui } from '@lingui/react/macro';
import { Box } from '@mantine/core';
import type { LocalImage } from '../../lib/db';
import { useLocalImage } from '../../lib/use-local-image';

export type PosterShape = 'page' | 'card';

/** The two boxes, for a skeleton or preview to take the same place. */
export const POSTER_BOX = {
  page: { aspectRatio: '4 / 5', width: '100%', maxWidth: 420, marginInline: 'auto' },
  card: { aspectRatio: '16 / 9' },
} as const;

type Props = {
  /** The poster's address; empty while the workshop or event has not synced. */
  src: string;
  local?: LocalImage;
  /** The workshop's or event's title, for the page poster's alt text (a card's title names it). */
  title: string;
  shape: PosterShape;
  /** The first poster on screen loads at once and first. */
  first?: boolean;
};

export function Poster({ src, local, title, shape, first = shape === 'page' }: Props) {
  const { t } = useLingui();
  const kept = useLocalImage(src ? undefined : local);
  const shown = src || kept;
  return (
    <Box
      style={{
        ...POSTER_BOX[shape],
        overflow: 'hidden',
        borderRadius: 'var(--mantine-radius-md)',
        background: 'var(--mantine-color-default-hover)',
      }}
    >
      {shown && (
        <img
          src={shown}
          alt={shape === 'page' ? t`Poster of ${title}` : ''}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          style={{
            width: '100%',
            height: '100%',
            objectFit: shape === 'page' ? 'contain' : 'cover',
            display: 'block',
          }}
        />
      )}
    </Box>
  );
}
