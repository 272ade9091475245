import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { FACILITATION_LIMITS } from '@squadboard/domain/retro/retro.model';
import { ZSaveRetroTemplate } from '@squadboard/domain/retro/retro-template.schema';
import { IconTemplate } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useSaveRetroTemplate } from '../../../entities/retro/api/retro-templates.ts';
import { type FieldTarget, showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { TOOLBAR_UI as UI } from './toolbar-strings.ts';

/** The retro's title as a first name for its template, cut to what a name may hold. */
export function defaultTemplateName(title: string): string {
  return title.trim().slice(0, FACILITATION_LIMITS.templateNameMax).trimEnd();
}

/**
 * "Save as template": the retro's board columns, in their order, become a template
 * of its squad, offered when the squad creates its next retro. The server decides who may (the
 * squad's lead or a Super Admin) and takes the columns from the board itself. Saving refreshes
 * the squad's template list wherever this app shows it.
 */
export function SaveTemplateButton({ snapshot }: { snapshot: RoomSnapshot }) {
  const [opened, setOpened] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRetroTemplate();

  const open = () => {
    setName(defaultTemplateName(snapshot.retro.title));
    setError(null);
    setOpened(true);
  };

  const nameField: FieldTarget = {
    setErrors: (errors) => setError(typeof errors.name === 'string' ? errors.name : null),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZSaveRetroTemplate.safeParse({ retroId: snapshot.retro.id, name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? MSG.generic.invalidInput);
      return;
    }
    try {
      await save.mutateAsync(parsed.data);
      toast.success(MSG.retroTemplates.saved);
      setOpened(false);
    } catch (failure) {
      // A name the squad has is marked under the field, and told like any other refusal.
      showFailure(failure, { form: nameField });
    }
  };

  return (
    <>
      <Button
        variant="subtle"
        size="compact-md"
        leftSection={<IconTemplate size={16} aria-hidden />}
        onClick={open}
      >
        {UI.saveTemplate}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={UI.saveTemplate} centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {UI.templateHint}
            </Text>
            <TextInput
              label={UI.templateName}
              value={name}
              maxLength={FACILITATION_LIMITS.templateNameMax}
              error={error}
              data-autofocus
              onChange={(event) => {
                setName(event.currentTarget.value);
                setError(null);
              }}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setOpened(false)} disabled={save.isPending}>
                {UI.cancel}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {UI.save}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
