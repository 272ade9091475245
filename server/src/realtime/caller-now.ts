import type { Caller } from '@squadboard/domain';
import { appError } from '../http/app-error.ts';
import type { AuthService } from '../modules/auth/auth.service.ts';
import type { SocketData } from './room-types.ts';

/**
 * The signed-in caller of a socket as an HTTP request would see them now: the session is resolved
 * again, so a squad joined or left since the socket connected, a changed role, or a session ended
 * elsewhere counts at once (the sprint board's watch, a retro card made into a work item). A
 * guest pass is never a caller: FORBIDDEN.
 */
export async function callerNow(
  auth: Pick<AuthService, 'resolveSession'>,
  socket: { data: SocketData },
): Promise<Caller> {
  if (!socket.data.user) {
    throw appError('FORBIDDEN');
  }
  // The token the gateway read from the handshake's cookie: resolved afresh, never re-parsed.
  const token = socket.data.sessionToken;
  const resolved = token ? await auth.resolveSession(token) : null;
  if (resolved?.state !== 'valid' || resolved.user.id !== socket.data.user.id) {
    throw appError('SESSION_EXPIRED');
  }
  return resolved.user;
}
