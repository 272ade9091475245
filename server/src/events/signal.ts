import type { FastifyBaseLogger } from 'fastify';

// The one shape of the server's change events (sessions ended, a retro's status, squads, sprints,
// work items, notifications). They are told after a write committed, so a listener that fails (a
// relay's bug, a socket adapter that is down) must neither turn that write's answer into a 500 nor
// keep the other listeners from hearing it: each listener's throw or rejected promise is logged
// here and goes no further.

/** What a signal needs of a logger: the app's, or anything with pino's `error(obj, msg)`. */
export type SignalLog = Pick<FastifyBaseLogger, 'error'>;

/**
 * A listener may be async; its rejection is logged like a throw. What else it returns is
 * ignored (so `(e) => seen.push(e)` is a listener too).
 */
export type Listener<T> = (event: T) => unknown;

export interface Signal<T> {
  /** Adds a listener; the function returned removes it. */
  on(listener: Listener<T>): () => void;
  /** Tells every listener, in the order they were added; never throws. */
  emit(event: T): void;
}

/** `name` says in the log which event's listener failed, e.g. 'work item changed'. */
export function createSignal<T>(log: SignalLog, name: string): Signal<T> {
  const listeners = new Set<Listener<T>>();
  const failed = (err: unknown) => log.error({ err, event: name }, `a listener of "${name}" failed`);
  return {
    on(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(event) {
      for (const listener of listeners) {
        try {
          const told = listener(event);
          if (told instanceof Promise) {
            told.catch(failed);
          }
        } catch (err) {
          failed(err);
        }
      }
    },
  };
}
