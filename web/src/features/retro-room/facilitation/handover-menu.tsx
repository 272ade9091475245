import { ActionIcon, Button, Group, Menu, Modal, Stack, Text, Tooltip } from '@mantine/core';
import type { RoomParticipant } from '@squadboard/domain/realtime/retro-room.events';
import { IconUserShare } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { showAckFailure } from '../../../lib/failures.ts';
import type { OpAck } from '../board/use-board.ts';
import { FACILITATION_UI as UI } from './facilitation-strings.ts';

/** Who the admin may hand the room to: signed-in people other than themselves (the server checks the squad). */
export function handoverCandidates(
  participants: readonly RoomParticipant[],
  meId: string,
): RoomParticipant[] {
  return participants.filter((p) => p.id !== meId && !p.guest);
}

/**
 * The admin's "pass the facilitator's role on": a menu of the signed-in participants,
 * then a confirmation. The server hands over and tells the room (`handedOver`); the roles change
 * through the rejoin every changed person is sent (`admitted`).
 */
export function HandOverMenu({
  participants,
  meId,
  onHandOver,
}: {
  participants: readonly RoomParticipant[];
  meId: string;
  onHandOver: (participantId: string) => Promise<OpAck>;
}) {
  const titleId = useId();
  const [chosen, setChosen] = useState<RoomParticipant | null>(null);
  const [busy, setBusy] = useState(false);
  const candidates = handoverCandidates(participants, meId);
  if (candidates.length === 0 && chosen === null) {
    return null;
  }

  const confirm = async () => {
    if (!chosen) {
      return;
    }
    setBusy(true);
    try {
      const ack = await onHandOver(chosen.id);
      if (!showAckFailure(ack)) {
        setChosen(null);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Menu position="bottom-end" width={260} shadow="md" withinPortal>
        {/* The tooltip outside the target: inside, it would take the menu's aria props. */}
        <Tooltip label={UI.handOverMenu}>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" size="lg" aria-label={UI.handOverMenu}>
              <IconUserShare size={20} stroke={1.6} />
            </ActionIcon>
          </Menu.Target>
        </Tooltip>
        <Menu.Dropdown aria-labelledby={titleId}>
          <Menu.Label id={titleId}>{UI.handOverMenu}</Menu.Label>
          {candidates.map((person) => (
            <Menu.Item key={person.id} onClick={() => setChosen(person)}>
              {UI.makeFacilitator(person.name)}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={chosen !== null}
        onClose={() => (busy ? undefined : setChosen(null))}
        title={UI.handOverTitle}
        centered
        size="sm"
      >
        <Stack gap="lg">
          <Text>{UI.handOverText(chosen?.name ?? '')}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setChosen(null)} disabled={busy}>
              {UI.cancel}
            </Button>
            <Button onClick={() => void confirm()} loading={busy} data-autofocus>
              {UI.handOver}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
