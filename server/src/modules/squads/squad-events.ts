import { createSignal, type SignalLog } from '../../events/signal.ts';

// What the realtime gateway hears of squads, after each change commits, so the squads service
// does not depend on it:
// - A squad that gets another lead changes who runs its live retros: the gateway tells the old
//   and the new lead's open rooms at once. (Every admin-only board operation also re-reads the
//   role, so nothing relies on this event for safety; it only makes the pages catch up without
//   waiting for a refused click.)
// - A squad whose members or lead changed, or that was deleted, may no longer be seen by some of
//   those who watch its sprint board: the gateway checks each watcher again, so someone taken
//   off the squad stops hearing its board at once, not at their next reconnect.

export interface SquadLeadChanged {
  /** The previous lead (if there was one) and the new one. */
  userIds: string[];
}

export interface SquadPeopleChanged {
  squadId: string;
}

export type SquadEvents = ReturnType<typeof createSquadEvents>;

export function createSquadEvents(log: SignalLog) {
  const leadChanged = createSignal<SquadLeadChanged>(log, 'squad lead changed');
  /** Members or lead changed, or the squad was deleted. */
  const peopleChanged = createSignal<SquadPeopleChanged>(log, 'squad people changed');
  return {
    onLeadChanged: leadChanged.on,
    emitLeadChanged: leadChanged.emit,
    onPeopleChanged: peopleChanged.on,
    emitPeopleChanged: peopleChanged.emit,
  };
}
