import { Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import {
  MAIL_PREFERENCE_KINDS,
  type MailPreferenceKind,
} from '@squadboard/domain/notifications/notification.model';
import type { ReactNode } from 'react';
import { useMailPreferences } from '../../../entities/notification/api/get-mail-preferences.ts';
import { useUpdateMailPreferences } from '../../../entities/notification/api/update-mail-preferences.ts';
import { showFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import { MAIL_SETTINGS_UI as UI } from '../profile-strings.ts';

/**
 * Which notifications also come by mail. Each switch saves at once: it moves as it is clicked,
 * and goes back (with the failure's toast) when the server refuses.
 */
export function NotificationMailSettings() {
  const preferences = useMailPreferences();
  const update = useUpdateMailPreferences();

  let body: ReactNode;
  if (preferences.data) {
    const current = preferences.data;
    const toggle = (kind: MailPreferenceKind, on: boolean) => {
      update.mutate(
        { ...current, [kind]: on },
        { onSuccess: () => toast.success(UI.saved), onError: (error) => showFailure(error) },
      );
    };
    body = (
      <Stack gap="sm">
        {MAIL_PREFERENCE_KINDS.map((kind) => (
          <Switch
            key={kind}
            label={UI.kinds[kind]}
            // The label wraps the hint too; the name is the kind alone, the hint its description.
            aria-label={UI.kinds[kind]}
            description={UI.hints[kind]}
            checked={current[kind]}
            onChange={(event) => toggle(kind, event.currentTarget.checked)}
          />
        ))}
      </Stack>
    );
  } else if (preferences.isError) {
    body = (
      <Group gap="sm">
        <Text size="sm">{UI.loadFailed}</Text>
        <Button variant="light" size="xs" onClick={() => void preferences.refetch()}>
          {UI.tryAgain}
        </Button>
      </Group>
    );
  } else {
    body = <Loader size="sm" aria-label={UI.loading} />;
  }

  return (
    <Stack component="section" gap="sm" maw={560} aria-labelledby="mail-settings-title">
      <Title order={2} fz="lg" id="mail-settings-title">
        {UI.title}
      </Title>
      <Text size="sm" c="dimmed">
        {UI.intro}
      </Text>
      {body}
    </Stack>
  );
}
