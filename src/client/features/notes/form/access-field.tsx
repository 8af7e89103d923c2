/** Who can see a note (spec 4, video-note access): 1 private, 3 one mentioned artist, 5 community. */
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Radio, Stack } from '@mantine/core';
import type { VideoFormValues } from './note-form.values';

const CHOICES = [
  { value: '1', label: msg`Private`, description: msg`Personal progress: only you can see it.` },
  { value: '3', label: msg`Mention an artist`, description: msg`Only that artist can view it.` },
  { value: '5', label: msg`Community`, description: msg`Teachers and students can see it.` },
] as const;

type Props = {
  value: VideoFormValues['access'];
  onChange: (access: VideoFormValues['access']) => void;
  error?: string;
};

export function AccessField({ value, onChange, error }: Props) {
  const { t } = useLingui();
  return (
    <Radio.Group
      label={t`Who can see this?`}
      value={value}
      onChange={(next) => onChange(next as VideoFormValues['access'])}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {CHOICES.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            label={t(choice.label)}
            description={t(choice.description)}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
