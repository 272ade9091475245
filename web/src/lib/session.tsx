import type { SessionUser } from '@squadboard/domain';
import { createContext, type ReactNode, useContext } from 'react';

// The signed-in user, shared by the shell with every page under it. Features read it from here
// rather than from the auth feature, so features never import each other (conventions rule 6).

/** Query key of the session probe (GET /api/auth/session); its data is the user, or null for a visitor. */
export const ME_QUERY_KEY = ['auth', 'me'] as const;

const SessionUserContext = createContext<SessionUser | null>(null);

export function SessionUserProvider({ user, children }: { user: SessionUser; children: ReactNode }) {
  return <SessionUserContext.Provider value={user}>{children}</SessionUserContext.Provider>;
}

/** Only valid under the signed-in layout, which renders nothing until the user is known. */
export function useSessionUser(): SessionUser {
  const user = useContext(SessionUserContext);
  if (!user) {
    throw new Error('useSessionUser must be used inside the signed-in layout');
  }
  return user;
}

/** The user under the signed-in layout, or null on a page visitors also see (plans, billing). */
export function useOptionalSessionUser(): SessionUser | null {
  return useContext(SessionUserContext);
}
