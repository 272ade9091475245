import { Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { ZChangePassword } from '@squadboard/domain/profile/profile.schema';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useChangePassword } from '../api/change-password.ts';
import { PROFILE_UI } from '../profile-strings.ts';

const EMPTY = { currentPassword: '', newPassword: '' };

export function AccountSettingsForm({ email }: { email: string }) {
  const change = useChangePassword();
  const form = useForm({ initialValues: EMPTY, validate: zodResolver(ZChangePassword) });

  const submit = form.onSubmit((values) => {
    change.mutate(parseWith(ZChangePassword, values), {
      onSuccess: () => {
        form.reset();
        toast.success(MSG.password.changed);
      },
      // An incorrect current password, the rate limit and a refused field say so; else the spec's
      // generic failure.
      onError: (error) => showFailure(error, { form, fallback: MSG.password.changeFailed }),
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
