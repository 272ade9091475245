import { Grid, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  CONSEQUENCES,
  IMPACTS,
  LIKELIHOODS,
  RAID_LIMITS,
  RAID_PRIORITIES,
  RAID_TYPES,
  type RaidType,
  RISK_FLAGS,
  RISK_TYPES,
} from '@squadboard/domain/raid/raid.model';
import { type RaidTypedField, raidFieldShown, raidStatusesFor } from '@squadboard/domain/raid/raid.rules';
import { OwnerPicker, type OwnerPickerLabels } from '../../../entities/person/components/owner-picker.tsx';
import { changeFields, type RaidFormValues, withType } from './raid-form.ts';
import { RAID_FORM_UI as UI } from './raid-form-strings.ts';

interface RaidFieldsProps {
  form: UseFormReturnType<RaidFormValues>;
  /** EDIT RAID shows the status; a new item starts as New. */
  editing: boolean;
}

const PERSON = { ownerPlaceholder: UI.personPlaceholder, ownerSearching: UI.searching, ownerNone: UI.nobody };
const OWNER_LABELS: OwnerPickerLabels = { ...PERSON, owner: UI.owner, clearOwner: UI.clearOwner };
const REPORTER_LABELS: OwnerPickerLabels = { ...PERSON, owner: UI.reporter, clearOwner: UI.clearReporter };

/** The typed fields in the order the form shows them, with their labels and choices. */
const TYPED_SELECTS: { field: RaidTypedField; label: string; data: readonly string[]; name?: string }[] = [
  { field: 'priority', label: UI.priority, data: RAID_PRIORITIES },
  { field: 'impact', label: UI.impact, data: IMPACTS },
  { field: 'currentLikelihood', label: UI.currentLikelihood, data: LIKELIHOODS },
  { field: 'currentConsequence', label: UI.currentConsequence, data: CONSEQUENCES },
  { field: 'treatedLikelihood', label: UI.treatedLikelihood, data: LIKELIHOODS },
  { field: 'treatedConsequence', label: UI.treatedConsequence, data: CONSEQUENCES },
  { field: 'riskType', label: UI.riskType, data: RISK_TYPES, name: UI.riskTypeName },
  { field: 'flag', label: UI.flag, data: RISK_FLAGS },
  { field: 'certainty', label: UI.certainty, data: RAID_PRIORITIES },
];

/**
 * Spec 001 §2.6, the modal's head: Type, Status (edit only), Title, Owner and Reporter, then the
 * fields the chosen type shows (raidFieldShown): Priority and Impact for all but a Dependency,
 * the likelihoods and consequences, risk Type and Flag for a Risk, Certainity for an Assumption.
 */
export function RaidFields({ form, editing }: RaidFieldsProps) {
  const { values } = form;
  const type = values.type;
  const shown = TYPED_SELECTS.filter(({ field }) => type !== null && raidFieldShown(type, field));
  const person = (which: 'owner' | 'reporter') => {
    const idField = which === 'owner' ? 'ownerId' : 'reporterId';
    const nameField = which === 'owner' ? 'ownerName' : 'reporterName';
    return (
      <OwnerPicker
        labels={which === 'owner' ? OWNER_LABELS : REPORTER_LABELS}
        name={values[nameField]}
        error={form.errors[idField]}
        required={false}
        onClear={() => changeFields(form, { [idField]: null, [nameField]: '' })}
        onChange={({ id, name }) => changeFields(form, { [idField]: id, [nameField]: name })}
      />
    );
  };

  return (
    <Stack gap="sm">
      <Grid gap="sm">
        <Grid.Col span={{ base: editing ? 6 : 12, xs: 6, md: 3 }}>
          <Select
            label={UI.type}
            placeholder={UI.typePlaceholder}
            required
            data={RAID_TYPES}
            value={type}
            onChange={(chosen) => {
              if (chosen && chosen !== type) {
                changeFields(form, withType(values, chosen as RaidType));
              }
            }}
            allowDeselect={false}
            error={form.errors.type}
            comboboxProps={{ withinPortal: true }}
          />
        </Grid.Col>
        {editing && type ? (
          <Grid.Col span={{ base: 6, md: 3 }}>
            <Select
              label={UI.status}
              data={raidStatusesFor(type)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps('status')}
            />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, xs: editing ? 12 : 6, md: editing ? 6 : 9 }}>
          <TextInput
            label={UI.title}
            required
            maxLength={RAID_LIMITS.titleMax}
            {...form.getInputProps('title')}
          />
        </Grid.Col>
      </Grid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        {person('owner')}
        {person('reporter')}
      </SimpleGrid>
      {shown.length > 0 ? (
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
          {shown.map(({ field, label, data, name }) => (
            <Select
              key={field}
              label={label}
              aria-label={name}
              data={data}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              {...form.getInputProps(field)}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
