import { ActionIcon, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { Profile } from '@squadboard/domain/profile/profile.schema';
import { IconArrowLeft, IconMail, IconMapPin } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { fullNameOf } from '../../../entities/person/components/user-avatar.tsx';
import { PROFILE_UI } from '../profile-strings.ts';
import { AvatarPicker } from './avatar-picker.tsx';
import { useAvatarUpload } from './use-avatar-upload.ts';

/** The left card: back arrow, avatar with its upload pencil, name, e-mail and location. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const navigate = useNavigate();
  const location = useLocation();
  const avatar = useAvatarUpload();
  const name = fullNameOf(profile);

  // Opened from within the app: go back there; opened directly: the dashboard is "back".
  const goBack = () => {
    if (location.key === 'default') {
      void navigate('/dashboard');
    } else {
      void navigate(-1);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-start">
        <Tooltip label={PROFILE_UI.back}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={PROFILE_UI.back} onClick={goBack}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Stack align="center" gap="xs" mt={-8}>
        <AvatarPicker
          user={profile}
          previewUrl={avatar.previewUrl}
          busy={avatar.busy}
          size={112}
          onPick={avatar.start}
        />
        <Title order={2} fz="lg" ta="center" mt="xs" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Title>
        {/* Without a name the heading already is the e-mail. */}
        {name === profile.email ? null : (
          <Group gap={6} wrap="nowrap" maw="100%">
            <IconMail size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed" truncate="end">
              {profile.email}
            </Text>
          </Group>
        )}
        {profile.location ? (
          <Group gap={6} wrap="nowrap" maw="100%">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
            <Text size="sm" c="dimmed" truncate="end">
              {profile.location}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
