/**
 * A shoutout's cover photo, 16:9 and cropped to fill; while the shoutout still waits in the outbox,
 * the photo's bytes the form kept in the mirror.
 */
import { Box } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ShoutoutRow } from '../../lib/db';

function useCoverSrc(row: ShoutoutRow): string {
  const [local, setLocal] = useState('');
  const bytes = row.image ? undefined : row.localImage;
  useEffect(() => {
    if (!bytes) return;
    const url = URL.createObjectURL(new Blob([bytes.bytes], { type: bytes.type }));
    setLocal(url);
    return () => URL.revokeObjectURL(url);
  }, [bytes]);
  return row.image || local;
}

export function ShoutoutCover({ row, alt }: { row: ShoutoutRow; alt: string }) {
  const src = useCoverSrc(row);
  return (
    <Box
      bg="gray.3"
      style={{ aspectRatio: '16 / 9', overflow: 'hidden', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {src && (
        <img
          src={src}
          alt={alt}
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      )}
    </Box>
  );
}
