/**
 * Object URLs for images on the device: a chosen or cropped file, or an image still waiting in the
 * outbox (a pending shoutout's cover). Revoked when the image changes or the screen goes.
 */
import { useEffect, useMemo, useState } from 'react';
import type { LocalImage } from './db';

/** The blob's object URL; null when there is none. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const objectUrl = URL.createObjectURL(blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [blob]);
  return url;
}

/** The object URL of an image kept as bytes; null when there is none. */
export function useLocalImage(image: LocalImage | undefined): string | null {
  const blob = useMemo(() => (image ? new Blob([image.bytes], { type: image.type }) : null), [image]);
  return useObjectUrl(blob);
}
