import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { decodeEmailId, MSG, ZSignUp } from '@squadboard/domain';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { readRememberedPlan } from '../../../lib/plan-storage.ts';
import { showApiError } from '../../../lib/show-api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { UI } from '../../../lib/ui-strings.ts';
import { type ActivationState, activationPath } from '../activation-path.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AUTH_UI } from '../auth-strings.ts';
import { AuthCard } from '../components/auth-card.tsx';
import { VerifyOffer } from '../components/verify-offer.tsx';

export function SignUpPage() {
  // Invitations link to /sign-up?id={base64 email} (or /sign-up/{base64 email}).
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.email ?? search.get('id') ?? '';
  return <SignUpForm key={raw} invitedEmail={raw ? decodeEmailId(raw) : null} />;
}

function SignUpForm({ invitedEmail }: { invitedEmail: string | null }) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: invitedEmail ?? '', password: '' },
    validate: zodResolver(ZSignUp),
  });

  const submit = form.onSubmit((values) => {
    const body = parseWith(ZSignUp, { ...values, plan: readRememberedPlan() });
    setUnverifiedEmail(null);
    signUp.mutate(body, {
      onSuccess: () => {
        toast.success(MSG.signUp.codeSent);
        void navigate(activationPath(body.email), {
          state: { codeJustSent: true } satisfies ActivationState,
        });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'REGISTERED_NOT_VERIFIED') {
          toast.warning(error.message);
          setUnverifiedEmail(body.email);
          return;
        }
        showApiError(error, form);
      },
    });
  });

  return (
    <AuthCard title={AUTH_UI.signUpTitle} subtitle={AUTH_UI.signUpSubtitle}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={AUTH_UI.email}
            placeholder={AUTH_UI.emailPlaceholder}
            type="email"
            autoComplete="email"
            required
            readOnly={invitedEmail !== null}
            description={invitedEmail !== null ? AUTH_UI.emailLockedHint : undefined}
            variant={invitedEmail !== null ? 'filled' : 'default'}
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label={AUTH_UI.password}
            autoComplete="new-password"
            required
            {...form.getInputProps('password')}
          />
          {unverifiedEmail ? (
            <VerifyOffer email={unverifiedEmail} message={MSG.signUp.registeredNotVerified} />
          ) : null}
          <Text size="xs" c="dimmed">
            {AUTH_UI.agreePrefix}{' '}
            <Anchor component={Link} to="/terms" size="xs">
              {UI.termsOfService}
            </Anchor>{' '}
            {AUTH_UI.agreeJoin}{' '}
            <Anchor component={Link} to="/privacy" size="xs">
              {UI.privacyPolicy}
            </Anchor>
            .
          </Text>
          <Button type="submit" fullWidth loading={signUp.isPending}>
            {AUTH_UI.signUpSubmit}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
