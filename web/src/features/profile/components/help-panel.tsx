import { Anchor, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { usePublicConfig } from '../../../lib/public-config.ts';
import { PROFILE_UI } from '../profile-strings.ts';

/** Help: the support address configured on the server (CONTACT_EMAIL). */
export function HelpPanel() {
  const config = usePublicConfig();
  return (
    <Stack gap="xs">
      <Text>{MSG.profile.supportQueries}</Text>
      {config.data ? (
        <Anchor href={`mailto:${config.data.contactEmail}`}>{config.data.contactEmail}</Anchor>
      ) : config.isError ? (
        <Group gap="sm">
          <Text c="dimmed">{MSG.generic.somethingWentWrong}</Text>
          <Button size="xs" variant="light" onClick={() => void config.refetch()}>
            {PROFILE_UI.tryAgain}
          </Button>
        </Group>
      ) : (
        <Skeleton h={20} w={220} />
      )}
    </Stack>
  );
}
