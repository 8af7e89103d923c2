/**
 * The one poster field (the README's glossary: every uploaded flyer, cover or photo is a poster), used
 * by the shoutout, workshop and event forms. The picked image (image/* only) is made on the device and
 * kept as bytes until the outbox uploads it, so a form saves offline too. Without `crop` it is only
 * resized (lib/crop-image.ts, long side at most 2048 px) and keeps its own shape, flyers being often
 * portrait; with `crop` (the shoutout's landscape cover) the crop dialog opens to crop, rotate and flip
 * it. While editing, the current poster shows until another is chosen.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, FileInput, Image, Stack } from '@mantine/core';
import { IconCrop, IconPhoto } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { msg } from '../../../shared/messages';
import { translateMessage } from '../../i18n/i18n';
import { renderCrop } from '../../lib/crop-image';
import type { LocalImage } from '../../lib/db';
import { localImage } from '../../lib/outbox-steps';
import { useLocalImage, useObjectUrl } from '../../lib/use-local-image';
import { POSTER_BOX } from '../posters/poster';
import { COVER_ASPECT, CoverCropDialog } from './cover-crop-dialog';

/** A poster field's value, the same in every form. */
export type PosterValue = {
  /** The image made on the device, to upload; null keeps `url`. */
  local: LocalImage | null;
  /** The current poster's address (edit); '' when there is none. */
  url: string;
};

type Props = {
  label: string;
  /** The preview's alt text; the label by default. */
  alt?: string;
  value: PosterValue;
  onChange: (value: PosterValue) => void;
  error?: string;
  /** The image a row still waiting in the outbox keeps on the device: it shows while there is no `url`. */
  kept?: LocalImage;
  /** Crop, rotate and flip the image to the cover's landscape shape in the crop dialog. */
  crop?: boolean;
};

/** The cover fills its landscape frame; a poster shows whole in its page's 4:5 frame, as its page shows it. */
const COVER_FRAME = { aspectRatio: String(COVER_ASPECT) };
const POSTER_FRAME = {
  aspectRatio: POSTER_BOX.page.aspectRatio,
  maxWidth: 240,
  background: 'var(--mantine-color-default-hover)',
};

/** The picked image, whole and resized on the device. */
async function resized(file: File): Promise<File> {
  const url = URL.createObjectURL(file);
  try {
    return await renderCrop(url, null, 0, { horizontal: false, vertical: false });
  } finally {
    URL.revokeObjectURL(url);
  }
}

export function PosterField({ label, alt = label, value, onChange, error, kept, crop = false }: Props) {
  const { t } = useLingui();
  const [problem, setProblem] = useState<string | null>(null);
  /* The image as picked: cropping always starts again from it, never from an earlier crop. */
  const [picked, setPicked] = useState<File | null>(null);
  const [cropping, setCropping] = useState(false);
  const pickedUrl = useObjectUrl(picked);
  /* A new image first, then the current poster's address, then the image kept in the outbox. */
  const local = useLocalImage(value.local ?? kept);
  const preview = (value.local && local) || value.url || local;
  /* Empties the file input after each pick, so the same file can be picked again. */
  const resetInput = useRef<() => void>(null);

  async function keep(made: File | Promise<File>) {
    try {
      onChange({ local: await localImage(await made), url: value.url });
      setProblem(null);
    } catch (failure) {
      setProblem(translateMessage(failure instanceof Error ? failure.message : String(failure)));
    }
  }

  function pick(file: File | null) {
    resetInput.current?.();
    if (!file) return;
    if (!file.type.startsWith('image/')) return setProblem(translateMessage(msg.invalidImage));
    setProblem(null);
    if (!crop) return void keep(resized(file));
    setPicked(file);
    setCropping(true);
  }

  return (
    <Stack gap="xs">
      {preview && (
        <Image
          src={preview}
          alt={alt}
          radius="md"
          fit={crop ? 'cover' : 'contain'}
          style={crop ? COVER_FRAME : POSTER_FRAME}
        />
      )}
      <FileInput
        label={label}
        withAsterisk
        placeholder={preview ? t`Choose another image` : t`Choose an image`}
        accept="image/*"
        value={null}
        onChange={pick}
        resetRef={resetInput}
        leftSection={<IconPhoto size={16} aria-hidden />}
        error={problem ?? error}
      />
      {crop && picked && value.local && (
        <Button
          variant="light"
          leftSection={<IconCrop size={16} aria-hidden />}
          onClick={() => setCropping(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t`Crop, rotate or flip`}
        </Button>
      )}
      {crop && (
        <CoverCropDialog
          src={cropping ? pickedUrl : null}
          onCancel={() => setCropping(false)}
          onDone={(file) => {
            setCropping(false);
            void keep(file);
          }}
        />
      )}
    </Stack>
  );
}
