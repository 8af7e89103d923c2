/**
 * The journey's photos (spec: up to 3, the first required), shown in a carousel. A picked image is
 * resized and kept on the device; the post's outbox entry uploads it (type J). Each photo can be
 * replaced or removed, and the others move up so the first is always filled. An image the device
 * cannot read shows its error at the field.
 */

import { useLingui } from '@lingui/react/macro';
import { Button, Center, FileButton, Group, Image, Input, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { MAX_JOURNEY_PHOTOS } from '../../../../shared/schemas/journeys';
import { translateMessage } from '../../../i18n/i18n';
import { renderCrop } from '../../../lib/crop-image';
import { localImage } from '../../../lib/outbox-steps';
import { useLocalImage } from '../../../lib/use-local-image';
import JourneyCarousel from '../journey-carousel';
import type { JourneyPhoto } from './journey-form.values';

const NO_FLIP = { horizontal: false, vertical: false };

/** The photo, resized (long side at most 2048 px), kept as bytes to upload with the post. */
async function keptOnDevice(file: File): Promise<JourneyPhoto> {
  const url = URL.createObjectURL(file);
  try {
    const resized = await renderCrop(url, null, 0, NO_FLIP);
    return { key: '', url: '', local: await localImage(resized) };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** A photo of the form, from the server or from the device. */
function PhotoImage({ photo, alt }: { photo: JourneyPhoto; alt: string }) {
  const local = useLocalImage(photo.local);
  return <Image src={photo.url || local} alt={alt} h="100%" fit="cover" />;
}

type Props = { value: JourneyPhoto[]; onChange: (photos: JourneyPhoto[]) => void; error?: string };

const SLIDE = { aspectRatio: '4 / 3', overflow: 'hidden' } as const;

export function JourneyPhotosField({ value, onChange, error }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function put(slot: number, file: File | null) {
    if (!file) return;
    setBusy(slot);
    setFailed(null);
    try {
      const next = [...value];
      next[slot] = await keptOnDevice(file);
      onChange(next);
    } catch (e) {
      setFailed(translateMessage(e instanceof Error ? e.message : String(e)));
    } finally {
      setBusy(null);
    }
  }

  const picker = (slot: number, label: string, variant: string) => (
    <FileButton onChange={(file) => put(slot, file)} accept="image/*" inputProps={{ 'aria-label': label }}>
      {(props) => (
        <Button {...props} size="xs" variant={variant} loading={busy === slot} disabled={busy !== null}>
          {label}
        </Button>
      )}
    </FileButton>
  );

  const slides = value.map((photo, i) => ({
    key: `${i}:${photo.key || photo.local?.bytes.byteLength}`,
    content: (
      <Stack gap={6}>
        <Paper withBorder style={SLIDE}>
          <PhotoImage photo={photo} alt={t`Photo ${i + 1}`} />
        </Paper>
        <Group gap="xs" justify="center">
          {picker(i, t`Replace photo ${i + 1}`, 'default')}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => onChange(value.filter((_, j) => j !== i))}
          >
            {t`Remove photo ${i + 1}`}
          </Button>
        </Group>
      </Stack>
    ),
  }));
  if (value.length < MAX_JOURNEY_PHOTOS)
    slides.push({
      key: 'add',
      content: (
        <Paper withBorder style={SLIDE}>
          <Center h="100%">
            <Stack align="center" gap="xs">
              {busy === value.length ? <Loader size="sm" /> : <IconPhotoPlus size={32} aria-hidden />}
              {picker(value.length, value.length === 0 ? t`Add a photo` : t`Add another photo`, 'light')}
              <Text size="xs" c="dimmed">{t`${value.length} of ${MAX_JOURNEY_PHOTOS} photos`}</Text>
            </Stack>
          </Center>
        </Paper>
      ),
    });

  return (
    <Input.Wrapper label={t`Photos`} required error={failed ?? error}>
      <JourneyCarousel slides={slides} label={t`Journey photos`} indicators={false} />
    </Input.Wrapper>
  );
}
