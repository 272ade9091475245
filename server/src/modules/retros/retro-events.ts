import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';
import { createSignal, type SignalLog } from '../../events/signal.ts';

// A retro that changes status through the API (cancelled, deleted, ...) must also close its live
// room; the realtime gateway subscribes here so the retros service does not depend on it.

export interface RetroStatusChanged {
  retroId: string;
  status: RetroStatus;
}

export type RetroEvents = ReturnType<typeof createRetroEvents>;

export function createRetroEvents(log: SignalLog) {
  const statusChanged = createSignal<RetroStatusChanged>(log, 'retro status changed');
  return { onStatusChanged: statusChanged.on, emitStatusChanged: statusChanged.emit };
}
