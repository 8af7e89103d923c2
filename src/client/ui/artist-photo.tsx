/**
 * An artist's round photo, with fixed size (no layout shift), or their initials. It loads lazily
 * unless it is `eager`: in the first screen of a page, where a lazy image waits for layout.
 */
import { Avatar, Image } from '@mantine/core';

/** `decorative`: beside the artist's name already (the photo adds nothing to read). */
type Props = {
  name: string;
  src: string | null | undefined;
  size: number;
  decorative?: boolean;
  eager?: boolean;
};

export function ArtistPhoto({ name, src, size, decorative, eager }: Props) {
  if (!src) return <Avatar name={name} color="initials" size={size} aria-hidden />;
  return (
    <Image
      src={src}
      alt={decorative ? '' : name}
      loading={eager ? 'eager' : 'lazy'}
      width={size}
      height={size}
      w={size}
      h={size}
      radius={size}
      fit="cover"
      style={{ flex: 'none' }}
    />
  );
}
