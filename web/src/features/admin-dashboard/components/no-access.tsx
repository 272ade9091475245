import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconArrowLeft, IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ADMIN_UI as UI } from '../admin-dashboard-strings.ts';

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
        {/* The side menu is hidden on this section (spec 001 §2.4): the way back is here. */}
        <Button
          component={Link}
          to="/dashboard"
          mt="xs"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {UI.backToDashboard}
        </Button>
      </Stack>
    </Paper>
  );
}
