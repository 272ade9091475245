// A squad that gets another lead changes who runs its live retros: the realtime gateway subscribes
// here to tell the old and the new lead's open rooms at once, so the squads service does not
// depend on it. (Every admin-only board operation also re-reads the role, so nothing relies on
// this event for safety; it only makes the pages catch up without waiting for a refused click.)

export interface SquadLeadChanged {
  /** The previous lead (if there was one) and the new one. */
  userIds: string[];
}

export class SquadEvents {
  private readonly listeners = new Set<(event: SquadLeadChanged) => void>();

  onLeadChanged(listener: (event: SquadLeadChanged) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emitLeadChanged(event: SquadLeadChanged): void {
    for (const listener of this.listeners) {
      listener(event);
    }
  }
}
