/**
 * The event's poster: pick an image (image/* only); it is resized on the device (lib/crop-image.ts,
 * WebP or JPEG, long side at most 2048 px) and kept as bytes until the outbox uploads it. While
 * editing, the current poster shows until another is chosen.
 */

import { useLingui } from '@lingui/react/macro';
import { FileInput, Image, Stack } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { msg } from '../../../../shared/messages';
import { translateMessage } from '../../../i18n/i18n';
import { renderCrop } from '../../../lib/crop-image';
import type { LocalImage } from '../../../lib/db';
import { localImage } from '../../../lib/outbox-steps';
import { useLocalImage } from '../../../lib/use-local-image';
import { POSTER_BOX } from '../../../ui/posters/poster';
import type { EventFormValues } from './event-form.values';

type Props = {
  value: EventFormValues['poster'];
  onChange: (poster: EventFormValues['poster']) => void;
  error?: string;
};

/** The picked file, resized on the device, as bytes the outbox keeps. */
async function resized(file: File): Promise<LocalImage> {
  const url = URL.createObjectURL(file);
  try {
    const out = await renderCrop(url, null, 0, { horizontal: false, vertical: false });
    return localImage(out);
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function PosterField({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  const local = useLocalImage(value.local ?? undefined);
  const preview = local ?? (value.url || null);

  async function pick(file: File | null) {
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(translateMessage(msg.invalidImage));
    try {
      onChange({ local: await resized(file), url: value.url });
      setProblem(null);
    } catch (failure) {
      setProblem(translateMessage(failure instanceof Error ? failure.message : String(failure)));
    }
  }

  return (
    <Stack gap="xs">
      {preview && (
        <Image
          src={preview}
          alt={t`Poster`}
          style={{ aspectRatio: POSTER_BOX.page.aspectRatio, maxWidth: 240 }}
          fit="cover"
          radius="sm"
        />
      )}
      <FileInput
        label={t`Poster`}
        placeholder={preview ? t`Choose another image` : t`Choose an image`}
        accept="image/*"
        required
        leftSection={<IconPhoto size={16} aria-hidden />}
        error={problem ?? error}
        onChange={(file) => void pick(file)}
        value={null}
        clearable={false}
      />
    </Stack>
  );
}
