import type { Role } from './constants.ts';

/**
 * Who is asking: always derived by the server from the session (never from a request body), the
 * same for HTTP routes and live sockets. `squadIds` are the squads the caller leads or belongs to,
 * read with the session; a Super Admin sees every squad of the organisation whatever they hold.
 */
export interface Caller {
  id: string;
  customerId: string;
  role: Role;
  squadIds: readonly string[];
  /**
   * The profile's time zone, read with the session (null or absent: UTC): what "today" is for the
   * caller (todayFor). Callers the server makes for itself (seeding) have none.
   */
  timeZone?: string | null;
}
