/**
 * A shoutout's cover photo, 16:9 and cropped to fill; while the shoutout still waits in the outbox,
 * the photo's bytes the form kept in the mirror.
 */
import { Box } from '@mantine/core';
import type { ShoutoutRow } from '../../lib/db';
import { useLocalImage } from '../../lib/use-local-image';

export function ShoutoutCover({
  row,
  alt,
  first = false,
}: {
  row: ShoutoutRow;
  alt: string;
  first?: boolean;
}) {
  const local = useLocalImage(row.image ? undefined : row.localImage);
  const src = row.image || local;
  return (
    <Box
      bg="gray.3"
      style={{ aspectRatio: '16 / 9', overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {src && (
        <img
          src={src}
          alt={alt}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
