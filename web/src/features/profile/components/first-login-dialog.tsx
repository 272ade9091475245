import { Button, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { SessionUser } from '@squadboard/domain';
import { type FirstLoginNames, ZFirstLoginNames } from '@squadboard/domain/profile/profile.schema';
import { useEffect, useState } from 'react';
import { showFailure } from '../../../lib/failures.ts';
import { parseWith, zodResolver } from '../../../lib/form.ts';
import { useCompleteFirstLogin } from '../api/complete-first-login.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { browserTimeZone } from '../browser-time-zone.ts';
import { PROFILE_UI } from '../profile-strings.ts';
import { AvatarPicker } from './avatar-picker.tsx';

/** When the browser names no zone at all, GMT: the person can change it on My Profile. */
const GMT_ZONE = 'Europe/London';

interface FirstLoginDialogProps {
  user: SessionUser;
  opened: boolean;
  /** Called once the server has recorded the first login as done. */
  onDone: () => void;
}

/**
 * The compact MY PROFILE form after a first sign-in (spec 000 §2, §4): the avatar and Save
 * Changes, plus First Name and Last Name (both required), so that nobody is known to their
 * colleagues by an e-mail address. The names are saved through PUT /api/profile with the time zone
 * the person has, else the browser's; the server marks the first login done only once the person
 * is named. It closes only by saving, so it never shows again.
 */
export function FirstLoginDialog({ user, opened, onDone }: FirstLoginDialogProps) {
  const upload = useUploadAvatar();
  const update = useUpdateProfile();
  const complete = useCompleteFirstLogin();
  const [image, setImage] = useState<Blob | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  const form = useForm<FirstLoginNames>({
    initialValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
    validate: zodResolver(ZFirstLoginNames),
  });

  useEffect(() => {
    return () => {
      if (previewUrl) {
        URL.revokeObjectURL(previewUrl);
      }
    };
  }, [previewUrl]);

  const pick = (picked: Blob) => {
    setImage(picked);
    setPreviewUrl(URL.createObjectURL(picked));
  };

  const save = form.onSubmit(async (values) => {
    const names = parseWith(ZFirstLoginNames, values);
    try {
      if (image) {
        try {
          await upload.mutateAsync(image);
        } catch (error) {
          // The picture failed: back to the previous avatar, the names stay for a retry.
          setImage(null);
          setPreviewUrl(null);
          throw error;
        }
      }
      await update.mutateAsync({
        ...names,
        location: user.location,
        timeZone: user.timeZone ?? browserTimeZone() ?? GMT_ZONE,
      });
      await complete.mutateAsync();
      onDone();
    } catch (error) {
      showFailure(error, { form });
    }
  });

  const saving = upload.isPending || update.isPending || complete.isPending;
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={PROFILE_UI.firstLoginTitle}
      centered
      size="md"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      styles={{ title: { fontWeight: 700, letterSpacing: 1 } }}
    >
      <form onSubmit={save} noValidate>
        <Stack align="center" gap="md">
          <AvatarPicker
            user={user}
            previewUrl={previewUrl}
            size={120}
            busy={upload.isPending}
            onPick={pick}
          />
          <Text size="sm" c="dimmed" ta="center">
            {PROFILE_UI.firstLoginIntro}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" w="100%">
            <TextInput
              label={PROFILE_UI.firstName}
              required
              autoComplete="given-name"
              data-autofocus
              {...form.getInputProps('firstName')}
            />
            <TextInput
              label={PROFILE_UI.lastName}
              required
              autoComplete="family-name"
              {...form.getInputProps('lastName')}
            />
          </SimpleGrid>
          <Button type="submit" fullWidth loading={saving}>
            {PROFILE_UI.saveChanges}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
