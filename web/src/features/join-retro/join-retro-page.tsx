import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, type SessionUser } from '@squadboard/domain';
import { ZJoinRetro } from '@squadboard/domain/retro/join.schema';
import { meetingIdFromAddress, parseMeetingId } from '@squadboard/domain/retro/meeting-id';
import type { MeetingInfo } from '@squadboard/domain/retro/retro.schema';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FormCard } from '../../components/form-card.tsx';
import { readGuestPass, storeGuestPass } from '../../entities/retro/guest-pass.ts';
import { roomPath } from '../../entities/retro/room-path.ts';
import { ApiError } from '../../lib/api-client.ts';
import { showFailure } from '../../lib/failures.ts';
import { parseWith, zodResolver } from '../../lib/form.ts';
import { ME_QUERY_KEY } from '../../lib/session.tsx';
import { toast } from '../../lib/toast.ts';
import { useGuestPass } from './api/guest-pass.ts';
import { useMeetingLookup } from './api/meeting-info.ts';
import { JOIN_UI as UI } from './join-retro-strings.ts';

/** The meeting id inside an invitation link, or null when the link is not one of ours. */
function meetingIdFromLink(id: string | undefined): string | null {
  return id ? meetingIdFromAddress(id) : null;
}

/** Spec 002 §4: a completed or archived retro shows its read-only view, not the join flow. */
function hasEnded(meeting: MeetingInfo): boolean {
  return meeting.status === 'COMPLETED' || meeting.status === 'ARCHIVED';
}

function fullName(user: SessionUser | null | undefined): string {
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ').trim();
}

/**
 * The signed-in user as the public layout already fetched it. Reading the cache (skipToken: never
 * fetch here) keeps this feature independent of the auth feature (conventions rule 6).
 */
function useKnownUser(): SessionUser | null {
  const me = useQuery<SessionUser | null>({ queryKey: ME_QUERY_KEY, queryFn: skipToken });
  return me.data ?? null;
}

/** Unknown meeting, not started yet, guest limit reached: the spec's message as a toast. */
function showJoinError(error: unknown): void {
  if (error instanceof ApiError && error.status === 404) {
    toast.error(MSG.retro.invalidMeetingId);
    return;
  }
  if (error instanceof ApiError && error.code === 'NOT_STARTED') {
    toast.warning(MSG.retro.notStarted);
    return;
  }
  showFailure(error);
}

/**
 * The name a guest typed before, when the room sent them back here (declined: router state
 * `{ name }`, from the room's use-retro-room.ts), so they need not type it again.
 */
function useCarriedName(): string {
  const { state } = useLocation();
  const name: unknown = state && typeof state === 'object' ? (state as { name?: unknown }).name : undefined;
  return typeof name === 'string' ? name : '';
}

function JoinRetroForm({ lockedMeetingId }: { lockedMeetingId: string | null }) {
  const navigate = useNavigate();
  const user = useKnownUser();
  const lookup = useMeetingLookup();
  const guestPass = useGuestPass();
  const carriedName = useCarriedName();

  const form = useForm({
    initialValues: { name: carriedName || fullName(user), meetingId: lockedMeetingId ?? '' },
    validate: zodResolver(ZJoinRetro),
  });

  // /me may answer after the first render: fill the name once it is known, unless typed over.
  const knownName = fullName(user);
  const { isTouched, setFieldValue, getValues } = form;
  useEffect(() => {
    if (knownName && !isTouched('name') && !getValues().name) {
      setFieldValue('name', knownName);
    }
  }, [knownName, isTouched, setFieldValue, getValues]);

  const enterRoom = (room: string) => void navigate(roomPath(room));
  const meetingIdProps = form.getInputProps('meetingId');

  const submit = form.onSubmit(
    (values) => {
      const body = parseWith(ZJoinRetro, values);
      lookup.mutate(body.meetingId, {
        onSuccess: (meeting) => {
          if (hasEnded(meeting)) {
            // The room decides who may read the board: the retro's organisation and whoever
            // took part (a guest by the pass this browser kept). Others are told it has ended.
            if (user || meeting.myRole || readGuestPass(meeting.room)) {
              enterRoom(meeting.room);
            } else {
              toast.warning(MSG.room.ended);
            }
            return;
          }
          // Spec 002 §4: a retro admin joins directly, even before the retro has started.
          if (!meeting.started && meeting.myRole !== 'RETRO_ADMIN') {
            toast.warning(MSG.retro.notStarted);
            return;
          }
          // Signed-in users are known to the room by their session and appear by account name.
          // A role in the answer means the server knows the session even if /me is still loading.
          if (user || meeting.myRole) {
            enterRoom(meeting.room);
            return;
          }
          guestPass.mutate(
            { meetingId: body.meetingId, name: body.name },
            {
              onSuccess: (pass) => {
                storeGuestPass(pass.room, pass);
                enterRoom(pass.room);
              },
              onError: showJoinError,
            },
          );
        },
        onError: showJoinError,
      });
    },
    // Spec 002 §5: the fields say what is wrong and one toast sums it up.
    () => toast.error(MSG.validation.invalidDetails),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={UI.name}
          placeholder={UI.namePlaceholder}
          autoComplete="name"
          required
          {...form.getInputProps('name')}
        />
        <TextInput
          label={UI.meetingId}
          placeholder={UI.meetingIdPlaceholder}
          required
          readOnly={lockedMeetingId !== null}
          variant={lockedMeetingId !== null ? 'filled' : 'default'}
          description={lockedMeetingId !== null ? UI.meetingIdLocked : undefined}
          autoComplete="off"
          {...meetingIdProps}
          onBlur={(event) => {
            // A pasted link or "100 000 0007" shows as the id it stands for.
            const parsed = parseMeetingId(event.currentTarget.value);
            if (parsed && lockedMeetingId === null) {
              setFieldValue('meetingId', parsed);
            }
            meetingIdProps.onBlur?.(event);
          }}
        />
        <Button type="submit" fullWidth loading={lookup.isPending || guestPass.isPending}>
          {UI.submit}
        </Button>
      </Stack>
    </form>
  );
}

/** /join-retro and /join-retro/{room}: a name and a meeting id open the retro room. */
export function JoinRetroPage() {
  const { id } = useParams();
  // An invitation link carries the encoded room; an undecodable one just leaves the field open.
  const lockedMeetingId = useMemo(() => meetingIdFromLink(id), [id]);

  return (
    <FormCard title={UI.title} subtitle={UI.subtitle}>
      {/* A new invitation link starts a fresh form. */}
      <JoinRetroForm key={id ?? ''} lockedMeetingId={lockedMeetingId} />
    </FormCard>
  );
}
