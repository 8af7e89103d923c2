/**
 * A dancer's QR code, shown on their phone at a door (a battle's entrant, a workshop's goer): dark modules on white in both themes, at
 * least 240 px square, named for screen readers. The maker loads with the first code shown; the white
 * square holds its place until then, so nothing moves.
 */
import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';

const QrSvg = lazy(() => import('./qr-svg'));

type Props = { value: string; label: string };

export function DoorCode({ value, label }: Props) {
  return (
    <Box
      role="img"
      aria-label={label}
      w="min(100%, 20rem)"
      miw={240}
      mx="auto"
      style={{ aspectRatio: '1', background: '#fff', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Suspense fallback={null}>
        <QrSvg value={value} />
      </Suspense>
    </Box>
  );
}
