/**
 * A searchable multi-select built on Mantine's Combobox and PillsInput, because its dropdown also
 * holds action entries ('Create a new lab', 'Give a shoutout', 'Load More') that MultiSelect cannot.
 * Keyboard: type to filter, arrows to move, Enter to pick or run an entry, Backspace removes the
 * last pick, Escape closes. Picked options stay listed with a check, and picking one again removes it.
 */
import { CheckIcon, Combobox, Group, Loader, Pill, PillsInput, Text, useCombobox } from '@mantine/core';
import { type ReactNode, useId, useState } from 'react';

/** `detail` shows dimmed after the label and is matched by the search too (an artist's @username). */
type PickerOption = { value: string; label: string; detail?: string; icon?: ReactNode };
export type PickerAction = {
  value: string;
  label: string;
  icon?: ReactNode;
  run: () => void;
  /** Keep the dropdown open afterwards (Load More). */
  keepOpen?: boolean;
};

type Props = {
  label: string;
  placeholder: string;
  description?: string;
  error?: ReactNode;
  options: PickerOption[];
  /** The picks, in order (shown as pills even when not among `options`). */
  picked: PickerOption[];
  onPick: (value: string) => void;
  onUnpick: (value: string) => void;
  actions: PickerAction[];
  nothingFound: string;
  loading?: boolean;
  /** Told the search text as it changes (to search beyond `options`). */
  onSearch?: (text: string) => void;
};

const ACTION = 'action:';

export function PickerField(props: Props) {
  const { options, picked, actions, onPick, onUnpick } = props;
  const id = useId();
  const [search, setSearchText] = useState('');
  const setSearch = (text: string) => {
    setSearchText(text);
    props.onSearch?.(text);
  };
  const combobox = useCombobox({
    onDropdownClose: () => combobox.resetSelectedOption(),
    onDropdownOpen: () => combobox.updateSelectedOptionIndex('active'),
  });
  const pickedValues = new Set(picked.map((option) => option.value));
  const query = search.trim().toLowerCase();
  const matches = (option: PickerOption) =>
    option.label.toLowerCase().includes(query) || Boolean(option.detail?.toLowerCase().includes(query));
  const shown = query ? options.filter(matches) : options;

  function submit(value: string) {
    const action = actions.find((entry) => `${ACTION}${entry.value}` === value);
    if (action) {
      if (!action.keepOpen) combobox.closeDropdown();
      action.run();
      return;
    }
    if (pickedValues.has(value)) onUnpick(value);
    else onPick(value);
    setSearch('');
  }

  return (
    <Combobox store={combobox} onOptionSubmit={submit}>
      <Combobox.DropdownTarget>
        <PillsInput
          id={id}
          label={props.label}
          description={props.description}
          error={props.error}
          onClick={() => combobox.openDropdown()}
          rightSection={props.loading ? <Loader size={16} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
        >
          <Pill.Group>
            {picked.map((option) => (
              <Pill key={option.value} withRemoveButton onRemove={() => onUnpick(option.value)}>
                {option.label}
              </Pill>
            ))}
            <Combobox.EventsTarget withExpandedAttribute>
              <PillsInput.Field
                id={id}
                value={search}
                placeholder={picked.length === 0 ? props.placeholder : undefined}
                onFocus={() => combobox.openDropdown()}
                onBlur={() => {
                  combobox.closeDropdown();
                  setSearch('');
                }}
                onChange={(event) => {
                  setSearch(event.currentTarget.value);
                  combobox.openDropdown();
                  combobox.resetSelectedOption();
                }}
                onKeyDown={(event) => {
                  const last = picked.at(-1);
                  if (event.key === 'Backspace' && search.length === 0 && last) {
                    event.preventDefault();
                    onUnpick(last.value);
                  }
                }}
              />
            </Combobox.EventsTarget>
          </Pill.Group>
        </PillsInput>
      </Combobox.DropdownTarget>

      <Combobox.Dropdown>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }} aria-labelledby={`${id}-label`}>
          {shown.map((option) => {
            const checked = pickedValues.has(option.value);
            return (
              <Combobox.Option
                value={option.value}
                key={option.value}
                active={checked}
                aria-selected={checked}
              >
                <Group gap="sm" wrap="nowrap">
                  {option.icon}
                  <Text size="sm" style={{ flex: 1 }} truncate>
                    {option.label}
                    {option.detail && ' '}
                    {option.detail && (
                      <Text span size="sm" c="dimmed">
                        {option.detail}
                      </Text>
                    )}
                  </Text>
                  {checked && <CheckIcon size={12} aria-hidden />}
                </Group>
              </Combobox.Option>
            );
          })}
          {shown.length === 0 && <Combobox.Empty>{props.nothingFound}</Combobox.Empty>}
          {actions.map((action) => (
            <Combobox.Option value={`${ACTION}${action.value}`} key={action.value} fw={500}>
              <Group gap="sm" wrap="nowrap" c="var(--mantine-primary-color-light-color)">
                {action.icon}
                <Text size="sm" inherit>
                  {action.label}
                </Text>
              </Group>
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
