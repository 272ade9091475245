import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconLock } from '@tabler/icons-react';

/** Spec 001 §2.4: what someone who is not staff sees instead of the figures. */
export function NoAccess({ email }: { email: string }) {
  return (
    <Paper withBorder radius="md" maw={560} mx={{ base: 'sm', sm: 'auto' }} mt="xl">
      <Stack align="center" gap="sm" py="xl" px="md">
        <ThemeIcon size={52} radius="xl" variant="light" color="red" aria-hidden>
          <IconLock size={28} />
        </ThemeIcon>
        <Title order={1} fz="xl">
          {MSG.adminDashboard.noAccess}
        </Title>
        <Text c="dimmed" ta="center">
          {MSG.adminDashboard.contactAdmin(email)}
        </Text>
      </Stack>
    </Paper>
  );
}
