import { Alert, Button, Group, Stack, Tabs } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { ATTACHMENT_LIMITS } from '@squadboard/domain/attachments/attachment.rules';
import { statusName, type WorkItemStatusId } from '@squadboard/domain/work-items/work-item.model';
import { typeChoices } from '@squadboard/domain/work-items/work-item.rules';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { IconArrowRight, IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type RefObject, useState } from 'react';
import { AttachmentsField } from '../../../entities/attachment/components/attachments-field.tsx';
import { CommentsPanel } from '../../../entities/comment/components/comments-panel.tsx';
import { WorkItemOrigin } from '../../../entities/work-item/components/work-item-origin.tsx';
import type { PendingStatusChange } from '../../../entities/work-item/open-work-item.tsx';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangeWorkItemStatus } from '../api/change-status.ts';
import { workItemPath, workItemQuery } from '../api/get-work-item.ts';
import { useWorkItemChildren } from '../api/list-children.ts';
import { useUpdateWorkItem } from '../api/update-work-item.ts';
import {
  type EditorTab,
  tabsWithErrors,
  toUpdateBody,
  validateWorkItemForm,
  valuesOfItem,
  type WorkItemFormValues,
} from '../work-item-form.ts';
import { WORK_ITEM_UI as UI } from '../work-items-strings.ts';
import { EditorTabs } from './editor-tabs.tsx';
import { HeaderFields } from './header-fields.tsx';
import { ItemHistory } from './item-history.tsx';

interface WorkItemEditorProps {
  item: WorkItem;
  /** After a successful save (the dialog closes, spec 001 §4 "Modals close on success"). */
  onSaved?: () => void;
  /** Lets the dialog ask, before closing, whether there is unsaved work. */
  dirtyRef?: RefObject<(() => boolean) | null>;
  /** A status change waiting for the fields it needs: they start marked; Save saves, then moves. */
  pendingStatus?: PendingStatusChange;
}

/** The types this item may become: what fits under its parent and over its children. */
function useTypeChoices(item: WorkItem) {
  const parent = useQuery({ ...workItemQuery(item.parentId ?? ''), enabled: Boolean(item.parentId) });
  const children = useWorkItemChildren(item.id);
  if ((item.parentId && !parent.data) || !children.data) {
    return [item.type];
  }
  return typeChoices(item.type, parent.data?.type ?? null, [...new Set(children.data.map((c) => c.type))]);
}

/**
 * Spec 001 §2.8, the Edit Work Item form: the head fields, the five tabs, the attachments and
 * Save; then Comments and History, which save on their own. A status change goes at once; one the
 * server refuses for empty fields marks them and opens their tab, to be filled, saved and retried.
 */
export function WorkItemEditor({ item, onSaved, dirtyRef, pendingStatus }: WorkItemEditorProps) {
  // The server's answer (item.can, from canEditWorkItem): never a role check of the web's own.
  const readOnly = !item.can.edit;
  const update = useUpdateWorkItem();
  const changeStatus = useChangeWorkItemStatus();
  const types = useTypeChoices(item);
  const [pending, setPending] = useState(pendingStatus ?? null);
  const [tab, setTab] = useState<EditorTab>(
    () => (pendingStatus && tabsWithErrors(pendingStatus.fields)[0]) || 'description',
  );
  const form = useForm<WorkItemFormValues>({
    initialValues: valuesOfItem(item),
    initialErrors: pendingStatus?.fields ?? {},
    validate: validateWorkItemForm,
  });
  if (dirtyRef) {
    dirtyRef.current = () => form.isDirty();
  }
  const openFirstMarked = (errors: FormErrors) => {
    const [first] = tabsWithErrors(errors);
    if (first) {
      setTab(first);
    }
  };
  const marker = {
    setErrors: (errors: FormErrors) => {
      form.setErrors(errors);
      openFirstMarked(errors);
    },
  };

  const save = form.onSubmit(
    (values) => {
      update.mutate(
        { id: item.id, change: toUpdateBody(values) },
        {
          onSuccess: (result) => {
            toast.success(result.message);
            const saved = valuesOfItem(result.item);
            form.setValues(saved);
            form.resetDirty(saved);
            if (pending) {
              // Saved with the fields it needed: now the move it waited for, then close.
              moveTo(pending.statusId, onSaved);
            } else {
              onSaved?.();
            }
          },
          onError: (error) => showFailure(error, { form: marker, fallback: MSG.workItems.updateFailed }),
        },
      );
    },
    (errors) => openFirstMarked(errors),
  );
  function moveTo(statusId: WorkItemStatusId, afterMove?: () => void) {
    changeStatus.mutate(
      { id: item.id, statusId },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          form.clearErrors();
          setPending(null);
          afterMove?.();
        },
        onError: (error) => showFailure(error, { form: marker, fallback: MSG.workItems.statusFailed }),
      },
    );
  }

  return (
    <Stack gap="lg">
      {readOnly ? (
        <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />}>
          {MSG.workItems.featureReadOnly}
        </Alert>
      ) : null}
      {pending && !readOnly ? (
        <Alert
          variant="light"
          color="blue"
          icon={<IconArrowRight size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel={UI.pendingMoveCancel}
          onClose={() => setPending(null)}
        >
          {UI.pendingMove(statusName(pending.statusId))}
        </Alert>
      ) : null}
      <WorkItemOrigin origin={item.origin} />
      <form onSubmit={save} noValidate aria-label={UI.details}>
        <Stack gap="lg">
          <HeaderFields
            form={form}
            item={item}
            types={types}
            readOnly={readOnly}
            statusPending={changeStatus.isPending}
            onStatusChange={(statusId) => {
              setPending(null);
              moveTo(statusId);
            }}
          />
          <EditorTabs form={form} item={item} readOnly={readOnly} tab={tab} onTabChange={setTab} />
          <AttachmentsField
            path={`${workItemPath(item.id)}/attachments`}
            maxFiles={ATTACHMENT_LIMITS.perItem}
            maxBytes={ATTACHMENT_LIMITS.workItemMaxBytes}
            readOnly={readOnly}
          />
          {readOnly ? null : (
            <Group justify="flex-end" className="work-item-save">
              <Button type="submit" loading={update.isPending}>
                {UI.save}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
      <Tabs defaultValue="comments" keepMounted={false}>
        <Tabs.List aria-label={UI.activity}>
          <Tabs.Tab value="comments">{UI.comments}</Tabs.Tab>
          <Tabs.Tab value="history">{UI.history}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="comments" pt="md">
          <CommentsPanel path={`${workItemPath(item.id)}/comments`} readOnly={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <ItemHistory id={item.id} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
