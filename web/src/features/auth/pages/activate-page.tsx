import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { decodeEmailId, LIMITS, MSG, ZActivate, ZEmail } from '@squadboard/domain';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import type { ActivationState } from '../activation-path.ts';
import { useActivate } from '../api/activate.ts';
import { useResendCode } from '../api/resend-code.ts';
import { AUTH_UI as UI } from '../auth-strings.ts';
import { CodeInput } from '../components/code-input.tsx';
import { ResendCode } from '../components/resend-code.tsx';

export function ActivatePage() {
  // A different e-mail in the address is a different activation: start from a fresh form and timer.
  const params = useParams();
  return (
    <ActivateForm key={params.email ?? ''} linkedEmail={params.email ? decodeEmailId(params.email) : null} />
  );
}

function ActivateForm({ linkedEmail }: { linkedEmail: string | null }) {
  const navigate = useNavigate();
  const location = useLocation();
  // Arriving from sign-up or "Send code" means a code was just mailed: resend waits 60 s.
  const codeJustSent = (location.state as ActivationState | null)?.codeJustSent !== false;
  const countdown = useCountdown(LIMITS.activationResendSeconds, codeJustSent);
  const activate = useActivate();
  const resend = useResendCode();

  const form = useForm({
    initialValues: { email: linkedEmail ?? '', code: '' },
    validate: zodResolver(ZActivate),
  });

  const submit = form.onSubmit((values) => {
    activate.mutate(parseWith(ZActivate, values), {
      onSuccess: () => {
        toast.success(MSG.activation.verified);
        void navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'ALREADY_VERIFIED') {
          toast.info(error.message);
          void navigate('/sign-in', { replace: true });
          return;
        }
        form.setFieldValue('code', '');
        showFailure(error, { form });
      },
    });
  });

  const resendCode = () => {
    if (form.validateField('email').hasError) {
      return;
    }
    resend.mutate(
      { email: parseWith(ZEmail, form.values.email) },
      {
        onSuccess: () => {
          toast.success(MSG.signUp.codeSent);
          countdown.restart();
        },
        onError: (error) => showFailure(error, { form }),
      },
    );
  };

  return (
    <FormCard
      title={UI.activateTitle}
      subtitle={linkedEmail ? UI.activateSubtitle(linkedEmail) : UI.activateSubtitleNoEmail}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {linkedEmail ? null : (
            <TextInput
              label={UI.email}
              placeholder={UI.emailPlaceholder}
              type="email"
              autoComplete="email"
              required
              {...form.getInputProps('email')}
            />
          )}
          <CodeInput
            value={form.values.code}
            onChange={(code) => form.setFieldValue('code', code)}
            error={form.errors.code}
            autoFocus={linkedEmail !== null}
          />
          <Text size="sm" c="dimmed">
            {MSG.activation.spamHint}
          </Text>
          <ResendCode
            onResend={resendCode}
            pending={resend.isPending}
            remaining={countdown.running ? countdown.remaining : 0}
          />
          <Button type="submit" fullWidth loading={activate.isPending}>
            {UI.activateSubmit}
          </Button>
        </Stack>
      </form>
    </FormCard>
  );
}
