import { Box, Stack } from '@mantine/core';
import { personName, type SessionUser } from '@squadboard/domain';
import type { RoomSnapshot } from '@squadboard/domain/realtime/retro-room.events';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useStartRetro } from '../../entities/retro/api/start-retro.ts';
import { readGuestPass } from '../../entities/retro/guest-pass.ts';
import { squadChoicesQuery } from '../../entities/squad/api/squad-choices.ts';
import { showFailure } from '../../lib/failures.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { BoardApi } from './board/board-api.ts';
import { LiveBoard } from './board/components/live-board.tsx';
import { useBoard } from './board/use-board.ts';
import { AdmissionPopup } from './components/admission-popup.tsx';
import { BoardHeader } from './components/board-header.tsx';
import { ElapsedClock } from './components/elapsed-clock.tsx';
import { LeftSnackbar, useDepartures } from './components/left-snackbar.tsx';
import { NotStartedPanel, ReadOnlyNotice, RoomFailed, RoomLoading } from './components/room-status.tsx';
import { RoomTopBar } from './components/room-top-bar.tsx';
import { WaitingScreen } from './components/waiting-screen.tsx';
import { EndingFlow } from './ending/ending-flow.tsx';
import { FacilitationBar } from './facilitation/facilitation-bar.tsx';
import { ROOM_UI as UI } from './retro-room-strings.ts';
import { ReviewPanel } from './review/review-panel.tsx';
import { retroRoleLabel } from './room-format.ts';
import { RoomToolbar } from './tools/room-toolbar.tsx';
import { useRetroRoom } from './use-retro-room.ts';
import { useRoomGuards } from './use-room-guards.ts';

const PAGE_TITLE = 'Retro Session';

interface RetroRoomPageProps {
  /** The signed-in user, or null for a guest (who then needs the pass the join page stored). */
  user: SessionUser | null;
  /** Top-bar actions composed by the app: bug report, notifications, help, account menu. */
  topBarActions: ReactNode;
  /** Opens the app's bug report (spec 002 §2: the sub-header carries it too). */
  onReportBug?: () => void;
}

/** /retro-session/{room}: the live retro room (spec 002 §2). */
export function RetroRoomPage({ user, topBarActions, onReportBug }: RetroRoomPageProps) {
  const { id: room = '' } = useParams();
  const guestPass = useMemo(() => (user ? null : readGuestPass(room)), [user, room]);
  // Spec 002 §2: with a room but nobody to be, the join page asks for a name first.
  if (!user && !guestPass) {
    return <Navigate to={`/join-retro/${room}`} replace />;
  }
  return (
    <RoomScreen
      // A different room or person is a different connection.
      key={`${room}:${user?.id ?? guestPass?.token}`}
      room={room}
      guestToken={guestPass?.token ?? null}
      knownName={user ? personName(user) : (guestPass?.name ?? '')}
      userId={user?.id ?? null}
      topBarActions={topBarActions}
      onReportBug={onReportBug}
    />
  );
}

interface RoomScreenProps {
  room: string;
  guestToken: string | null;
  knownName: string;
  /** The signed-in user's id; null for a guest. */
  userId: string | null;
  topBarActions: ReactNode;
  onReportBug?: () => void;
}

function RoomScreen({ room, guestToken, knownName, userId, topBarActions, onReportBug }: RoomScreenProps) {
  const signedIn = userId !== null;
  const navigate = useNavigate();
  const departures = useDepartures();
  const { view, live, rejoin, admit, leave } = useRetroRoom({
    room,
    guestToken,
    signedIn,
    onLeft: departures.announce,
  });
  const boardApi = useBoard(live, view.kind === 'room' ? view.entry : null);
  const snapshot = view.kind === 'room' ? view.snapshot : null;
  // A card goes to the backlog of the retro's squad: offered to whoever sees that squad, as the
  // work-items rule the server applies (GET /api/squads/choices, shared with every picker).
  const squadId = snapshot?.retro.squadId;
  const choices = useQuery({ ...squadChoicesQuery, enabled: signedIn && Boolean(squadId) });
  const seesSquad = choices.data?.items.some((squad) => squad.id === squadId) ?? false;
  // Trapped while there is a live room to drop out of (or a place in its waiting room).
  useRoomGuards(view.kind === 'waiting' || snapshot?.mode === 'live');
  usePageTitle(snapshot?.retro.title ?? PAGE_TITLE);
  const backToJoin = () => void navigate(`/join-retro/${room}`, { replace: true });

  return (
    <Box h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <RoomTopBar
        clock={
          view.kind === 'room' ? (
            <ElapsedClock retro={view.snapshot.retro} skew={view.skew} live={view.snapshot.mode === 'live'} />
          ) : null
        }
        title={snapshot?.retro.title ?? null}
        name={snapshot?.me.name ?? knownName}
        roleLabel={snapshot ? retroRoleLabel(snapshot.role) : signedIn ? '' : UI.guest}
        actions={topBarActions}
        onLeave={leave}
      />
      <Box component="main" bg="var(--mantine-color-gray-0)" style={{ flex: 1, overflow: 'auto' }}>
        {view.kind === 'connecting' ? <RoomLoading /> : null}
        {view.kind === 'failed' ? (
          <RoomFailed message={view.message} onRetry={rejoin} onLeave={backToJoin} />
        ) : null}
        {view.kind === 'waiting' ? <WaitingScreen returning={view.returning} name={knownName} /> : null}
        {view.kind === 'room' ? (
          <RoomBoard
            snapshot={view.snapshot}
            entry={view.entry}
            boardApi={boardApi}
            onStarted={rejoin}
            onReportBug={onReportBug}
            clockOffset={view.skew}
            seesSquad={seesSquad}
            userId={userId}
          />
        ) : null}
      </Box>
      {snapshot && snapshot.role === 'RETRO_ADMIN' && snapshot.mode !== 'read-only' ? (
        <AdmissionPopup waiting={snapshot.waiting} onDecide={admit} />
      ) : null}
      {snapshot ? <EndingFlow snapshot={snapshot} board={boardApi.board} send={boardApi.send} /> : null}
      <LeftSnackbar items={departures.items} />
    </Box>
  );
}

function RoomBoard({
  snapshot,
  entry,
  boardApi,
  onStarted,
  onReportBug,
  clockOffset,
  seesSquad,
  userId,
}: {
  snapshot: RoomSnapshot;
  entry: number;
  boardApi: BoardApi;
  onStarted: () => void;
  onReportBug?: () => void;
  clockOffset: number;
  seesSquad: boolean;
  userId: string | null;
}) {
  const start = useStartRetro();
  const startRetro = () =>
    start.mutate(snapshot.retro.id, {
      // Joining again brings the live room (and the running clock).
      onSuccess: onStarted,
      onError: (error) => showFailure(error),
    });
  const toolbar = (
    <RoomToolbar
      snapshot={snapshot}
      board={boardApi.board}
      send={boardApi.send}
      onReportBug={onReportBug}
      clockOffset={clockOffset}
    />
  );
  // The live room's admin may pass the facilitator's role on (the server decides).
  const handOver =
    snapshot.role === 'RETRO_ADMIN' && snapshot.mode === 'live'
      ? (participantId: string) => boardApi.send('handover', { participantId })
      : undefined;
  return (
    <Stack gap="md" p={{ base: 'sm', sm: 'md', md: 'lg' }} maw={1600} mx="auto">
      <BoardHeader snapshot={snapshot} onHandOver={handOver} />
      {snapshot.mode === 'read-only' ? <ReadOnlyNotice /> : null}
      {snapshot.mode === 'not-started' ? (
        <>
          {toolbar}
          <NotStartedPanel retro={snapshot.retro} starting={start.isPending} onStart={startRetro} />
        </>
      ) : (
        <>
          {snapshot.mode === 'live' ? (
            <FacilitationBar snapshot={snapshot} board={boardApi.board} send={boardApi.send} />
          ) : null}
          <ReviewPanel snapshot={snapshot} board={boardApi.board} send={boardApi.send} userId={userId} />
          <LiveBoard
            snapshot={snapshot}
            entry={entry}
            api={boardApi}
            toolbar={toolbar}
            seesSquad={seesSquad}
          />
        </>
      )}
    </Stack>
  );
}
