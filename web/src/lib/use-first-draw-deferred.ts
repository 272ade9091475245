import { useDeferredValue } from 'react';

/**
 * `value`, except that its first arrival is drawn as a transition: until React has rendered it
 * (in slices of a few milliseconds, so a slow phone keeps answering input meanwhile), this is
 * still undefined, so the caller keeps its loading state up. Later changes (an optimistic move, a
 * live update) pass through at once, never a frame late. For pages whose first draw is large:
 * the sprint board, the backlog.
 */
export function useFirstDrawDeferred<T>(value: T | undefined): T | undefined {
  const deferred = useDeferredValue(value);
  return deferred === undefined ? undefined : value;
}
