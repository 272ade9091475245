import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { RELEASE_LIMITS, RELEASE_STAGE_DATES } from '@squadboard/domain/releases/release.model';
import { type RefObject, useRef } from 'react';
import { GuardedModal } from '../../../components/guarded-modal.tsx';
import { MADE_ELSEWHERE, MadeElsewhere } from '../../../components/made-elsewhere.tsx';
import { usePortfolio } from '../../../entities/work-item/api/portfolio.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateRelease } from '../api/create-release.ts';
import { newReleaseValues, type ReleaseFormValues, toCreateBody, validateCreate } from '../release-form.ts';
import { MILESTONE_CHOICES, STATUS_CHOICES } from '../release-format.ts';
import { RELEASE_UI as UI } from '../release-strings.ts';
import { ManagerPicker } from './manager-picker.tsx';
import { StageDateInput } from './stage-date-input.tsx';

export interface InitiativeChoice {
  value: string;
  label: string;
}

interface CreateReleaseFormProps {
  initiatives: InitiativeChoice[];
  /** The Initiative filter's choice, if any, preselected. */
  initiativeId: string | null;
  onSaved: () => void;
  onCancel: () => void;
  dirtyRef: RefObject<(() => boolean) | null>;
}

function CreateReleaseForm({
  initiatives,
  initiativeId,
  onSaved,
  onCancel,
  dirtyRef,
}: CreateReleaseFormProps) {
  const create = useCreateRelease();
  const form = useForm<ReleaseFormValues>({
    initialValues: newReleaseValues(initiativeId),
    validate: validateCreate,
  });
  dirtyRef.current = () => form.isDirty();
  // Initiatives are made in the portfolio: with none yet, the select says so and links there.
  const portfolio = usePortfolio();
  const noInitiative = portfolio.isSuccess && initiatives.length === 0;

  const save = form.onSubmit((values) => {
    create.mutate(toCreateBody(values), {
      onSuccess: () => {
        toast.success(MSG.releases.created);
        onSaved();
      },
      onError: (error) => showFailure(error, { form, fallback: MSG.releases.saveFailed }),
    });
  });

  return (
    <form onSubmit={save} noValidate aria-label={UI.form}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={UI.initiative}
            placeholder={UI.initiativePlaceholder}
            required
            searchable
            data={initiatives}
            description={noInitiative ? <MadeElsewhere need="initiative" size="xs" /> : undefined}
            nothingFoundMessage={noInitiative ? MADE_ELSEWHERE.initiative.text : undefined}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('initiativeId')}
          />
          <TextInput
            label={UI.name}
            placeholder={UI.namePlaceholder}
            required
            maxLength={RELEASE_LIMITS.nameMax}
            {...form.getInputProps('name')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md">
          {RELEASE_STAGE_DATES.map((stage) => (
            <StageDateInput key={stage} form={form} stage={stage} label={UI.stageDates[stage]} />
          ))}
        </SimpleGrid>
        <ManagerPicker form={form} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <Select
            label={UI.milestoneLabel}
            data={MILESTONE_CHOICES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('milestone')}
          />
          <Select
            label={UI.status}
            data={STATUS_CHOICES}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('status')}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {UI.cancel}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {UI.createButton}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface CreateReleaseModalProps {
  opened: boolean;
  onClose: () => void;
  initiatives: InitiativeChoice[];
  initiativeId: string | null;
}

/** Spec 001 §2.7 'Create a Release': closes on success (§4 form modes); × asks before dropping edits. */
export function CreateReleaseModal({ opened, onClose, initiatives, initiativeId }: CreateReleaseModalProps) {
  const dirty = useRef<(() => boolean) | null>(null);
  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      dirtyRef={dirty}
      discardText={UI.discardText}
      title={
        <Text component="span" fw={700} fz="lg">
          {MSG.releases.createTitle}
        </Text>
      }
      size="48rem"
      centered
    >
      {(requestClose) =>
        opened ? (
          <CreateReleaseForm
            initiatives={initiatives}
            initiativeId={initiativeId}
            onSaved={onClose}
            onCancel={requestClose}
            dirtyRef={dirty}
          />
        ) : null
      }
    </GuardedModal>
  );
}
