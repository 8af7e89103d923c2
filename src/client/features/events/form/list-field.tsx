/**
 * A list of small entries (sub-events, battles), each in a box with its remove button: an optional
 * lead above (the programme's day and time), then the entry's text fields and an optional control
 * after them (a battle's format), side by side from the
 * `xs` width up and one under the other on a phone, where three fields in a row left each too narrow
 * to read. The fields are bound to the form by path (`event_battles.0.category`).
 */
import { useLingui } from '@lingui/react/macro';
import { Button, CloseButton, Group, Input, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
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
  /** What the entry at `index` shows above its text fields, and beside them, after the last. */
  lead?: (index: number) => ReactNode;
  after?: (index: number) => ReactNode;
};

export function ListField<L extends ListName>(props: Props<L>) {
  const { form, name, label, fields, lead, after } = props;
  const { t } = useLingui();
  const items = form.values[name];
  return (
    <Stack gap="xs">
      <Input.Label component="p">{label}</Input.Label>
      {items.map((_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: entries have no identity but their place
        <Paper key={i} withBorder radius="md" p="xs">
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <Stack gap="xs" flex={1} miw={0}>
              {lead?.(i)}
              <SimpleGrid
                cols={{ base: 1, xs: fields.length + (after ? 1 : 0) }}
                spacing="xs"
                verticalSpacing="xs"
              >
                {fields.map((field) => (
                  <TextInput
                    key={field.key}
                    aria-label={`${field.label} ${i + 1}`}
                    placeholder={field.label}
                    maxLength={TEXT_LIMIT}
                    {...form.getInputProps(`${name}.${i}.${field.key}`)}
                  />
                ))}
                {after?.(i)}
              </SimpleGrid>
            </Stack>
            <CloseButton
              aria-label={t`Remove ${label} ${i + 1}`}
              onClick={() => form.removeListItem(name, i)}
              mt={4}
            />
          </Group>
        </Paper>
      ))}
      {items.length < EVENT_LIST_LIMIT && (
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => form.insertListItem(name, { ...props.empty } as never)}
        >
          {props.addLabel}
        </Button>
      )}
    </Stack>
  );
}
