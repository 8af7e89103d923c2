/** An artist's round photo, lazy and with fixed size (no layout shift), or their initials. */
import { Avatar, Image } from '@mantine/core';

type Props = { name: string; src: string | null | undefined; size: number };

export function ArtistPhoto({ name, src, size }: Props) {
  if (!src) return <Avatar name={name} color="initials" size={size} aria-hidden />;
  return (
    <Image
      src={src}
      alt={name}
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
