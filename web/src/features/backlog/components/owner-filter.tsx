import { CloseButton, Combobox, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ActionOwner } from '@squadboard/domain/actions/action.schema';
import { useState } from 'react';
import { useOwners } from '../../../entities/person/api/search-owners.ts';
import { BACKLOG_UI as UI } from '../backlog-strings.ts';

export interface PickedOwner {
  id: string;
  name: string;
}

interface OwnerFilterProps {
  label: string;
  placeholder: string;
  value: PickedOwner | null;
  onChange: (owner: PickedOwner | null) => void;
  disabled?: boolean;
}

/**
 * A person picked by type-ahead (the same people search as the owner picker of forms), for the
 * toolbar's owner filter and the bulk bar's "Set owner". Unlike a form's owner it is optional:
 * the × clears it. What is typed counts only once a person is picked from the list.
 */
export function OwnerFilter({ label, placeholder, value, onChange, disabled }: OwnerFilterProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value?.name ?? '';
  const [q] = useDebouncedValue(text.trim(), 250);
  const opened = combobox.dropdownOpened;
  const owners = useOwners(q, opened && typed !== null && q.length > 0);
  const items: ActionOwner[] = q && typed !== null ? (owners.data ?? []) : [];
  const byId = new Map(items.map((o) => [o.id, o]));

  return (
    <Combobox
      store={combobox}
      withinPortal
      onOptionSubmit={(id) => {
        const owner = byId.get(id);
        if (owner) {
          onChange({ id: owner.id, name: owner.name });
        }
        setTyped(null);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          autoComplete="off"
          disabled={disabled}
          value={text}
          rightSection={
            owners.isFetching && opened ? (
              <Loader size={16} aria-hidden />
            ) : value ? (
              <CloseButton
                size="sm"
                aria-label={UI.clearOwner}
                onClick={() => {
                  setTyped(null);
                  onChange(null);
                }}
              />
            ) : null
          }
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            // A name typed but never picked is dropped: the filter shows what it filters by.
            setTyped(null);
            combobox.closeDropdown();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!q || typed === null}>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {items.map((owner) => (
            <Combobox.Option value={owner.id} key={owner.id}>
              <Stack gap={0} miw={0}>
                <Text size="sm" truncate>
                  {owner.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {owner.email}
                </Text>
              </Stack>
            </Combobox.Option>
          ))}
          {items.length === 0 ? (
            <Combobox.Empty>
              {owners.isFetching || q !== text.trim() ? UI.ownerSearching : UI.ownerNone}
            </Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
