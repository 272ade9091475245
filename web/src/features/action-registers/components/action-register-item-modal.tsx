import '@mantine/dates/styles.css';
import {
  Button,
  Group,
  Input,
  Loader,
  Modal,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { MSG } from '@squadboard/domain';
import { ACTION_REGISTER_LIMITS } from '@squadboard/domain/action-registers/action-register.model';
import type {
  ActionRegister,
  ActionRegisterItem,
} from '@squadboard/domain/action-registers/action-register.schema';
import { ACTION_LIMITS } from '@squadboard/domain/actions/action.model';
import { type ReactNode, useRef } from 'react';
import { ActionFields } from '../../../entities/action/components/action-fields.tsx';
import { FormOwnerPicker } from '../../../entities/person/components/owner-picker.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { formatTimestamp } from '../../../lib/timestamp.ts';
import { toast } from '../../../lib/toast.ts';
import { UI as COMMON_UI } from '../../../lib/ui-strings.ts';
import { oldestFirst } from '../action-register-format.ts';
import {
  type ActionRegisterItemFormValues,
  emptyItemForm,
  itemStatusChoices,
  minItemDueDate,
  toItemBody,
  validateItemForm,
  valuesOfItem,
} from '../action-register-item-form.ts';
import { ACTION_REGISTERS_UI as UI } from '../action-registers-strings.ts';
import {
  type ActionRegisterItemResult,
  useCreateActionRegisterItem,
} from '../api/create-action-register-item.ts';
import { useActionRegisterItemComments } from '../api/list-action-register-item-comments.ts';
import { useUpdateActionRegisterItem } from '../api/update-action-register-item.ts';
import { itemSavedMessage } from '../saved-messages.ts';
import { ProjectSelect } from './project-select.tsx';

/** The server notifies people named as @First Last in a comment; say so under the field. */
const MENTION_HINT = 'Mention someone with @First Last.';

/** The item's comments, asked for when the item is opened (the list sends only their count). */
function ItemComments({ actionRegisterId, item }: { actionRegisterId: string; item: ActionRegisterItem }) {
  const query = useActionRegisterItemComments(actionRegisterId, item.id);
  let body: ReactNode;
  if (query.isPending) {
    body = <Loader size="sm" mt={4} aria-label={UI.loadingComments} />;
  } else if (query.isError) {
    body = (
      <Group gap="sm" mt={4}>
        <Text size="sm">{MSG.generic.somethingWentWrong}</Text>
        <Button variant="light" size="xs" onClick={() => void query.refetch()}>
          {COMMON_UI.tryAgain}
        </Button>
      </Group>
    );
  } else if (query.data.length === 0) {
    body = (
      <Text size="sm" c="dimmed">
        {UI.noComments}
      </Text>
    );
  } else {
    body = (
      <Stack gap="xs" component="ol" mt={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {oldestFirst(query.data).map((c) => (
          <Paper component="li" key={c.id} withBorder radius="sm" p="xs">
            <Group gap="xs" justify="space-between">
              <Text size="sm" fw={600}>
                {c.authorName}
              </Text>
              <Text size="xs" c="dimmed" component="time" dateTime={c.createdAt}>
                {formatTimestamp(c.createdAt)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {c.body}
            </Text>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <Input.Wrapper labelElement="div" label={UI.comments} aria-busy={query.isFetching}>
      {body}
    </Input.Wrapper>
  );
}

interface ItemFormProps {
  actionRegister: ActionRegister;
  editing: ActionRegisterItem | null;
  onClose: () => void;
}

function ItemForm({ actionRegister, editing, onClose }: ItemFormProps) {
  const create = useCreateActionRegisterItem();
  const update = useUpdateActionRegisterItem();
  const saving = create.isPending || update.isPending;
  const form = useForm<ActionRegisterItemFormValues>({
    initialValues: editing ? valuesOfItem(editing) : emptyItemForm(actionRegister.statuses),
    validate: (values) => validateItemForm(values, actionRegister.statuses, editing),
  });

  const submit = form.onSubmit((values) => {
    const body = toItemBody(values);
    const handlers = {
      onSuccess: (result: ActionRegisterItemResult) => {
        toast.success(itemSavedMessage(result, editing !== null));
        onClose();
      },
      onError: (error: unknown) => showFailure(error, { form }),
    };
    if (editing) {
      update.mutate({ actionRegisterId: actionRegister.id, itemId: editing.id, body }, handlers);
    } else {
      create.mutate({ actionRegisterId: actionRegister.id, body }, handlers);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={UI.itemTitle}
          placeholder={UI.itemTitlePlaceholder}
          required
          maxLength={ACTION_LIMITS.titleMax}
          {...form.getInputProps('title')}
        />
        <Textarea
          label={UI.description}
          required
          autosize
          minRows={3}
          maxRows={8}
          maxLength={ACTION_LIMITS.descriptionMax}
          {...form.getInputProps('description')}
        />
        <FormOwnerPicker form={form} labels={UI.ownerPicker} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <ActionFields
            labels={UI}
            statuses={itemStatusChoices(actionRegister.statuses, editing?.status ?? null)}
            minDueDate={minItemDueDate(editing)}
            dueFormat="DD/MM/YY"
            inputProps={form.getInputProps}
          />
          <ProjectSelect label={UI.project} inputProps={form.getInputProps('projectId')} />
        </SimpleGrid>
        {editing ? <ItemComments actionRegisterId={actionRegister.id} item={editing} /> : null}
        <Textarea
          label={UI.comment}
          placeholder={UI.commentPlaceholder}
          description={MENTION_HINT}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={2}
          maxRows={6}
          maxLength={ACTION_REGISTER_LIMITS.commentMax}
          {...form.getInputProps('comment')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            {UI.cancel}
          </Button>
          <Button type="submit" loading={saving}>
            {editing ? UI.update : UI.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The modal: closed, adding (item null) or editing an item of a register. */
export type ItemEditing = { actionRegister: ActionRegister; item: ActionRegisterItem | null } | null;

/** Add and edit a register's action item: Save creates, Update changes (spec 001 §4). */
export function ActionRegisterItemModal({ editing, onClose }: { editing: ItemEditing; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  // Keeps the title and fields while the dialog fades out (see RegisterFormModal).
  const shown = useRef(editing);
  if (editing) {
    shown.current = editing;
  }
  const current = shown.current;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={current?.item ? UI.editItemTitle : UI.addItemTitle}
      size="lg"
      centered
      fullScreen={phone}
    >
      {current ? (
        <ItemForm
          key={current.item?.id ?? `new-${current.actionRegister.id}`}
          actionRegister={current.actionRegister}
          editing={current.item}
          onClose={onClose}
        />
      ) : null}
    </Modal>
  );
}
