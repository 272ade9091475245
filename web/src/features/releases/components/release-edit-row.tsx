import { Box, Select, Table, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { RELEASE_LIMITS, RELEASE_STAGE_DATES } from '@squadboard/domain/releases/release.model';
import type { Release } from '@squadboard/domain/releases/release.schema';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { RowEditActions } from '../../../components/row-edit-actions.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateRelease } from '../api/update-release.ts';
import { type ReleaseFormValues, toUpdateBody, validateUpdate, valuesOfRelease } from '../release-form.ts';
import { MILESTONE_CHOICES, STATUS_CHOICES } from '../release-format.ts';
import { RELEASE_UI as UI } from '../release-strings.ts';
import { ManagerPicker } from './manager-picker.tsx';
import { StageDateInput } from './stage-date-input.tsx';

const TIPS = MSG.releases.tooltips;

interface ReleaseEditRowProps {
  release: Release;
  onDone: () => void;
}

/**
 * Spec 001 §2.7, the inline row edit: name, status, milestone, the six dates and the release train
 * manager become inputs; the confirm tick sends the whole release (PATCH), the × drops the edit.
 */
export function ReleaseEditRow({ release, onDone }: ReleaseEditRowProps) {
  const save = useUpdateRelease();
  const name = useRef<HTMLInputElement>(null);
  // The edit icon pressed is gone: focus goes to the first input.
  useEffect(() => name.current?.focus(), []);
  const form = useForm<ReleaseFormValues>({
    initialValues: valuesOfRelease(release),
    validate: validateUpdate,
  });
  const confirm = () => {
    if (form.validate().hasErrors || save.isPending) {
      return;
    }
    save.mutate(
      { id: release.id, change: toUpdateBody(form.getValues()) },
      {
        onSuccess: () => {
          toast.success(MSG.releases.updated);
          onDone();
        },
        onError: (error) => showFailure(error, { form, fallback: MSG.releases.saveFailed }),
      },
    );
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      confirm();
    } else if (event.key === 'Escape') {
      onDone();
    }
  };

  return (
    <Table.Tr data-testid="release-row" data-release={release.id} data-editing aria-busy={save.isPending}>
      <Table.Td>
        <TextInput
          ref={name}
          aria-label={TIPS.name}
          required
          size="xs"
          miw={150}
          maxLength={RELEASE_LIMITS.nameMax}
          onKeyDown={keys}
          {...form.getInputProps('name')}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={TIPS.status}
          size="xs"
          miw={120}
          data={STATUS_CHOICES}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('status')}
        />
      </Table.Td>
      <Table.Td>
        <Select
          aria-label={TIPS.milestone}
          size="xs"
          miw={96}
          data={MILESTONE_CHOICES}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('milestone')}
        />
      </Table.Td>
      {RELEASE_STAGE_DATES.map((stage) => (
        <Table.Td key={stage}>
          <Box miw={124}>
            <StageDateInput form={form} stage={stage} ariaLabel={TIPS[stage]} size="xs" />
          </Box>
        </Table.Td>
      ))}
      <Table.Td>
        <Box className="release-edit-manager" miw={170}>
          <ManagerPicker form={form} />
        </Box>
      </Table.Td>
      <Table.Td className="release-cell-actions">
        <RowEditActions
          saveLabel={UI.saveRow(release.name)}
          cancelLabel={UI.cancelRow(release.name)}
          onConfirm={confirm}
          onCancel={onDone}
          pending={save.isPending}
          size={18}
        />
      </Table.Td>
    </Table.Tr>
  );
}
