import type { BoardOp } from '@squadboard/domain/realtime/retro-board.events';
import type {
  BoardActor,
  BoardService,
  GroupedOp,
  GroupedOpName,
  Outcome,
} from '../modules/retro-board/board.service.ts';
import type { RoleSeen } from '../modules/retro-board/board-checks.ts';

// Operations of a turn share a transaction (likes, and the cards' adds,
// edits, drags and deletes). The operations that arrive on this node within one event-loop turn,
// whatever their retros, are applied together by the board service (applyMany), one group at a
// time: what arrives while a group's transaction runs forms the next group. A quiet node thus writes each
// operation on the next turn, and a busy one writes more of them per transaction the busier it
// is (a burst of 300 likes costs a handful of transactions, 20 busy rooms share theirs), instead
// of queueing one transaction after another. Each operation is still answered on its own, only
// after the commit: its outcome or its own refusal.

/** The most operations one transaction carries: a room of 1,000 liking at once takes two. */
export const OP_GROUP_MAX = 500;

interface Waiting {
  op: GroupedOp;
  resolve: (outcome: Outcome<GroupedOpName>) => void;
  reject: (error: unknown) => void;
}

export type OpBatcher = ReturnType<typeof createOpBatcher>;

export function createOpBatcher(board: Pick<BoardService, 'applyMany'>) {
  const queue: Waiting[] = [];
  /** A group is due (on the next turn) or running: what comes meanwhile waits for it. */
  let busy = false;

  async function flush(): Promise<void> {
    const group = queue.splice(0, OP_GROUP_MAX);
    try {
      const settled = await board.applyMany(group.map((w) => w.op));
      for (const [i, waiting] of group.entries()) {
        const one = settled[i];
        if (one?.ok) {
          waiting.resolve(one.value);
        } else {
          waiting.reject(one ? one.error : new Error('no outcome for a grouped operation'));
        }
      }
    } catch (error) {
      for (const waiting of group) {
        waiting.reject(error);
      }
    } finally {
      if (queue.length > 0) {
        setImmediate(() => void flush());
      } else {
        busy = false;
      }
    }
  }

  return {
    /** Applies an operation with the others of its turn; settles after their commit. */
    submit<N extends GroupedOpName>(
      actor: BoardActor,
      name: N,
      op: BoardOp<N>,
      seen?: RoleSeen,
    ): Promise<Outcome<N>> {
      if (!busy) {
        busy = true;
        setImmediate(() => void flush());
      }
      return new Promise<Outcome<N>>((resolve, reject) => {
        // The name and its payload come in pairs (N), which the union GroupedOp cannot follow;
        // the service answers each operation with the outcome of its own name.
        queue.push({
          op: { actor, name, op, seen } as GroupedOp,
          resolve: resolve as (outcome: Outcome<GroupedOpName>) => void,
          reject,
        });
      });
    },
  };
}
