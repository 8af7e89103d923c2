/**
 * The event's linked workshops: a search of workshops by title (the workshops search, 100 ms after
 * typing stops and only when there is text); picking one links it and shows it as a chip with its
 * title; removing a chip (its button, reachable with Tab) unlinks it. A workshop already linked is
 * not offered again.
 */
import { useLingui } from '@lingui/react/macro';
import { Group, Pill, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { ListPage } from '../../../../shared/api';
import { workshopsApi } from '../../../../shared/api-paths';
import type { EventWorkshop } from '../../../../shared/schemas/events';
import type { Workshop } from '../../../../shared/schemas/workshops';
import { api } from '../../../lib/api';
import { SearchCombobox } from '../../../lib/search-combobox';
import { whenText } from '../../../ui/calendar/when';

/** Workshops whose title has the text (at most 20). */
const searchWorkshops = async (query: string) =>
  (await api<ListPage<Workshop>>(workshopsApi.search({ workshop_name: query, page_size: 20 }))).results;

type Props = { value: EventWorkshop[]; onChange: (workshops: EventWorkshop[]) => void; error?: string };

export function WorkshopsField({ value, onChange, error }: Props) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState('');
  const linked = new Set(value.map((w) => w.uuid));
  return (
    <Stack gap="xs">
      <SearchCombobox
        label={t`Workshops`}
        description={t`Link the workshops held at this event.`}
        placeholder={t`Search workshops by title`}
        error={error}
        text={text}
        onText={setText}
        search={searchWorkshops}
        offered={(workshop) => !linked.has(workshop.uuid)}
        keyOf={(workshop) => workshop.uuid}
        option={(workshop) => (
          <Text size="sm" truncate>
            {workshop.title}{' '}
            <Text span size="sm" c="dimmed">
              {whenText({ ...workshop, allDay: !workshop.start_time }, i18n.locale)}
            </Text>
          </Text>
        )}
        onPick={({ uuid, title }) => {
          onChange([...value, { uuid, title }]);
          setText('');
        }}
        searchingText={t`Searching workshops…`}
        noneText={t`No workshops found.`}
      />
      {value.length > 0 && (
        <Group gap="xs" role="list" aria-label={t`Linked workshops`}>
          {value.map((workshop) => (
            <Pill
              key={workshop.uuid}
              role="listitem"
              size="md"
              withRemoveButton
              removeButtonProps={{
                'aria-label': t`Unlink ${workshop.title}`,
                'aria-hidden': false,
                tabIndex: 0,
              }}
              onRemove={() => onChange(value.filter((w) => w.uuid !== workshop.uuid))}
            >
              {workshop.title}
            </Pill>
          ))}
        </Group>
      )}
    </Stack>
  );
}
