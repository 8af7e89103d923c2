/**
 * A text box that searches on the server as one types (100 ms after typing stops, only when there
 * is text and `active`) and offers what it finds in a list to pick from with the mouse or the
 * keyboard (arrows and Enter). The artist tag and the event's linked workshops use it.
 */
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { SEARCH_DEBOUNCE_MS, TEXT_LIMIT } from '../../shared/constants';
import { useSearch } from './use-search';

type Props<T> = {
  label: string;
  description?: string;
  placeholder: string;
  error?: string;
  text: string;
  onText: (text: string) => void;
  /** Whether the text is searched (not while it shows what was picked). */
  active?: boolean;
  /** The search, a module-level function; `offered` leaves out what cannot be picked. */
  search: (query: string) => Promise<T[]>;
  offered: (item: T) => boolean;
  /** The item's key and how it shows in the list. */
  keyOf: (item: T) => string;
  option: (item: T) => ReactNode;
  onPick: (item: T) => void;
  /** While searching, and when nothing is found. */
  searchingText: string;
  noneText: string;
  /** The box's right section when no search is running. */
  rightSection?: ReactNode;
};

export function SearchCombobox<T>(props: Props<T>) {
  const { text, onText, active = true, keyOf, onPick } = props;
  const searching = active ? text.trim() : '';
  const [query] = useDebouncedValue(searching, SEARCH_DEBOUNCE_MS);
  const search = useSearch(query, props.search);
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const found = (search.results ?? []).filter(props.offered);
  const loading = query !== '' && search.results === null && search.error === null;

  function pick(key: string) {
    const item = found.find((hit) => keyOf(hit) === key);
    if (!item) return;
    onPick(item);
    combobox.closeDropdown();
  }

  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={props.label}
          description={props.description}
          placeholder={props.placeholder}
          value={text}
          maxLength={TEXT_LIMIT}
          error={props.error}
          onChange={(event) => {
            onText(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          rightSection={loading ? <Loader size={16} /> : props.rightSection}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={searching === ''}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {found.map((item) => (
            <Combobox.Option value={keyOf(item)} key={keyOf(item)}>
              {props.option(item)}
            </Combobox.Option>
          ))}
          {found.length === 0 && (
            <Combobox.Empty>
              {loading ? props.searchingText : search.error ? search.error.message : props.noneText}
            </Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
