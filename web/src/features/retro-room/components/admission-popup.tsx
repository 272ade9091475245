import { Badge, Button, CloseButton, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { AdmitAck, AdmitPayload, WaitingEntry } from '@squadboard/domain/realtime/retro-room.events';
import { useId, useState } from 'react';
import { ROOM_UI as UI } from '../retro-room-strings.ts';

interface AdmissionPopupProps {
  waiting: WaitingEntry[];
  onDecide: (payload: AdmitPayload) => Promise<AdmitAck>;
}

/**
 * Spec 002 §4: one request as '{name} wants to join' with Admit/Deny; several as a list with
 * per-person answers and Allow all / Deny all. Non-modal, so the admin keeps working meanwhile.
 */
export function AdmissionPopup({ waiting, onDecide }: AdmissionPopupProps) {
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  // Hidden by the admin until somebody new asks.
  const [hiddenFor, setHiddenFor] = useState<string | null>(null);
  const signature = waiting.map((w) => w.id).join(',');
  if (waiting.length === 0 || hiddenFor === signature) {
    return null;
  }

  const decide = (payload: AdmitPayload) => {
    setBusy(true);
    void onDecide(payload).finally(() => setBusy(false));
  };
  const single = waiting.length === 1 ? waiting[0] : undefined;
  const title = single ? UI.wantsToJoin(single.name) : MSG.retro.moreWantToJoin;

  return (
    <Paper
      role="dialog"
      aria-modal={false}
      aria-labelledby={titleId}
      withBorder
      shadow="lg"
      radius="md"
      p="md"
      pos="fixed"
      // A phone gets it along the bottom edge, clear of the board's title and attendees.
      top={{ base: 'auto', xs: 72 }}
      bottom={{ base: 12, xs: 'auto' }}
      left={{ base: 12, xs: 'auto' }}
      right={{ base: 12, xs: 16 }}
      w={{ base: 'auto', xs: 380 }}
      style={{ zIndex: 300 }}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text id={titleId} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <CloseButton aria-label={UI.hideRequests} onClick={() => setHiddenFor(signature)} />
        </Group>
        {single ? (
          <Group justify="flex-end" gap="xs">
            <Button
              variant="default"
              color="red"
              disabled={busy}
              onClick={() => decide({ decision: 'deny', participantIds: [single.id] })}
            >
              {UI.deny}
            </Button>
            <Button loading={busy} onClick={() => decide({ decision: 'admit', participantIds: [single.id] })}>
              {UI.admit}
            </Button>
          </Group>
        ) : (
          <>
            <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
              <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {waiting.map((person) => (
                  <Group key={person.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                      <Text size="sm" truncate="end">
                        {person.name}
                      </Text>
                      {person.guest ? (
                        <Badge size="xs" variant="light" color="gray">
                          {UI.guest}
                        </Badge>
                      ) : null}
                      {person.returning ? (
                        <Badge size="xs" variant="light" color="orange">
                          {UI.returning}
                        </Badge>
                      ) : null}
                    </Group>
                    <Group gap={4} wrap="nowrap">
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        color="red"
                        disabled={busy}
                        aria-label={UI.denyPerson(person.name)}
                        onClick={() => decide({ decision: 'deny', participantIds: [person.id] })}
                      >
                        {UI.deny}
                      </Button>
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={busy}
                        aria-label={UI.admitPerson(person.name)}
                        onClick={() => decide({ decision: 'admit', participantIds: [person.id] })}
                      >
                        {UI.admit}
                      </Button>
                    </Group>
                  </Group>
                ))}
              </Stack>
            </ScrollArea.Autosize>
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                disabled={busy}
                onClick={() => decide({ decision: 'deny', all: true })}
              >
                {UI.denyAll}
              </Button>
              <Button loading={busy} onClick={() => decide({ decision: 'admit', all: true })}>
                {UI.allowAll}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
