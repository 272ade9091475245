import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { createSignal, type SignalLog } from '../../events/signal.ts';

// A work item that was created or changed, told after its transaction committed: the realtime
// gateway subscribes here to update every open sprint board of the squads concerned,
// so the work-items module does not depend on it.

export interface WorkItemChanged {
  item: WorkItem;
  /** The squads whose boards show it now or showed it before (a change of squad names both). */
  squadIds: string[];
}

export type WorkItemEvents = ReturnType<typeof createWorkItemEvents>;

export function createWorkItemEvents(log: SignalLog) {
  const changed = createSignal<WorkItemChanged>(log, 'work item changed');
  return { onChanged: changed.on, emitChanged: changed.emit };
}
