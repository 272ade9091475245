import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { LIMITS, MSG, ZForgotPassword, ZResetPassword } from '@squadboard/domain';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { useForgotResend } from '../api/forgot-resend.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { AUTH_UI as UI } from '../auth-strings.ts';
import { CodeInput } from '../components/code-input.tsx';
import { ResendCode } from '../components/resend-code.tsx';

type Step = { name: 'email' } | { name: 'reset'; email: string } | { name: 'done' };

export function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>({ name: 'email' });

  if (step.name === 'done') {
    return <PasswordChanged />;
  }
  return (
    <FormCard
      title={UI.forgotTitle}
      subtitle={step.name === 'email' ? UI.forgotStep1 : UI.forgotStep2(step.email)}
    >
      {step.name === 'email' ? (
        <EmailStep onSent={(email) => setStep({ name: 'reset', email })} />
      ) : (
        <ResetStep
          email={step.email}
          onChangeEmail={() => setStep({ name: 'email' })}
          onChanged={() => setStep({ name: 'done' })}
        />
      )}
    </FormCard>
  );
}

function EmailStep({ onSent }: { onSent: (email: string) => void }) {
  const send = useForgotPassword();
  const [unknownEmail, setUnknownEmail] = useState(false);
  const form = useForm({ initialValues: { email: '' }, validate: zodResolver(ZForgotPassword) });

  const submit = form.onSubmit((values) => {
    const body = parseWith(ZForgotPassword, values);
    setUnknownEmail(false);
    send.mutate(body, {
      onSuccess: () => {
        toast.success(MSG.signUp.codeSent);
        onSent(body.email);
      },
      onError: (error) => {
        setUnknownEmail(error instanceof ApiError && error.code === 'EMAIL_NOT_FOUND');
        showFailure(error, { form });
      },
    });
  });

  return (
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
        {unknownEmail ? (
          <Text size="sm" c="dimmed">
            {MSG.forgot.pleaseSignUp}{' '}
            <Anchor component={Link} to="/sign-up">
              {UI.signUpLink}
            </Anchor>
          </Text>
        ) : null}
        <Button type="submit" fullWidth loading={send.isPending}>
          {MSG.login.sendCode}
        </Button>
      </Stack>
    </form>
  );
}

interface ResetStepProps {
  email: string;
  onChangeEmail: () => void;
  onChanged: () => void;
}

function ResetStep({ email, onChangeEmail, onChanged }: ResetStepProps) {
  const countdown = useCountdown(LIMITS.forgotResendSeconds);
  const resend = useForgotResend();
  const reset = useResetPassword();
  const form = useForm({
    initialValues: { email, code: '', password: '', confirmPassword: '' },
    validate: zodResolver(ZResetPassword),
  });

  const submit = form.onSubmit((values) => {
    reset.mutate(parseWith(ZResetPassword, values), {
      onSuccess: () => {
        toast.success(MSG.forgot.changed);
        onChanged();
      },
      onError: (error) => showFailure(error, { form }),
    });
  });

  const resendCode = () => {
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          toast.success(MSG.signUp.codeSent);
          countdown.restart();
        },
        onError: (error) => showFailure(error),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <CodeInput
          value={form.values.code}
          onChange={(code) => form.setFieldValue('code', code)}
          error={form.errors.code}
          autoFocus
        />
        <ResendCode
          onResend={resendCode}
          pending={resend.isPending}
          remaining={countdown.running ? countdown.remaining : 0}
        />
        <PasswordInput
          label={UI.newPassword}
          autoComplete="new-password"
          required
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={UI.confirmPassword}
          autoComplete="new-password"
          required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={reset.isPending}>
          {UI.forgotSubmit}
        </Button>
        <Button variant="subtle" size="xs" onClick={onChangeEmail}>
          {UI.changeEmail}
        </Button>
      </Stack>
    </form>
  );
}

function PasswordChanged() {
  const navigate = useNavigate();
  return (
    <FormCard title={UI.changedTitle}>
      <Text>{MSG.forgot.changed}</Text>
      <Button fullWidth onClick={() => void navigate('/sign-in')}>
        {UI.signInSubmit}
      </Button>
    </FormCard>
  );
}
