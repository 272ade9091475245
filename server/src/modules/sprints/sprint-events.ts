import { createSignal, type SignalLog } from '../../events/signal.ts';

// A squad's sprint that started or was completed, told after the transaction committed: the
// realtime gateway subscribes here to make that squad's open boards reload.

export interface SquadSprintChanged {
  squadId: string;
}

export type SprintEvents = ReturnType<typeof createSprintEvents>;

export function createSprintEvents(log: SignalLog) {
  const changed = createSignal<SquadSprintChanged>(log, 'sprint changed');
  return { onChanged: changed.on, emitChanged: changed.emit };
}
