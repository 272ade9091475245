import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG } from '@squadboard/domain';
import { type FormEvent, lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormCard } from '../../../components/form-card.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { showFailure } from '../../../lib/failures.ts';
import { useSchemaOnDemand, zodErrors } from '../../../lib/form.ts';
import { toast } from '../../../lib/toast.ts';
import { loadAuthSchemas, useSignIn } from '../api/sign-in.ts';
import { AUTH_UI as UI } from '../auth-strings.ts';

// Only unverified accounts see the offer: its code stays out of the sign-in page's first load.
// So does the form's schema, and with it the validator: it loads when the form is first focused
// (lib/form.ts useSchemaOnDemand).
const loadSignInSchema = () => loadAuthSchemas().then((schemas) => schemas.ZSignIn);
const VerifyOffer = lazy(async () => ({
  default: (await import('../components/verify-offer.tsx')).VerifyOffer,
}));

export function SignInPage() {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const signInSchema = useSchemaOnDemand(loadSignInSchema);
  const form = useForm({ initialValues: { email: '', password: '' } });
  const loadSchema = () => void signInSchema().catch(() => undefined);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let schema: Awaited<ReturnType<typeof signInSchema>>;
    try {
      schema = await signInSchema();
    } catch (error) {
      showFailure(error);
      return;
    }
    const checked = schema.safeParse(form.getValues());
    if (!checked.success) {
      form.setErrors(zodErrors(checked.error));
      return;
    }
    form.clearErrors();
    const body = checked.data;
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
        showFailure(error, { form });
      },
    });
  };

  return (
    <FormCard title={UI.signInTitle} subtitle={UI.signInSubtitle}>
      <form onSubmit={(event) => void submit(event)} onFocus={loadSchema} noValidate>
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
    </FormCard>
  );
}
