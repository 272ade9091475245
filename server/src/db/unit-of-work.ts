import type { Executor } from './client.ts';

/** Repositories bound to one executor, plus a way to run work with them in one transaction. */
export type UnitOfWork<R> = R & {
  /**
   * Runs `work` in one transaction with the same repositories bound to it: everything it writes
   * commits together or not at all. Nested calls become savepoints.
   */
  transaction<T>(work: (repos: UnitOfWork<R>) => Promise<T>): Promise<T>;
};

/**
 * The one transaction helper. `bind` makes the repositories a piece of work needs for a given
 * executor: one module's repository, or several (the board's and the actions' when a card
 * becomes an action). Services write several rows only inside `transaction`.
 */
export function unitOfWork<R extends object>(db: Executor, bind: (executor: Executor) => R): UnitOfWork<R> {
  return {
    ...bind(db),
    transaction: (work) => db.transaction((tx) => work(unitOfWork(tx, bind))),
  };
}
