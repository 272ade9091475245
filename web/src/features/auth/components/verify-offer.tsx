import { Alert, Button, Group } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { useNavigate } from 'react-router';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { type ActivationState, activationPath } from '../activation-path.ts';
import { useResendCode } from '../api/resend-code.ts';

interface VerifyOfferProps {
  email: string;
  message: string;
}

/** An unverified account may ask for a fresh code, or enter the one it already has. */
export function VerifyOffer({ email, message }: VerifyOfferProps) {
  const navigate = useNavigate();
  const resend = useResendCode();

  const sendCode = () => {
    resend.mutate(
      { email },
      {
        onSuccess: () => {
          toast.success(MSG.signUp.codeSent);
          void navigate(activationPath(email), { state: { codeJustSent: true } satisfies ActivationState });
        },
        onError: (error) => showFailure(error),
      },
    );
  };

  const verifyCode = () => {
    void navigate(activationPath(email), { state: { codeJustSent: false } satisfies ActivationState });
  };

  return (
    <Alert color="yellow" variant="light" title={message}>
      <Group gap="sm" mt="xs">
        <Button size="xs" loading={resend.isPending} onClick={sendCode}>
          {MSG.login.sendCode}
        </Button>
        <Button size="xs" variant="default" onClick={verifyCode}>
          {MSG.login.verifyCode}
        </Button>
      </Group>
    </Alert>
  );
}
