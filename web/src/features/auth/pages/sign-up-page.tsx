import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { decodeEmailId, MSG, type Plan, ZSignUp } from '@squadboard/domain';
import { isSignUpPlan } from '@squadboard/domain/auth/sign-up.rules';
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { readRememberedPlan } from '../../../lib/plan-storage.ts';
import { toast } from '../../../lib/toast.ts';
import { UI } from '../../../lib/ui-strings.ts';
import { type ActivationState, activationPath } from '../activation-path.ts';
import { useSignUp } from '../api/sign-up.ts';
import { AUTH_UI } from '../auth-strings.ts';
import { VerifyOffer } from '../components/verify-offer.tsx';

export function SignUpPage() {
  // Invitations link to /sign-up?id={base64 email}&token={invitation token} (or /sign-up/{base64
  // email}); the token is what lets the sign-up claim the invited account.
  const params = useParams();
  const [search] = useSearchParams();
  const raw = params.email ?? search.get('id') ?? '';
  const invitationToken = search.get('token') || undefined;
  return (
    <SignUpForm
      key={`${raw}:${invitationToken ?? ''}`}
      invitedEmail={raw ? decodeEmailId(raw) : null}
      invitationToken={invitationToken}
    />
  );
}

/** A plan remembered by Get Started, if sign-up may choose it; otherwise the server's default. */
function signUpPlan(): Plan | undefined {
  const plan = readRememberedPlan();
  return plan && isSignUpPlan(plan) ? plan : undefined;
}

const INVITATION_CODES: readonly string[] = ['INVITATION_REQUIRED', 'INVITATION_INVALID'];

/**
 * A server failure (5xx) of the registration itself. A code mail that could not be sent keeps its
 * own message ('Failed to sent activation code.'), and an unreachable server is 'Something went
 * wrong.' like everywhere else.
 */
function registrationBroke(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 500 && error.code !== 'MAIL_FAILED';
}

interface SignUpFormProps {
  invitedEmail: string | null;
  invitationToken: string | undefined;
}

function SignUpForm({ invitedEmail, invitationToken }: SignUpFormProps) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Kept on screen (a toast would go away): the invitee needs to know to ask for a new link.
  const [invitationProblem, setInvitationProblem] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: invitedEmail ?? '', password: '' },
    validate: zodResolver(ZSignUp),
  });

  const submit = form.onSubmit((values) => {
    const body = parseWith(ZSignUp, { ...values, plan: signUpPlan(), invitationToken });
    setUnverifiedEmail(null);
    setInvitationProblem(null);
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
        if (error instanceof ApiError && INVITATION_CODES.includes(error.code)) {
          // Said once, beside the form, and kept there: no toast repeating it.
          setInvitationProblem(error.message);
          return;
        }
        if (registrationBroke(error)) {
          // Spec 000 §8 'Registration failed': the server could not register the address.
          toast.error(MSG.signUp.failed);
          return;
        }
        showFailure(error, { form });
      },
    });
  });

  return (
    <FormCard title={AUTH_UI.signUpTitle} subtitle={AUTH_UI.signUpSubtitle}>
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
          {invitationProblem ? (
            <Alert color="red" variant="light" role="alert">
              {invitationProblem}
            </Alert>
          ) : null}
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
    </FormCard>
  );
}
