/** An event's poster: its address, or the image kept on the device while the event waits to sync. */
import { Image } from '@mantine/core';
import type { EventRow } from '../../lib/db';
import { useLocalImage } from '../../lib/use-local-image';

export const POSTER = { aspectRatio: '4 / 5' } as const;

export function EventPoster({ row, thumb }: { row: EventRow; thumb?: boolean }) {
  const local = useLocalImage(row.localImage);
  const src = local ?? (thumb ? row.poster_thumb : row.poster);
  return <Image src={src || null} alt="" style={POSTER} fit="cover" radius={thumb ? 0 : 'sm'} />;
}
