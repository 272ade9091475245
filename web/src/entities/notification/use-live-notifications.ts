import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

// Starts the live bell once the browser is idle after the first paint: the socket and its
// library come in a chunk of their own, so the shell's first screen does not wait for them
// (docs/performance.md). Until then, and if that chunk cannot load, the bell shows the count
// GET /api/notifications/unread-count gave.

type Idle = (run: () => void) => () => void;

const whenIdle: Idle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(run, 50);
  return () => window.clearTimeout(handle);
};

/** One live connection for the signed-in user while the shell is mounted. */
export function useLiveNotifications(userId: string): void {
  const queryClient = useQueryClient();
  // biome-ignore lint/correctness/useExhaustiveDependencies: another user (signed out, then in as someone else) needs a socket of their own.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      import('./live-notifications.ts').then(
        ({ connectLiveNotifications }) => {
          if (!cancelled) {
            stop = connectLiveNotifications(queryClient);
          }
        },
        // A chunk that no longer exists (a new release was deployed): the bell stays as it was.
        () => undefined,
      );
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop?.();
    };
  }, [userId, queryClient]);
}
