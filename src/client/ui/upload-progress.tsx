/**
 * An image on its way (lib/upload-progress.ts): how much is sent, with Cancel (ui/upload-bar.tsx, loaded
 * only then), and `children` while nothing of `id` is on the wire (a queued write's "Waiting to sync",
 * or nothing).
 */
import { lazy, type ReactNode, Suspense } from 'react';
import { useSending } from '../lib/upload-progress';

const UploadBar = lazy(() => import('./upload-bar'));

export function UploadProgress({ id, children }: { id: string; children?: ReactNode }) {
  const sending = useSending(id);
  if (!sending) return children ?? null;
  return (
    <Suspense fallback={children ?? null}>
      <UploadBar sending={sending} />
    </Suspense>
  );
}
