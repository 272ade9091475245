import { ActionIcon, Box, Loader, Overlay, Tooltip } from '@mantine/core';
import { MSG, type SessionUser } from '@squadboard/domain';
import { AVATAR_ACCEPT, hasAvatarExtension } from '@squadboard/domain/profile/avatar.rules';
import { IconPencil } from '@tabler/icons-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { UserAvatar } from '../../../entities/person/components/user-avatar.tsx';
import { toast } from '../../../lib/toast.ts';
import { compressAvatar } from '../compress-image.ts';
import { PROFILE_UI } from '../profile-strings.ts';

type AvatarUser = Pick<SessionUser, 'id' | 'email' | 'firstName' | 'lastName' | 'avatarUrl'>;

interface AvatarPickerProps {
  user: AvatarUser;
  /** A picture chosen but not yet saved, shown instead of the stored one. */
  previewUrl?: string | null;
  size: number;
  /** Uploading elsewhere: spinner on, pencil off. */
  busy?: boolean;
  /** Receives the compressed picture. */
  onPick: (image: Blob) => void;
}

/** The avatar with its upload pencil; picks a png/jpg/jpeg and shrinks it in the browser. */
export function AvatarPicker({ user, previewUrl, size, busy = false, onPick }: AvatarPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [compressing, setCompressing] = useState(false);
  const working = busy || compressing;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Choosing the same file again must fire change again.
    event.currentTarget.value = '';
    if (!file) {
      return;
    }
    if (!hasAvatarExtension(file.name)) {
      toast.error(MSG.profile.avatarTypes);
      return;
    }
    setCompressing(true);
    try {
      onPick(await compressAvatar(file));
    } catch {
      toast.error(MSG.profile.avatarTypes);
    } finally {
      setCompressing(false);
    }
  };

  return (
    <Box pos="relative" w={size} h={size} style={{ flexShrink: 0 }}>
      <UserAvatar user={{ ...user, avatarUrl: previewUrl ?? user.avatarUrl }} size={size} />
      {working ? (
        <Overlay radius={999} color="#fff" backgroundOpacity={0.6} center>
          <Loader size="sm" aria-label={PROFILE_UI.uploadingAvatar} />
        </Overlay>
      ) : null}
      <Tooltip label={PROFILE_UI.uploadAvatar}>
        <ActionIcon
          pos="absolute"
          right={0}
          bottom={0}
          radius="xl"
          size={Math.max(28, Math.round(size / 4))}
          aria-label={PROFILE_UI.uploadAvatar}
          disabled={working}
          onClick={() => input.current?.click()}
          style={{ zIndex: 201, boxShadow: '0 0 0 2px var(--mantine-color-body)' }}
        >
          <IconPencil size={16} />
        </ActionIcon>
      </Tooltip>
      <input
        ref={input}
        type="file"
        accept={AVATAR_ACCEPT}
        hidden
        tabIndex={-1}
        aria-hidden
        onChange={(event) => void choose(event)}
      />
    </Box>
  );
}
