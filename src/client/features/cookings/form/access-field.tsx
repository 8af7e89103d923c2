/** Who can see a note (spec 4, video-note access): 1 private, 3 one mentioned artist, 5 community. */
import { Radio, Stack } from '@mantine/core';
import type { VideoFormValues } from './video-form.values';

const CHOICES = [
  { value: '1', label: 'Private', description: 'Personal progress: only you can see it.' },
  { value: '3', label: 'Mention an artist', description: 'Only that artist can view it.' },
  { value: '5', label: 'Community', description: 'Teachers and students can see it.' },
] as const;

type Props = {
  value: VideoFormValues['access'];
  onChange: (access: VideoFormValues['access']) => void;
  error?: string;
};

export function AccessField({ value, onChange, error }: Props) {
  return (
    <Radio.Group
      label="Who can see this?"
      value={value}
      onChange={(next) => onChange(next as VideoFormValues['access'])}
      error={error}
    >
      <Stack gap="sm" mt="xs">
        {CHOICES.map((choice) => (
          <Radio
            key={choice.value}
            value={choice.value}
            label={choice.label}
            description={choice.description}
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}
