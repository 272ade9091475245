import { Button, Group, Stack, Text } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import { type RefObject, useState } from 'react';
import { uploadAttachment } from '../../../entities/attachment/api/upload-attachment.ts';
import { showFailure } from '../../../lib/failures.ts';
import { useSessionUser } from '../../../lib/session.tsx';
import { toast } from '../../../lib/toast.ts';
import { useCreateRaid } from '../api/create-raid.ts';
import { raidPath } from '../api/get-raid.ts';
import { useUpdateRaid } from '../api/update-raid.ts';
import { RaidFields } from './raid-fields.tsx';
import {
  newRaidValues,
  type RaidFormValues,
  type RaidTab,
  tabsWithErrors,
  toCreateBody,
  toUpdateBody,
  validateRaidForm,
  valuesOfRaid,
} from './raid-form.ts';
import { RAID_FORM_UI as UI } from './raid-form-strings.ts';
import { RaidTabs } from './raid-tabs.tsx';

interface RaidEditorProps {
  /** The item as saved (EDIT RAID), or null (CREATE). */
  item: RaidItem | null;
  /** After a successful save: the modal closes (spec 001 §8). */
  onSaved: () => void;
  onCancel: () => void;
  /** Lets the dialog ask, before closing, whether there is unsaved work. */
  dirtyRef: RefObject<(() => boolean) | null>;
}

/**
 * The RAID form (spec 001 §2.6, §5): checked with the server's schema on Save only; an invalid
 * Save says 'Required field must be filled out' and opens the first tab holding an error. On
 * CREATE the files picked go up right after the item exists.
 */
export function RaidEditor({ item, onSaved, onCancel, dirtyRef }: RaidEditorProps) {
  const me = useSessionUser();
  const editing = item !== null;
  const create = useCreateRaid();
  const update = useUpdateRaid();
  const [tab, setTab] = useState<RaidTab>('description');
  const [pendingFiles, setPendingFiles] = useState<File[]>([]);
  const [uploading, setUploading] = useState(false);
  const form = useForm<RaidFormValues>({
    initialValues: item ? valuesOfRaid(item) : newRaidValues(me),
    validate: (values) => validateRaidForm(values, editing),
  });
  dirtyRef.current = () => form.isDirty() || pendingFiles.length > 0;

  const openFirstMarked = (errors: FormErrors) => {
    const [first] = tabsWithErrors(errors);
    if (first) {
      setTab(first);
    }
  };
  // Spec 001 §8: a refused save marks the fields the server names and opens the first tab
  // holding one; an item deleted meanwhile says so; anything else is the spec's save failure.
  const marker = {
    setErrors: (errors: FormErrors) => {
      form.setErrors(errors);
      openFirstMarked(errors);
    },
  };
  const showSaveError = (error: unknown) =>
    showFailure(error, { form: marker, fallback: MSG.raid.saveFailed });

  /** The kept files, one after another; the first refusal is told, the item stays saved. */
  const uploadPending = async (id: string): Promise<boolean> => {
    for (const file of pendingFiles) {
      try {
        await uploadAttachment(`${raidPath(id)}/attachments`, file);
      } catch (error) {
        showFailure(error, { message: UI.attachFailed(file.name) });
        return false;
      }
    }
    return true;
  };

  const save = form.onSubmit(
    (values) => {
      if (item) {
        update.mutate(
          { id: item.id, change: toUpdateBody(values) },
          {
            onSuccess: () => {
              toast.success(MSG.raid.updated);
              onSaved();
            },
            onError: showSaveError,
          },
        );
        return;
      }
      create.mutate(toCreateBody(values), {
        onSuccess: async (result) => {
          setUploading(true);
          const attached = await uploadPending(result.item.id);
          setUploading(false);
          if (attached) {
            toast.success(MSG.raid.created);
          }
          onSaved();
        },
        onError: showSaveError,
      });
    },
    (errors) => {
      toast.error(MSG.raid.invalidSubmit);
      openFirstMarked(errors);
    },
  );

  return (
    <form onSubmit={save} noValidate aria-label={UI.form}>
      <Stack gap="lg">
        {item ? (
          <Text size="sm" c="dimmed" fw={600}>
            {item.acronymId}
          </Text>
        ) : null}
        <RaidFields form={form} editing={editing} />
        <RaidTabs
          form={form}
          item={item}
          tab={tab}
          onTabChange={setTab}
          pendingFiles={pendingFiles}
          onPendingFilesChange={setPendingFiles}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {UI.cancel}
          </Button>
          {/* A new item is anyone's to raise; an existing one saves only if the server offers it. */}
          {item === null || item.can.edit ? (
            <Button type="submit" loading={create.isPending || update.isPending || uploading}>
              {UI.save}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
