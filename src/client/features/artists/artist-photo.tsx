/** An artist's round photo, lazy and with fixed size (no layout shift), or their initials. */
import { Avatar, Image } from '@mantine/core';

/** `decorative`: beside the artist's name already (the photo adds nothing to read). */
type Props = { name: string; src: string | null | undefined; size: number; decorative?: boolean };

export function ArtistPhoto({ name, src, size, decorative }: Props) {
  if (!src) return <Avatar name={name} color="initials" size={size} aria-hidden />;
  return (
    <Image
      src={src}
      alt={decorative ? '' : name}
      loading="lazy"
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
