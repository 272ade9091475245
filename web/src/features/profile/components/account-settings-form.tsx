import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { ZChangePassword } from '@squadboard/domain/profile/profile.schema';
import { ApiError } from '../../../lib/api-client.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PROFILE_UI } from '../profile-strings.ts';

const EMPTY = { currentPassword: '', newPassword: '' };

/** The spec's toasts: incorrect current password, rate limit and validation say so; else the generic failure. */
function failureMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'CURRENT_PASSWORD_INCORRECT') {
      return MSG.password.currentIncorrect;
    }
    if (error.code === 'RATE_LIMITED' || error.code === 'VALIDATION') {
      return error.message;
    }
  }
  return MSG.password.changeFailed;
}

export function AccountSettingsForm({ email }: { email: string }) {
  const change = useChangePassword();
  const form = useForm({ initialValues: EMPTY, validate: zodResolver(ZChangePassword) });

  const submit = form.onSubmit((values) => {
    change.mutate(parseWith(ZChangePassword, values), {
      onSuccess: () => {
        form.reset();
        toast.success(MSG.password.changed);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.sessionEnded) {
          return;
        }
        if (error instanceof ApiError && error.fields) {
          form.setErrors(error.fields);
        }
        toast.error(failureMessage(error));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        <TextInput label={PROFILE_UI.email} value={email} disabled readOnly autoComplete="username" />
        <PasswordInput
          label={PROFILE_UI.currentPassword}
          required
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={PROFILE_UI.newPassword}
          description={PROFILE_UI.passwordHint}
          required
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
        />
        <Text size="sm" c="dimmed">
          {PROFILE_UI.otherSessionsHint}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => form.reset()} disabled={change.isPending}>
            {PROFILE_UI.cancel}
          </Button>
          <Button type="submit" loading={change.isPending}>
            {PROFILE_UI.saveChanges}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
