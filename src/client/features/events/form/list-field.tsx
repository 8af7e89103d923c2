/**
 * A list of small entries (sub-events, battles): each entry's text fields in a row, a remove button,
 * and an add button. The fields are bound to the form by path (`event_battles.0.category`).
 */
import { useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Input, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { TEXT_LIMIT } from '../../../../shared/constants';
import { EVENT_LIST_LIMIT } from '../../../../shared/schemas/events';
import type { EventFormValues } from './event-form.values';

type ListName = 'event_subevents' | 'event_battles';

type Props<L extends ListName> = {
  form: UseFormReturnType<EventFormValues>;
  name: L;
  label: string;
  addLabel: string;
  fields: { key: keyof EventFormValues[L][number] & string; label: string }[];
  empty: EventFormValues[L][number];
};

export function ListField<L extends ListName>({ form, name, label, addLabel, fields, empty }: Props<L>) {
  const { t } = useLingui();
  const items = form.values[name];
  return (
    <Stack gap="xs">
      <Input.Label component="p">{label}</Input.Label>
      {items.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
        <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
          {fields.map((field) => (
            <TextInput
              key={field.key}
              aria-label={`${field.label} ${i + 1}`}
              placeholder={field.label}
              maxLength={TEXT_LIMIT}
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps(`${name}.${i}.${field.key}`)}
            />
          ))}
          <CloseButton
            aria-label={t`Remove ${label} ${i + 1}`}
            onClick={() => form.removeListItem(name, i)}
            mt={4}
          />
        </Group>
      ))}
      {items.length < EVENT_LIST_LIMIT && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem(name, { ...empty } as never)}
        >
          {addLabel}
        </Button>
      )}
    </Stack>
  );
}
