import { CloseButton, Combobox, Group, Loader, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { initialsOf } from '@squadboard/domain';
import type { ActionOwner } from '@squadboard/domain/actions/action.schema';
import type { ReactNode } from 'react';
import { useOwners } from '../api/search-owners.ts';
import { PersonAvatar } from './person-avatar.tsx';

/** The acronym an option shows: the server's initials, else the first letters of the name shown. */
function initialsOfOwner(owner: ActionOwner): string {
  if (owner.initials) {
    return owner.initials;
  }
  const words = owner.name === owner.email ? [] : owner.name.trim().split(/\s+/);
  return initialsOf(words[0], words.length > 1 ? words.at(-1) : '', owner.email);
}

/** The picker's labels, from the feature that shows it. */
export interface OwnerPickerLabels {
  owner: string;
  ownerPlaceholder: string;
  ownerSearching: string;
  ownerNone: string;
  /** The × of an optional picker (`onClear`). */
  clearOwner?: string;
}

interface OwnerPickerProps {
  labels: OwnerPickerLabels;
  /** The text in the box: the picked person's name, or what is being typed. */
  name: string;
  onChange: (owner: { id: string | null; name: string }) => void;
  error?: ReactNode;
  disabled?: boolean;
  /** A form's owner is required (the default); a filter's or a bulk change's is not. */
  required?: boolean;
  /** Shows a × that clears the pick, for an optional picker. */
  onClear?: () => void;
  onBlur?: () => void;
}

/**
 * Spec 001 §5: the owner is picked by type-ahead over first or last name, or e-mail (so a person
 * with no name yet is found too). The server does the matching (GET /api/actions/owners?q=);
 * each option shows the person's acronym (initials), name and e-mail (spec 001 §2.6).
 * Typing after a pick clears the pick, so only a person from the list is ever sent.
 */
export function OwnerPicker({
  labels: UI,
  name,
  onChange,
  error,
  disabled,
  required = true,
  onClear,
  onBlur,
}: OwnerPickerProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [q] = useDebouncedValue(name.trim(), 250);
  const opened = combobox.dropdownOpened;
  const owners = useOwners(q, opened && q.length > 0);
  const items: ActionOwner[] = q ? (owners.data ?? []) : [];
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
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={UI.owner}
          placeholder={UI.ownerPlaceholder}
          required={required}
          autoComplete="off"
          disabled={disabled}
          value={name}
          error={error}
          rightSection={
            owners.isFetching && opened ? (
              <Loader size={16} aria-hidden />
            ) : onClear && name ? (
              <CloseButton size="sm" aria-label={UI.clearOwner} onClick={onClear} />
            ) : null
          }
          onChange={(event) => {
            onChange({ id: null, name: event.currentTarget.value });
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur?.();
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={!q}>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {items.map((owner) => (
            <Combobox.Option value={owner.id} key={owner.id}>
              <Group gap="xs" wrap="nowrap">
                <PersonAvatar
                  id={owner.id}
                  name={owner.name}
                  initials={initialsOfOwner(owner)}
                  avatarUrl={null}
                  size={28}
                  decorative
                />
                <Stack gap={0} miw={0}>
                  <Text size="sm" truncate>
                    {owner.name}
                  </Text>
                  {/* Someone with no name yet is shown by e-mail, once. */}
                  {owner.name === owner.email ? null : (
                    <Text size="xs" c="dimmed" truncate>
                      {owner.email}
                    </Text>
                  )}
                </Stack>
              </Group>
            </Combobox.Option>
          ))}
          {items.length === 0 ? (
            <Combobox.Empty>
              {owners.isFetching || q !== name.trim() ? UI.ownerSearching : UI.ownerNone}
            </Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/** A form holding the picked owner as ownerId (sent) and ownerName (shown). */
interface OwnerForm {
  values: { ownerName: string };
  errors: Record<string, ReactNode>;
  setValues: (values: { ownerId: string | null; ownerName: string }) => void;
  clearFieldError: (path: 'ownerId') => void;
}

/** OwnerPicker bound to a form's ownerId and ownerName: a pick sets both and clears the error. */
export function FormOwnerPicker({ form, labels }: { form: OwnerForm; labels: OwnerPickerLabels }) {
  return (
    <OwnerPicker
      labels={labels}
      name={form.values.ownerName}
      error={form.errors.ownerId}
      onChange={({ id, name }) => {
        form.setValues({ ownerId: id, ownerName: name });
        form.clearFieldError('ownerId');
      }}
    />
  );
}
