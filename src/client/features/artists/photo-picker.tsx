/** Picks the profile photo (any image type) and previews it, or the current photo, before upload. */
import { useLingui } from '@lingui/react/macro';
import { Avatar, FileInput, Group } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ArtistPhoto } from '../../ui/artist-photo';

type Props = {
  value: File | null;
  onChange: (file: File | null) => void;
  /** The photo the portfolio has now, if any. */
  current: string | null;
  name: string;
  error?: string;
};

function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

export function PhotoPicker({ value, onChange, current, name, error }: Props) {
  const { t } = useLingui();
  const preview = usePreview(value) ?? current;
  return (
    <Group align="flex-end" wrap="nowrap" gap="md">
      {name || preview ? (
        <ArtistPhoto name={name || t`Profile photo preview`} src={preview} size={88} />
      ) : (
        <Avatar size={88} aria-hidden>
          <IconPhoto size={36} />
        </Avatar>
      )}
      <FileInput
        label={t`Profile photo`}
        placeholder={t`Choose an image`}
        accept="image/*"
        clearable
        leftSection={<IconPhoto size={16} aria-hidden />}
        value={value}
        onChange={onChange}
        error={error}
        style={{ flex: 1, minWidth: 0 }}
      />
    </Group>
  );
}
