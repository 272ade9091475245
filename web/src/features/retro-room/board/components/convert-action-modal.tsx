import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { ACTION_LIMITS } from '@squadboard/domain/actions/action.model';
import {
  ACTION_STATUSES,
  type ActionPriority,
  type ActionStatus,
  ZConvertCard,
} from '@squadboard/domain/actions/action.schema';
import type { BoardCard } from '@squadboard/domain/realtime/retro-board.events';
import { useState } from 'react';
import { ActionFields } from '../../../../entities/action/components/action-fields.tsx';
import { FormOwnerPicker } from '../../../../entities/person/components/owner-picker.tsx';
import { zodResolver } from '../../../../lib/form.ts';
import { toast } from '../../../../lib/toast.ts';
import { useBoardEnv } from './board-context.tsx';
import { CONVERT_UI } from './convert-strings.ts';

// Convert a card into a tracked action of the retro's squad (spec 002 §3 "Action form", §5):
// title, description prefilled from the card, owner, status Open by default.

const ZForm = ZConvertCard.omit({ opId: true, cardId: true });

interface FormValues {
  title: string;
  description: string;
  ownerId: string | null;
  ownerName: string;
  status: ActionStatus;
  priority: ActionPriority;
  dueDate: string | null;
}

export function ConvertActionModal({
  card,
  opened,
  onClose,
}: {
  card: BoardCard;
  opened: boolean;
  onClose: () => void;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={CONVERT_UI.title} size="lg" fullScreen={false} centered>
      {opened ? <ConvertForm card={card} onClose={onClose} /> : null}
    </Modal>
  );
}

function ConvertForm({ card, onClose }: { card: BoardCard; onClose: () => void }) {
  const { run } = useBoardEnv();
  const [saving, setSaving] = useState(false);
  const form = useForm<FormValues>({
    initialValues: {
      title: '',
      description: card.text ?? '',
      ownerId: null,
      ownerName: '',
      status: 'Open',
      priority: 'Low',
      dueDate: null,
    },
    validate: (values) => {
      const errors = zodResolver(ZForm)(values);
      // A typed name nobody was picked for is not an assignee.
      if (values.ownerName.trim() && !values.ownerId) {
        errors.ownerId = MSG.actions.ownerNotFound;
      }
      return errors;
    },
  });

  const submit = form.onSubmit(
    async (values) => {
      setSaving(true);
      const ack = await run('action', {
        cardId: card.id,
        title: values.title,
        description: values.description,
        ownerId: values.ownerId ?? '',
        status: values.status,
        priority: values.priority,
        dueDate: values.dueDate,
      });
      setSaving(false);
      if (ack.ok) {
        toast.success(MSG.retro.actionMoved);
        onClose();
      }
    },
    // Spec 002 §5: an invalid form shows 'Please enter valid details.'.
    () => toast.error(MSG.validation.invalidDetails),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={CONVERT_UI.actionTitle}
          required
          maxLength={ACTION_LIMITS.titleMax}
          data-autofocus
          {...form.getInputProps('title')}
        />
        <Textarea
          label={CONVERT_UI.description}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={ACTION_LIMITS.descriptionMax}
          {...form.getInputProps('description')}
        />
        <FormOwnerPicker form={form} labels={CONVERT_UI} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          <ActionFields
            labels={CONVERT_UI}
            statuses={ACTION_STATUSES}
            minDueDate={new Date()}
            dueFormat="D MMM, YYYY"
            inputProps={form.getInputProps}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {CONVERT_UI.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {CONVERT_UI.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
