import { useSyncExternalStore } from 'react';

// The toolbar and the ending flow are rendered apart by the page; the toolbar's "Cadence
// details" button asks the flow to open its details through this tiny counter.

let requests = 0;
const listeners = new Set<() => void>();

export function requestMoodDetails(): void {
  requests += 1;
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many times the details were asked for; a change means "open them". */
export function useMoodDetailsRequests(): number {
  return useSyncExternalStore(subscribe, () => requests);
}
