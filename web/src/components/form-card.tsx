import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title.ts';

interface FormCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The framed, centred card of the account screens, join retro and unsubscribe. */
export function FormCard({ title, subtitle, children }: FormCardProps) {
  usePageTitle(title);
  return (
    <Center py={{ base: 'md', sm: 'xl' }} px={{ base: 0, xs: 'md' }}>
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'lg', sm: 'xl' }} w="100%" maw={440}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              {title}
            </Title>
            {subtitle ? (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            ) : null}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
