import { Button, Group, Text } from '@mantine/core';
import { AUTH_UI as UI } from '../auth-strings.ts';

interface ResendCodeProps {
  onResend: () => void;
  pending: boolean;
  /** Seconds left before another code may be asked for; 0 when it may be asked for now. */
  remaining: number;
}

/** "Resend code" with its countdown, shared by activation and password reset. */
export function ResendCode({ onResend, pending, remaining }: ResendCodeProps) {
  const waiting = remaining > 0;
  return (
    <Group justify="space-between" align="center" gap="xs">
      <Button variant="light" size="sm" onClick={onResend} disabled={waiting} loading={pending}>
        {UI.resendCode}
      </Button>
      {waiting ? (
        <Text size="sm" c="dimmed">
          {UI.resendIn(remaining)}
        </Text>
      ) : null}
    </Group>
  );
}
