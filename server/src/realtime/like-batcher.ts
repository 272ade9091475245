import type { BoardOp } from '@squadboard/domain/realtime/retro-board.events';
import type {
  BoardActor,
  BoardService,
  GroupedOp,
  GroupedOpName,
  Outcome,
} from '../modules/retro-board/board.service.ts';

// Likes in a burst share a transaction (issue 12). The likes and reactions of one retro that
// arrive within one event-loop turn are applied together by the board service (applyMany), one
// group at a time per retro: what arrives while a group's transaction runs forms the next group.
// A burst of 300 likes thus costs a handful of transactions, not 300 in a row. Each operation is
// still answered on its own, only after the commit: its outcome or its own refusal.

/** The most operations one transaction carries: a room of 1,000 liking at once takes two. */
export const LIKE_GROUP_MAX = 500;

interface Waiting {
  op: GroupedOp;
  resolve: (outcome: Outcome<GroupedOpName>) => void;
  reject: (error: unknown) => void;
}

export type LikeBatcher = ReturnType<typeof createLikeBatcher>;

export function createLikeBatcher(board: Pick<BoardService, 'applyMany'>) {
  /** A retro has a queue while a group of it is due or running; the next one gathers there. */
  const queues = new Map<string, Waiting[]>();

  async function flush(retroId: string, queue: Waiting[]): Promise<void> {
    const group = queue.splice(0, LIKE_GROUP_MAX);
    try {
      const settled = await board.applyMany(
        retroId,
        group.map((w) => w.op),
      );
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
        setImmediate(() => void flush(retroId, queue));
      } else {
        queues.delete(retroId);
      }
    }
  }

  return {
    /** Applies a like or a reaction with the others of its retro; settles after their commit. */
    submit<N extends GroupedOpName>(actor: BoardActor, name: N, op: BoardOp<N>): Promise<Outcome<N>> {
      let queue = queues.get(actor.retroId);
      if (!queue) {
        const created: Waiting[] = [];
        queue = created;
        queues.set(actor.retroId, created);
        setImmediate(() => void flush(actor.retroId, created));
      }
      const into = queue;
      return new Promise<Outcome<N>>((resolve, reject) => {
        // The name and its payload come in pairs (N), which the union GroupedOp cannot follow;
        // the service answers each operation with the outcome of its own name.
        into.push({
          op: { actor, name, op } as GroupedOp,
          resolve: resolve as (outcome: Outcome<GroupedOpName>) => void,
          reject,
        });
      });
    },
  };
}
