import {
  type ComboboxItem,
  type ComboboxParsedItem,
  Group,
  MultiSelect,
  type OptionsFilter,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { SquadOptions, SquadUser } from '@squadboard/domain/squads/squads.schema';
import { useMemo } from 'react';
import { fullNameOf, UserAvatar } from '../../../entities/person/components/user-avatar.tsx';
import { SQUADS_UI as UI } from '../squads-strings.ts';

export interface SquadFormValues {
  name: string;
  acronym: string;
  leadId: string | null;
  memberIds: string[];
}

export const EMPTY_SQUAD_FORM: SquadFormValues = { name: '', acronym: '', leadId: null, memberIds: [] };

/** Candidates plus anyone already in the squad who is no longer pickable (left, demoted …). */
function withCurrent(candidates: SquadUser[], current: SquadUser[]): SquadUser[] {
  const known = new Set(candidates.map((u) => u.id));
  return [...candidates, ...current.filter((u) => !known.has(u.id))];
}

function toItems(users: SquadUser[]): ComboboxItem[] {
  return users.map((u) => ({ value: u.id, label: fullNameOf(u) }));
}

/** Matches the typed text against a user's name and e-mail, so either finds them. */
function userFilter(users: Map<string, SquadUser>): OptionsFilter {
  return ({ options, search, limit }) => {
    const query = search.trim().toLowerCase();
    const found: ComboboxParsedItem[] = [];
    for (const option of options) {
      if ('group' in option) {
        continue;
      }
      const email = users.get(option.value)?.email ?? '';
      if (!query || option.label.toLowerCase().includes(query) || email.includes(query)) {
        found.push(option);
      }
      if (found.length >= limit) {
        break;
      }
    }
    return found;
  };
}

function UserOption({ user }: { user: SquadUser | undefined }) {
  if (!user) {
    return null;
  }
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={user} size={28} />
      <Stack gap={0} miw={0}>
        <Text size="sm" truncate>
          {fullNameOf(user)}
        </Text>
        <Text size="xs" c="dimmed" truncate>
          {user.email}
          {user.status === 'UNVERIFIED' ? ` · ${UI.invited}` : ''}
        </Text>
      </Stack>
    </Group>
  );
}

interface SquadFieldsProps {
  form: UseFormReturnType<SquadFormValues>;
  options: SquadOptions;
  /** The squad being edited: its lead and members stay choosable even if no longer candidates. */
  current?: { lead: SquadUser | null; members: SquadUser[] };
  /** Name, acronym and lead are shown but locked (a Squad Admin editing a squad they lead). */
  detailsReadOnly?: boolean;
  disabled?: boolean;
}

/** The four squad fields, shared by Create Squad and the edit dialog. */
export function SquadFields({
  form,
  options,
  current,
  detailsReadOnly = false,
  disabled = false,
}: SquadFieldsProps) {
  const leads = useMemo(
    () => withCurrent(options.leads, current?.lead ? [current.lead] : []),
    [options.leads, current?.lead],
  );
  const members = useMemo(
    () => withCurrent(options.members, current?.members ?? []),
    [options.members, current?.members],
  );
  const byId = useMemo(() => new Map([...leads, ...members].map((u) => [u.id, u])), [leads, members]);
  const filter = useMemo(() => userFilter(byId), [byId]);
  const acronym = form.getInputProps('acronym');

  return (
    <Stack gap="md">
      <TextInput
        label={UI.name}
        placeholder={UI.namePlaceholder}
        required
        disabled={disabled || detailsReadOnly}
        {...form.getInputProps('name')}
      />
      <TextInput
        label={UI.acronym}
        placeholder={UI.acronymPlaceholder}
        description={detailsReadOnly ? undefined : UI.acronymHint}
        required
        // No maxLength: a longer acronym is refused with the schema's message, never cut short.
        autoCapitalize="characters"
        disabled={disabled || detailsReadOnly}
        {...acronym}
        // Shown as it will be stored: upper case.
        onChange={(event) => form.setFieldValue('acronym', event.currentTarget.value.toUpperCase())}
      />
      <Select
        label={UI.lead}
        placeholder={UI.leadPlaceholder}
        required
        data={toItems(leads)}
        searchable
        filter={filter}
        nothingFoundMessage={UI.noUsersFound}
        renderOption={({ option }) => <UserOption user={byId.get(option.value)} />}
        disabled={disabled || detailsReadOnly}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('leadId')}
      />
      <MultiSelect
        label={UI.members}
        placeholder={form.values.memberIds.length === 0 ? UI.membersPlaceholder : undefined}
        data={toItems(members)}
        searchable
        clearable
        hidePickedOptions
        filter={filter}
        limit={50}
        nothingFoundMessage={UI.noUsersFound}
        renderOption={({ option }) => <UserOption user={byId.get(option.value)} />}
        disabled={disabled}
        maxDropdownHeight={260}
        comboboxProps={{ withinPortal: true }}
        {...form.getInputProps('memberIds')}
      />
    </Stack>
  );
}
