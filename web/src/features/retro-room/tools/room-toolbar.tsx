import { ActionIcon, Button, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import { IconEye, IconEyeOff, IconFileTypePdf, IconLink, IconReportAnalytics } from '@tabler/icons-react';
import { useState } from 'react';
import { getRetro } from '../../../entities/retro/api/get-retro.ts';
import { toast } from '../../../lib/toast.ts';
import { listRetroActionTitles } from '../api/list-retro-actions.ts';
import type { RoomPartProps } from '../board/board-api.ts';
import type { OpAck } from '../board/use-board.ts';
import { requestMoodDetails } from '../ending/details-request.ts';
import { copyText, retroLink } from './copy-link.ts';
import { EndRetroDialog } from './end-retro-dialog.tsx';
import { exportRetroPdf, pdfContent } from './export-pdf.ts';
import { MoodIndicators } from './mood-indicators.tsx';
import { TimerControl } from './timer-control.tsx';
import { TOOLBAR_UI as UI } from './toolbar-strings.ts';

// Report a bug is not here: the room's top bar always carries it, and one button is enough.
export type RoomToolbarProps = RoomPartProps;

function failed(ack: OpAck): boolean {
  if (ack.ok) {
    return false;
  }
  toast.error(ack.message || MSG.generic.somethingWentWrong);
  return true;
}

/**
 * The sub-header's tools (spec 002 §2): blur, timer, copy link, export PDF, end retro. Spec 002
 * §6: blur, copy link and end retro are the room admin's; the others see a running countdown
 * and, once counted, the mood.
 */
export function RoomToolbar({ snapshot, board, send }: RoomToolbarProps) {
  const admin = snapshot.role === 'RETRO_ADMIN';
  const live = snapshot.mode === 'live';
  const ended = snapshot.mode === 'read-only';
  const [blurBusy, setBlurBusy] = useState(false);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const [ending, setEnding] = useState(false);
  const [exporting, setExporting] = useState(false);
  const [linkShown, setLinkShown] = useState<string | null>(null);
  const mood = board?.moodVote?.summary?.cadenceResult ?? snapshot.retro.mood ?? null;
  const iconProps = { variant: 'subtle', color: 'gray', size: 'lg' } as const;

  const toggleBlur = async () => {
    if (!board) {
      return;
    }
    // Spec 002 §4 "Blur": the toggle stays disabled until the server has set the flag.
    setBlurBusy(true);
    try {
      failed(await send('blurMessage', { on: !board.blur }));
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

  const exportPdf = async () => {
    if (!board) {
      return;
    }
    setExporting(true);
    try {
      // The actions' titles and the attendance make the PDF a record of the meeting; if either
      // cannot be fetched, the export still goes out with what the board itself knows.
      const [actionTitles, attendees] = await Promise.all([
        listRetroActionTitles(snapshot.retro.id).catch(() => undefined),
        getRetro(snapshot.retro.id).then(
          (retro) => retro.attendeeCount,
          () => undefined,
        ),
      ]);
      const record = { actionTitles, attendees };
      await exportRetroPdf(pdfContent(snapshot.retro.title, mood, board, snapshot, record));
    } catch {
      toast.error(MSG.generic.somethingWentWrong);
    } finally {
      setExporting(false);
    }
  };

  // A member with no countdown running and no mood yet has nothing here: no empty bar.
  const timerShown = live && (admin || Boolean(board?.timer?.running));
  if (!(admin && (live || ended)) && !timerShown && !mood && !board?.moodVote?.summary) {
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
        {timerShown ? (
          <TimerControl
            timer={board?.timer ?? null}
            serverTime={snapshot.serverTime}
            admin={admin}
            onStart={async (seconds) => void failed(await send('startTimer', { seconds }))}
            onStop={async () => void failed(await send('stopTimer', {}))}
          />
        ) : null}
        {admin && live ? (
          <Tooltip label={UI.copyLink}>
            <ActionIcon {...iconProps} aria-label={UI.copyLink} onClick={() => void copyLink()}>
              <IconLink size={20} stroke={1.6} />
            </ActionIcon>
          </Tooltip>
        ) : null}
        {admin && ended ? (
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconFileTypePdf size={16} />}
            loading={exporting}
            disabled={!board}
            onClick={() => void exportPdf()}
          >
            {UI.exportPdf}
          </Button>
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
