/** An event's poster: its address, or the image kept on the device while the event waits to sync. */
import { Image } from '@mantine/core';
import type { EventRow } from '../../lib/db';
import { useLocalImage } from '../../lib/use-local-image';

/** The poster's shape on its page; in a list, a wider cut of it keeps the cards short. */
export const POSTER = { aspectRatio: '4 / 5' } as const;
const THUMB = { aspectRatio: '3 / 2' } as const;

export function EventPoster({ row, thumb }: { row: EventRow; thumb?: boolean }) {
  // The medium size in lists too: the mini one (240 px) is blurred across a card.
  const src = useLocalImage(row.localImage) ?? row.poster;
  if (thumb) return <Image src={src || null} alt="" style={THUMB} fit="cover" loading="lazy" />;
  return (
    <Image src={src || null} alt="" style={{ ...POSTER, maxWidth: 420 }} mx="auto" fit="cover" radius="sm" />
  );
}
