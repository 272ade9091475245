import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';

// A work item that was created or changed, told after its transaction committed: the realtime
// gateway subscribes here to update every open sprint board of the squads concerned (issue 15),
// so the work-items module does not depend on it.

export interface WorkItemChanged {
  item: WorkItem;
  /** The squads whose boards show it now or showed it before (a change of squad names both). */
  squadIds: string[];
}

export class WorkItemEvents {
  private readonly listeners = new Set<(event: WorkItemChanged) => void>();

  onChanged(listener: (event: WorkItemChanged) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emitChanged(event: WorkItemChanged): void {
    if (event.squadIds.length === 0) {
      return;
    }
    for (const listener of this.listeners) {
      listener(event);
    }
  }
}
