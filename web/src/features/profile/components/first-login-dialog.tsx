import { Button, Modal, Stack, Text } from '@mantine/core';
import type { SessionUser } from '@squadboard/domain';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompleteFirstLogin } from '../api/complete-first-login.ts';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { PROFILE_UI } from '../profile-strings.ts';
import { AvatarPicker } from './avatar-picker.tsx';

interface FirstLoginDialogProps {
  user: SessionUser;
  opened: boolean;
  /** Called once the server has recorded the first login as done. */
  onDone: () => void;
}

/**
 * The compact MY PROFILE form after a first sign-in (spec 000 §2, §4): an avatar and Save Changes.
 * It closes only by saving, which marks the first login done so it never shows again.
 */
export function FirstLoginDialog({ user, opened, onDone }: FirstLoginDialogProps) {
  const upload = useUploadAvatar();
  const complete = useCompleteFirstLogin();
  const [image, setImage] = useState<Blob | null>(null);
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

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

  const save = async () => {
    try {
      if (image) {
        await upload.mutateAsync(image);
      }
      await complete.mutateAsync();
      onDone();
    } catch (error) {
      // The picture failed (or the save did): back to the previous avatar, the user may retry.
      setImage(null);
      setPreviewUrl(null);
      toast.error(errorMessage(error));
    }
  };

  const saving = upload.isPending || complete.isPending;
  return (
    <Modal
      opened={opened}
      onClose={() => undefined}
      title={PROFILE_UI.firstLoginTitle}
      centered
      size="sm"
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      styles={{ title: { fontWeight: 700, letterSpacing: 1 } }}
    >
      <Stack align="center" gap="md">
        <AvatarPicker user={user} previewUrl={previewUrl} size={120} busy={upload.isPending} onPick={pick} />
        <Text size="sm" c="dimmed" ta="center">
          {PROFILE_UI.firstLoginIntro}
        </Text>
        <Button fullWidth onClick={() => void save()} loading={saving} data-autofocus>
          {PROFILE_UI.saveChanges}
        </Button>
      </Stack>
    </Modal>
  );
}
