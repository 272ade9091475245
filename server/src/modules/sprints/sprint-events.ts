// A squad's sprint that started or was completed, told after the transaction committed: the
// realtime gateway subscribes here to make that squad's open boards reload (issue 15).

export interface SquadSprintChanged {
  squadId: string;
}

export class SprintEvents {
  private readonly listeners = new Set<(event: SquadSprintChanged) => void>();

  onChanged(listener: (event: SquadSprintChanged) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emitChanged(event: SquadSprintChanged): void {
    for (const listener of this.listeners) {
      listener(event);
    }
  }
}
