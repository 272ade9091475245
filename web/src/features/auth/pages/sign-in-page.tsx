import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, ZSignIn } from '@squadboard/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { showApiError } from '../../../lib/show-api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { useSignIn } from '../api/sign-in.ts';
import { AUTH_UI as UI } from '../auth-strings.ts';
import { AuthCard } from '../components/auth-card.tsx';

// Only unverified accounts see the offer: its code stays out of the sign-in page's first load.
const VerifyOffer = lazy(async () => ({
  default: (await import('../components/verify-offer.tsx')).VerifyOffer,
}));

export function SignInPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zodResolver(ZSignIn),
  });

  const submit = form.onSubmit((values) => {
    const body = parseWith(ZSignIn, values);
    setUnverifiedEmail(null);
    signIn.mutate(body, {
      onSuccess: () => {
        toast.success(MSG.login.success);
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'USER_NOT_CONFIRMED') {
          toast.warning(error.message);
          if (error.canVerify) {
            setUnverifiedEmail(body.email);
          }
          return;
        }
        showApiError(error, form);
      },
    });
  });

  return (
    <AuthCard title={UI.signInTitle} subtitle={UI.signInSubtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={UI.email}
            placeholder={UI.emailPlaceholder}
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Stack gap={6}>
            <PasswordInput
              label={UI.password}
              autoComplete="current-password"
              required
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm">
                {UI.forgotPasswordLink}
              </Anchor>
            </Group>
          </Stack>
          {unverifiedEmail ? (
            <Suspense fallback={null}>
              <VerifyOffer email={unverifiedEmail} message={MSG.login.notConfirmed} />
            </Suspense>
          ) : null}
          <Button type="submit" fullWidth loading={signIn.isPending}>
            {UI.signInSubmit}
          </Button>
          <Text size="sm" ta="center" c="dimmed">
            {UI.noAccount}{' '}
            <Anchor component={Link} to="/sign-up">
              {UI.createAccountLink}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
