import { createSignal, type SignalLog } from '../../events/signal.ts';

// Ending sessions must also close live sockets; the realtime gateway subscribes here so the auth
// service does not depend on it (and works without it, e.g. in tests and the CLI).

export type SessionsEnded = { kind: 'user'; userId: string } | { kind: 'session'; sessionId: string };

export type SessionEvents = ReturnType<typeof createSessionEvents>;

export function createSessionEvents(log: SignalLog) {
  const ended = createSignal<SessionsEnded>(log, 'sessions ended');
  return { onEnded: ended.on, emitEnded: ended.emit };
}
