import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';

// A retro that changes status through the API (cancelled, deleted, ...) must also close its live
// room; the realtime gateway subscribes here so the retros service does not depend on it.

export interface RetroStatusChanged {
  retroId: string;
  status: RetroStatus;
}

export class RetroEvents {
  private readonly listeners = new Set<(event: RetroStatusChanged) => void>();

  onStatusChanged(listener: (event: RetroStatusChanged) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emitStatusChanged(event: RetroStatusChanged): void {
    for (const listener of this.listeners) {
      listener(event);
    }
  }
}
