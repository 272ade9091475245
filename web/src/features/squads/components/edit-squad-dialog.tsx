import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import type { Squad, UpdateSquad } from '@squadboard/domain/squads/squads.schema';
import { ZCreateSquad, ZSprintRetroTime, ZUpdateSquad } from '@squadboard/domain/squads/squads.schema';
import { useState } from 'react';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useSquadOptions } from '../api/squad-options.ts';
import { useUpdateSquad } from '../api/update-squad.ts';
import { SQUADS_UI as UI } from '../squads-strings.ts';
import { SprintRetroSetting } from './sprint-retro-setting.tsx';
import { SquadFields, type SquadFormValues } from './squad-fields.tsx';

const ZMembersOnly = ZUpdateSquad.pick({ memberIds: true });

function valuesOf(squad: Squad): SquadFormValues {
  return {
    name: squad.name,
    acronym: squad.acronym,
    leadId: squad.lead?.id ?? null,
    memberIds: squad.members.map((m) => m.id),
  };
}

function EditForm({ squad, onClose }: { squad: Squad; onClose: () => void }) {
  const detailsReadOnly = !squad.permissions.canEditDetails;
  const options = useSquadOptions();
  const update = useUpdateSquad();
  const form = useForm<SquadFormValues>({
    initialValues: valuesOf(squad),
    validate: zodResolver(detailsReadOnly ? ZMembersOnly : ZCreateSquad),
  });
  // The end-of-sprint retro: whoever edits the squad's people sets it (the server's rule).
  const [retroTime, setRetroTime] = useState<string | null>(squad.sprintRetroTime);
  const [retroTimeError, setRetroTimeError] = useState<string | undefined>();

  const submit = form.onSubmit((values) => {
    const time = retroTime === null ? null : ZSprintRetroTime.safeParse(retroTime);
    if (time && !time.success) {
      setRetroTimeError(MSG.retroSprint.timeInvalid);
      return;
    }
    setRetroTimeError(undefined);
    const retroChange = retroTime !== squad.sprintRetroTime ? { sprintRetroTime: retroTime } : {};
    // A lead sends only what they may change; the server refuses anything else anyway.
    const change: UpdateSquad = {
      ...(detailsReadOnly
        ? parseWith(ZMembersOnly, { memberIds: values.memberIds })
        : parseWith(ZCreateSquad, values)),
      ...retroChange,
    };
    update.mutate(
      { id: squad.id, change },
      {
        onSuccess: () => {
          toast.success(MSG.squads.updated);
          onClose();
        },
        onError: (error) => showFailure(error, { form }),
      },
    );
  });

  if (options.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={UI.editTitle} />
      </Center>
    );
  }
  if (options.isError) {
    return (
      <Stack align="center" py="lg">
        <Text>{MSG.squads.updateFailed}</Text>
        <Button variant="light" onClick={() => void options.refetch()}>
          {UI.tryAgain}
        </Button>
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {detailsReadOnly ? (
          <Alert variant="light" color="blue">
            {UI.leadEditsMembersHint}
          </Alert>
        ) : null}
        <SquadFields
          form={form}
          options={options.data}
          current={{ lead: squad.lead, members: squad.members }}
          detailsReadOnly={detailsReadOnly}
        />
        {squad.permissions.canEditMembers ? (
          <SprintRetroSetting value={retroTime} onChange={setRetroTime} error={retroTimeError} />
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {UI.cancel}
          </Button>
          <Button type="submit" loading={update.isPending}>
            {UI.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** EDIT for a Super Admin (every field) or the squad's lead (members only). */
export function EditSquadDialog({ squad, onClose }: { squad: Squad | null; onClose: () => void }) {
  return (
    <Modal opened={squad !== null} onClose={onClose} title={UI.editTitle} size="lg" centered>
      {squad ? <EditForm key={squad.id} squad={squad} onClose={onClose} /> : null}
    </Modal>
  );
}
