import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconBug, IconEye, IconEyeOff, IconLink, IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { showAckFailure } from '../../../lib/failures.ts';
import { toast } from '../../../lib/toast.ts';
import type { RoomPartProps } from '../board/board-api.ts';
import { requestMoodDetails } from '../ending/details-request.ts';
import { SprintPanelTool, sprintToolShown } from '../sprint/sprint-panel.tsx';
import { useSprintPanel } from '../sprint/use-sprint-panel.ts';
import { copyText, retroLink } from './copy-link.ts';
import { EndRetroDialog } from './end-retro-dialog.tsx';
import { ExportMenu } from './export-menu.tsx';
import { MoodIndicators } from './mood-indicators.tsx';
import { SaveTemplateButton } from './save-template.tsx';
import { TimerControl } from './timer-control.tsx';
import { TOOLBAR_UI as UI } from './toolbar-strings.ts';

export interface RoomToolbarProps extends RoomPartProps {
  /** Spec 002 §2: Report a bug is in the sub-header too (the app opens its dialog). */
  onReportBug?: () => void;
  /** Server clock minus this browser's, for the countdown. */
  clockOffset?: number;
}

/**
 * The sub-header's tools (spec 002 §2): blur, report a bug, timer, copy link, export PDF, end
 * retro, and the Sprint panel when the retro has a sprint. Spec 002 §6: blur, copy link
 * and end retro are the room admin's; the others see Report a bug, a running countdown and, once
 * counted, the mood.
 */
export function RoomToolbar({ snapshot, board, send, onReportBug, clockOffset = 0 }: RoomToolbarProps) {
  const admin = snapshot.role === 'RETRO_ADMIN';
  const live = snapshot.mode === 'live';
  const ended = snapshot.mode === 'read-only';
  const [blurBusy, setBlurBusy] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const [linkShown, setLinkShown] = useState<string | null>(null);
  const mood = board?.moodVote?.summary?.cadenceResult ?? snapshot.retro.mood ?? null;
  const iconProps = { variant: 'subtle', color: 'gray', size: 'lg' } as const;
  // Asked when the room opens; the button shows once the answer tells of a sprint.
  const sprintPanel = useSprintPanel(snapshot);
  const sprintShown = sprintToolShown(sprintPanel);

  const toggleBlur = async () => {
    if (!board) {
      return;
    }
    // Spec 002 §4 "Blur": the toggle stays disabled until the server has set the flag.
    setBlurBusy(true);
    try {
      showAckFailure(await send('blurMessage', { on: !board.blur }));
    } finally {
      setBlurBusy(false);
    }
  };

  const copyLink = async () => {
    const link = retroLink(window.location.origin, snapshot.retro.room);
    if (await copyText(link)) {
      toast.info(MSG.retro.linkCopied);
    } else {
      setLinkShown(link); // copying refused: show it so it can be copied by hand
    }
  };

  const endRetro = async () => {
    setEnding(true);
    try {
      const ack = await send('close_retro', {});
      if (ack.ok) {
        setConfirmEnd(false);
      } else {
        toast.error(MSG.generic.somethingWentWrong);
      }
    } finally {
      setEnding(false);
    }
  };

  // A member with no countdown running, no mood yet and no bug button has nothing here: no empty bar.
  const timerShown = live && (admin || Boolean(board?.timer?.running));
  if (
    !(admin && (live || ended)) &&
    !timerShown &&
    !mood &&
    !board?.moodVote?.summary &&
    !onReportBug &&
    !sprintShown
  ) {
    return null;
  }

  return (
    <Group
      role="toolbar"
      aria-label={UI.toolbar}
      justify="space-between"
      gap="xs"
      wrap="wrap"
      px="sm"
      py={6}
      bg="var(--mantine-color-body)"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      {mood || board?.moodVote?.summary ? (
        <Group gap="xs" wrap="nowrap">
          {mood ? <MoodIndicators mood={mood} /> : null}
          {board?.moodVote?.summary ? (
            <Tooltip label={UI.moodDetails}>
              <ActionIcon {...iconProps} aria-label={UI.moodDetails} onClick={requestMoodDetails}>
                <IconReportAnalytics size={20} stroke={1.6} />
              </ActionIcon>
            </Tooltip>
          ) : null}
        </Group>
      ) : null}
      <Group gap={4} wrap="wrap" justify="flex-end" ml="auto">
        {sprintShown ? <SprintPanelTool api={sprintPanel} admin={admin} /> : null}
        {admin && live ? (
          <Tooltip label={UI.blurOn}>
            <ActionIcon
              {...iconProps}
              color={board?.blur ? 'blue' : 'gray'}
              variant={board?.blur ? 'light' : 'subtle'}
              aria-label={UI.blurOn}
              aria-pressed={Boolean(board?.blur)}
              disabled={!board || blurBusy}
              onClick={() => void toggleBlur()}
            >
              {board?.blur ? <IconEyeOff size={20} stroke={1.6} /> : <IconEye size={20} stroke={1.6} />}
            </ActionIcon>
          </Tooltip>
        ) : null}
        {onReportBug ? (
          <Tooltip label={MSG.topBar.reportBug}>
            <ActionIcon {...iconProps} aria-label={MSG.topBar.reportBug} onClick={onReportBug}>
              <IconBug size={20} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        {timerShown ? (
          <TimerControl
            timer={board?.timer ?? null}
            offset={clockOffset}
            admin={admin}
            onStart={async (seconds) => void showAckFailure(await send('startTimer', { seconds }))}
            onStop={async () => void showAckFailure(await send('stopTimer', {}))}
          />
        ) : null}
        {admin && live ? (
          <Tooltip label={UI.copyLink}>
            <ActionIcon {...iconProps} aria-label={UI.copyLink} onClick={() => void copyLink()}>
              <IconLink size={20} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        {/* A squad's templates are its lead's and Super Admins', not a facilitator's. */}
        {admin && !snapshot.facilitating && (live || ended) ? (
          <SaveTemplateButton snapshot={snapshot} />
        ) : null}
        {admin && ended && board ? (
          <ExportMenu
            snapshot={snapshot}
            board={board}
            mood={mood}
            sprintPanel={sprintPanel.state.kind === 'loaded' ? sprintPanel.state.panel : null}
          />
        ) : null}
        {admin && live ? (
          <Button color="red" size="compact-sm" onClick={() => setConfirmEnd(true)}>
            {UI.endRetro}
          </Button>
        ) : null}
      </Group>
      <EndRetroDialog
        opened={confirmEnd}
        ending={ending}
        onConfirm={() => void endRetro()}
        onClose={() => setConfirmEnd(false)}
      />
      <Modal opened={linkShown !== null} onClose={() => setLinkShown(null)} title={UI.copyLinkTitle} centered>
        <Stack gap="sm">
          <Text size="sm">{UI.copyLinkHint}</Text>
          <TextInput
            readOnly
            aria-label={UI.copyLinkTitle}
            value={linkShown ?? ''}
            onFocus={(e) => e.target.select()}
          />
        </Stack>
      </Modal>
    </Group>
  );
}
