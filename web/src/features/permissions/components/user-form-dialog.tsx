import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import {
  type UserFormValues,
  type UserListItem,
  ZCreateUser,
  ZEditUser,
} from '@squadboard/domain/users/users.schema';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateUser } from '../api/create-user.ts';
import { useEditUser } from '../api/edit-user.ts';
import { PERMISSIONS_UI as UI } from '../permissions-strings.ts';

const P = MSG.permissions;

interface UserFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The user to edit; null adds a new one. */
  user: UserListItem | null;
}

/** ADD USER / EDIT USER (spec 000 §2, §5). */
export function UserFormDialog({ opened, onClose, user }: UserFormDialogProps) {
  // The modal unmounts its content when closed, so each opening starts from a fresh form.
  return (
    <Modal opened={opened} onClose={onClose} title={user ? UI.editUserTitle : UI.addUserTitle} centered>
      <UserForm key={user?.id ?? 'new'} user={user} onClose={onClose} />
    </Modal>
  );
}

function UserForm({ user, onClose }: { user: UserListItem | null; onClose: () => void }) {
  const create = useCreateUser();
  const edit = useEditUser();
  const form = useForm<UserFormValues>({
    initialValues: {
      firstName: user?.firstName ?? '',
      lastName: user?.lastName ?? '',
      email: user?.email ?? '',
      inactive: user?.status === 'INACTIVE',
    },
    // Errors appear only after a submit attempt (spec §5); typing clears a field's error.
    validate: zodResolver(user ? ZEditUser : ZCreateUser),
  });

  const fail = (error: unknown, fallback: string) => showFailure(error, { form, fallback });

  const submit = form.onSubmit((values) => {
    if (user) {
      edit.mutate(
        { id: user.id, body: parseWith(ZEditUser, values) },
        {
          onSuccess: () => {
            toast.success(P.edited);
            onClose();
          },
          onError: (error) => fail(error, P.editFailed),
        },
      );
      return;
    }
    create.mutate(parseWith(ZCreateUser, values), {
      onSuccess: () => {
        toast.success(P.created);
        onClose();
      },
      onError: (error) => fail(error, P.createFailed),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={UI.firstName}
          autoComplete="off"
          required
          data-autofocus
          {...form.getInputProps('firstName')}
        />
        <TextInput label={UI.lastName} autoComplete="off" required {...form.getInputProps('lastName')} />
        <TextInput
          label={UI.emailAddress}
          type="email"
          autoComplete="off"
          required={!user}
          readOnly={user !== null}
          variant={user ? 'filled' : 'default'}
          description={user ? UI.emailReadOnly : undefined}
          {...form.getInputProps('email')}
        />
        <Checkbox label={P.makeInactive} {...form.getInputProps('inactive', { type: 'checkbox' })} />
        {user ? null : (
          <Text size="sm" c="dimmed">
            {UI.inviteHint}
          </Text>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {UI.cancel}
          </Button>
          <Button type="submit" loading={create.isPending || edit.isPending}>
            {UI.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
