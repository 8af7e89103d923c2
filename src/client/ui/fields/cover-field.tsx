/**
 * The shoutout's cover: pick an image (image/* only), crop, rotate and flip it in the crop dialog,
 * and see it before it is uploaded. While editing, the current cover shows until another is chosen.
 */
import { useLingui } from '@lingui/react/macro';
import { Button, FileInput, Image, Stack } from '@mantine/core';
import { IconCrop, IconPhoto } from '@tabler/icons-react';
import { useState } from 'react';
import { msg } from '../../../shared/messages';
import { translateMessage } from '../../i18n/i18n';
import { useObjectUrl } from '../../lib/use-local-image';
import { COVER_ASPECT, CoverCropDialog } from './cover-crop-dialog';

type Props = {
  /** The cropped cover to upload; null keeps `current` (or none). */
  value: File | null;
  onChange: (file: File) => void;
  /** The cover the shoutout has now (edit), if any. */
  current: string | null;
  error?: string;
  onError: (message: string) => void;
  /** The field's label (the shoutout's cover by default). */
  label?: string;
};

export function CoverField({ value, onChange, current, error, onError, label }: Props) {
  const { t } = useLingui();
  /* The image as picked: cropping always starts again from it, never from an earlier crop. */
  const [picked, setPicked] = useState<File | null>(null);
  const [cropping, setCropping] = useState(false);
  const pickedUrl = useObjectUrl(picked);
  const preview = useObjectUrl(value) ?? current;

  function pick(file: File | null) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      onError(translateMessage(msg.invalidImage));
      return;
    }
    setPicked(file);
    setCropping(true);
  }

  return (
    <Stack gap="xs">
      {preview && (
        <Image
          src={preview}
          alt={label ?? t`Cover preview`}
          radius="md"
          style={{ aspectRatio: String(COVER_ASPECT), objectFit: 'cover' }}
        />
      )}
      <FileInput
        label={label ?? t`Cover image`}
        withAsterisk
        placeholder={preview ? t`Choose another image` : t`Choose an image`}
        accept="image/*"
        value={picked}
        onChange={pick}
        leftSection={<IconPhoto size={16} aria-hidden />}
        error={error}
      />
      {picked && (
        <Button
          variant="light"
          leftSection={<IconCrop size={16} aria-hidden />}
          onClick={() => setCropping(true)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t`Crop, rotate or flip`}
        </Button>
      )}
      <CoverCropDialog
        src={cropping ? pickedUrl : null}
        onCancel={() => setCropping(false)}
        onDone={(file) => {
          setCropping(false);
          onChange(file);
        }}
      />
    </Stack>
  );
}
