import { MSG } from '@squadboard/domain';
import { bestClockOffset, type ClockSample } from '@squadboard/domain/realtime/clock';
import {
  type AdmitAck,
  type AdmitPayload,
  byRoleThenName,
  type JoinAck,
  type RoomSnapshot,
} from '@squadboard/domain/realtime/retro-room.events';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearGuestPass, readGuestPass } from '../../entities/retro/guest-pass.ts';
import { showAckFailure } from '../../lib/failures.ts';
import { holdLiveSocket, type LiveHandle, unanswered } from '../../lib/live-socket.ts';
import { toast } from '../../lib/toast.ts';

// The room's hold on the tab's one socket (lib/live-socket.ts): join, wait, be admitted, follow
// who is in and who waits, and find the way back after a lost connection. The protocol is the
// typed map in domain/realtime (docs/realtime.md); this hook turns it into one view state for the
// page. The lists come whole in the join snapshot, then change by difference (joined / left,
// userJoin / waitingLeft); the socket unpacks the server's `batch` messages into those events,
// in order, for every listener. Going away says `leave`: the socket may stay for the bell.

export type RoomView =
  | { kind: 'connecting' }
  | { kind: 'waiting'; returning: boolean }
  /**
   * `skew`: server clock minus this browser's, measured over the socket's round trips (the join,
   * then a few `clock` pings; domain/realtime/clock.ts). `entry` counts the entries into the room
   * (a reconnect is a new one), so the board knows when to sync.
   */
  | { kind: 'room'; snapshot: RoomSnapshot; skew: number; entry: number }
  | { kind: 'failed'; message: string };

/**
 * What the room hands the join page when it sends a guest back (router state): the name they
 * typed, to fill the form again. The join page reads `state.name` (join-retro-page.tsx).
 */
type JoinPageState = { name: string };

/** Handshake refusals that mean "you are nobody here": back to the join page. */
const IDENTITY_ERRORS = new Set(['UNAUTHENTICATED', 'SESSION_EXPIRED', 'GUEST_TOKEN_INVALID']);
/** Join refusals after which staying on the page makes no sense. */
const LEAVE_CODES = new Set(['INVALID_MEETING', 'NOT_STARTED', 'RETRO_ENDED', 'GUEST_LIMIT', 'OTHER_RETRO']);
/** `clock` pings after each entry: the shortest of their round trips gives the offset. */
const CLOCK_PINGS = 3;
/** Where the Leave button takes people: the list of retros, or the join page for a guest. */
const SIGNED_IN_EXIT = '/retro/retro-list';
const GUEST_EXIT = '/join-retro';

interface Options {
  room: string;
  /** A guest's pass from the join page; signed-in users are known by their session cookie. */
  guestToken: string | null;
  signedIn: boolean;
  /** Somebody's last connection closed (spec: '{name} has left' snackbar). */
  onLeft: (person: { id: string; name: string }) => void;
}

export function useRetroRoom({ room, guestToken, signedIn, onLeft }: Options) {
  const navigate = useNavigate();
  const [view, setView] = useState<RoomView>({ kind: 'connecting' });
  const liveRef = useRef<LiveHandle | null>(null);
  // The same hold, as state: the board listens on it once it exists.
  const [live, setLive] = useState<LiveHandle | null>(null);
  const joinRef = useRef<() => void>(() => undefined);
  const leaveRef = useRef<(path: string) => void>(() => undefined);
  const onLeftRef = useRef(onLeft);
  onLeftRef.current = onLeft;

  useEffect(() => {
    const live = holdLiveSocket({ guestToken });
    const { socket } = live;
    liveRef.current = live;
    setLive(live);
    let entries = 0;
    let disposed = false;
    let lost = false;

    /** Out of the room at once (the room hears '{name} has left'); the socket may stay. */
    const leaveRoom = () => {
      if (!disposed) {
        disposed = true;
        void live.emitWithAck('leave', {});
      }
    };
    const leaveTo = (path: string, state?: JoinPageState) => {
      leaveRoom();
      void navigate(path, { replace: true, state });
    };
    const backToJoin = (state?: JoinPageState) => leaveTo(`/join-retro/${room}`, state);
    leaveRef.current = leaveTo;

    // The clock samples of the current entry; a new entry (maybe after a sleep) measures afresh.
    let samples: ClockSample[] = [];
    const measureClock = (left: number, into: ClockSample[]) => {
      if (left <= 0 || disposed || into !== samples) {
        return;
      }
      const sentAt = Date.now();
      void live.emitWithAck('clock', {}).then((ack) => {
        const receivedAt = Date.now();
        if (disposed || !ack.ok || into !== samples) {
          return; // the join's own sample stands
        }
        into.push({ sentAt, serverTime: ack.serverTime, receivedAt });
        const skew = bestClockOffset(into);
        setView((current) =>
          current.kind === 'room' && current.skew !== skew ? { ...current, skew } : current,
        );
        measureClock(left - 1, into);
      });
    };

    const onJoinAck = (ack: JoinAck, sentAt: number, receivedAt: number) => {
      if (showAckFailure(ack)) {
        if (LEAVE_CODES.has(ack.code)) {
          // A pass for another retro is no use here, nor one to a retro that ended before its
          // guest was let in; the join page issues the right one.
          if ((ack.code === 'OTHER_RETRO' || ack.code === 'RETRO_ENDED') && !signedIn) {
            clearGuestPass(room);
          }
          backToJoin();
        } else {
          setView({ kind: 'failed', message: ack.message });
        }
        return;
      }
      if (ack.state === 'waiting') {
        setView({ kind: 'waiting', returning: ack.returning });
        return;
      }
      entries += 1;
      const serverTime = Date.parse(ack.snapshot.serverTime);
      samples = Number.isNaN(serverTime) ? [] : [{ sentAt, serverTime, receivedAt }];
      setView({ kind: 'room', snapshot: ack.snapshot, skew: bestClockOffset(samples), entry: entries });
      measureClock(CLOCK_PINGS, samples);
    };

    const join = () => {
      const sentAt = Date.now();
      void live.emitWithAck('join', { room }).then((ack) => {
        const receivedAt = Date.now();
        if (disposed) {
          return;
        }
        if (unanswered(ack)) {
          // Cut off mid-join: the reconnect joins again. Connected but unanswered: say so.
          if (socket.connected) {
            setView({ kind: 'failed', message: MSG.generic.somethingWentWrong });
          }
          return;
        }
        onJoinAck(ack, sentAt, receivedAt);
      });
    };
    joinRef.current = join;

    const connectionLost = () => {
      if (!lost) {
        lost = true;
        toast.info(MSG.retro.connectionLost);
      }
    };
    const backOnline = () => {
      if (lost) {
        lost = false;
        toast.info(MSG.retro.backOnline);
      }
      join();
    };

    const updateRoom = (change: (snapshot: RoomSnapshot) => RoomSnapshot) => {
      setView((current) =>
        current.kind === 'room' ? { ...current, snapshot: change(current.snapshot) } : current,
      );
    };

    live.on('disconnect', () => {
      // The server hung up (session ended, account made inactive …): the socket tries again by
      // itself (live-socket.ts), and that either works or says why in the handshake error.
      if (!disposed) {
        connectionLost();
      }
    });
    live.on('connect_error', (error) => {
      if (disposed) {
        return;
      }
      if (IDENTITY_ERRORS.has(error.message)) {
        if (!signedIn) {
          clearGuestPass(room);
        }
        backToJoin();
        return;
      }
      if (!socket.active) {
        // Refused for another reason, so socket.io will not retry on its own. A refusal the server
        // explains (too many open connections) carries the catalogue's text in `data`.
        const explained = (error as Error & { data?: { message?: unknown } }).data?.message;
        const message = typeof explained === 'string' ? explained : MSG.generic.somethingWentWrong;
        setView({ kind: 'failed', message });
      }
    });
    live.on('admitted', join);
    live.on('declined', (payload) => {
      toast.warning(payload.message || MSG.retro.declined);
      // The join form shows the name again, so trying once more is one click.
      const name = signedIn ? undefined : readGuestPass(room)?.name;
      if (!signedIn) {
        clearGuestPass(room);
      }
      backToJoin(name ? { name } : undefined);
    });
    live.on('userJoin', ({ waiting }) => {
      const knocked = new Set(waiting.map((w) => w.id));
      updateRoom((snapshot) => ({
        ...snapshot,
        waiting: [...snapshot.waiting.filter((w) => !knocked.has(w.id)), ...waiting],
      }));
    });
    live.on('waitingLeft', ({ ids }) => {
      const gone = new Set(ids);
      updateRoom((snapshot) => ({ ...snapshot, waiting: snapshot.waiting.filter((w) => !gone.has(w.id)) }));
    });
    live.on('joined', ({ participant }) => {
      updateRoom((snapshot) => ({
        ...snapshot,
        participants: [...snapshot.participants.filter((p) => p.id !== participant.id), participant].sort(
          byRoleThenName,
        ),
      }));
    });
    live.on('left', (person) => {
      updateRoom((snapshot) => ({
        ...snapshot,
        participants: snapshot.participants.filter((p) => p.id !== person.id),
      }));
      onLeftRef.current(person);
    });
    // The facilitator changed. Everyone hears it; those whose role changed are also
    // sent `admitted` and join again for their new role.
    live.on('handedOver', ({ participantId, name }) => {
      toast.info(
        participantId === null ? MSG.board.facilitationReturned : MSG.board.facilitatorChanged(name),
      );
    });
    live.on('close', ({ status }) => {
      if (status === 'CANCELLED' || status === 'DELETED') {
        toast.info(status === 'CANCELLED' ? MSG.retro.cancelled : MSG.retro.deleted);
        leaveTo(signedIn ? '/retro/retro-list' : '/join-retro');
        return;
      }
      // Completed (or archived): the same room, now read-only.
      join();
    });

    const onOffline = () => connectionLost();
    const onOnline = () => {
      if (socket.connected) {
        backOnline();
      }
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    // Spec 002 §2 reloads the page when back online; joining again refreshes the board without
    // losing the page state. At once if the socket is connected already (the bell's).
    live.onResync(backOnline);
    live.connect();

    return () => {
      leaveRoom();
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
      live.release();
      liveRef.current = null;
      setLive(null);
      joinRef.current = () => undefined;
      leaveRef.current = () => undefined;
    };
  }, [room, guestToken, signedIn, navigate]);

  /** Ask for the room again (after starting the retro, or from the error state). */
  const rejoin = useCallback(() => {
    setView((current) => (current.kind === 'failed' ? { kind: 'connecting' } : current));
    const live = liveRef.current;
    if (live && !live.socket.connected) {
      live.connect();
      return;
    }
    joinRef.current();
  }, []);

  /** An admin's answer to people waiting; the server then sends the new waiting list. */
  const admit = useCallback(
    (payload: AdmitPayload) =>
      (liveRef.current?.socket.connected
        ? liveRef.current.emitWithAck('admit', payload)
        : Promise.resolve<AdmitAck>({ ok: false, code: 'OFFLINE', message: MSG.retro.connectionLost })
      ).then((ack) => {
        if (ack.ok) {
          // Answered people leave the list at once; the server's waitingLeft confirms it.
          const answered = 'all' in payload ? null : new Set(payload.participantIds);
          setView((current) =>
            current.kind === 'room'
              ? {
                  ...current,
                  snapshot: {
                    ...current.snapshot,
                    waiting: answered ? current.snapshot.waiting.filter((w) => !answered.has(w.id)) : [],
                  },
                }
              : current,
          );
        } else {
          showAckFailure(ack);
        }
        return ack;
      }),
    [],
  );

  /**
   * The Leave button: out of the room at once (the room hears '{name} has left'), a guest's pass
   * is forgotten, and the person goes to the retro list, or a guest to the join page.
   */
  const leave = useCallback(() => {
    if (!signedIn) {
      clearGuestPass(room);
    }
    leaveRef.current(signedIn ? SIGNED_IN_EXIT : GUEST_EXIT);
  }, [room, signedIn]);

  return { view, live, rejoin, admit, leave };
}
