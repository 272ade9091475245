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

type Listeners<E> = Set<(event: E) => void>;

function emit<E>(listeners: Listeners<E>, event: E): void {
  for (const listener of listeners) {
    listener(event);
  }
}

export class SquadEvents {
  private readonly leadListeners: Listeners<SquadLeadChanged> = new Set();
  private readonly peopleListeners: Listeners<SquadPeopleChanged> = new Set();

  onLeadChanged(listener: (event: SquadLeadChanged) => void): () => void {
    this.leadListeners.add(listener);
    return () => this.leadListeners.delete(listener);
  }

  emitLeadChanged(event: SquadLeadChanged): void {
    emit(this.leadListeners, event);
  }

  /** Members or lead changed, or the squad was deleted. */
  onPeopleChanged(listener: (event: SquadPeopleChanged) => void): () => void {
    this.peopleListeners.add(listener);
    return () => this.peopleListeners.delete(listener);
  }

  emitPeopleChanged(event: SquadPeopleChanged): void {
    emit(this.peopleListeners, event);
  }
}
