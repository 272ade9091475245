import type { ReviewOutcome } from '@squadboard/domain/actions/action-review.model';
import type { ReviewedAction } from '@squadboard/domain/actions/action-review.rules';
import type { ReviewItem, ReviewMark } from '@squadboard/domain/actions/action-review.schema';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { actionReviews, actions, retros } from '../../db/schema/index.ts';

// The review of earlier retros' actions in a retro ("Review actions"): which actions it lists,
// and what a mark writes (the action's status and the review's history row), in the board's
// transaction like every other operation of the room.

/** Enough of a board's list: a squad rarely carries more open actions than a screen shows. */
const REVIEW_ITEMS_MAX = 100;

/** The retro a review runs in. */
interface ReviewRetro {
  id: string;
  customerId: string;
  squadId: string;
}

/** An action of the list as stored, with what a mark needs to change it. */
type ReviewTarget = Omit<ReviewItem, 'mark'> & Pick<ReviewedAction, 'status' | 'closedAs'>;

export function reviewQueries(db: Executor) {
  const columns = {
    actionId: actions.id,
    number: actions.number,
    title: actions.title,
    ownerId: actions.ownerId,
    ownerName: actions.ownerName,
    dueDate: actions.dueDate,
    status: actions.status,
    closedAs: actions.closedAs,
    fromId: retros.id,
    fromTitle: retros.title,
  };

  /**
   * The squad's actions from its other retros that are open, or that this retro reviewed (so a
   * Done stays in the list, marked): of the retro's organisation and squad only.
   */
  function listed(retro: ReviewRetro) {
    const reviewedHere = db
      .select({ one: sql`1` })
      .from(actionReviews)
      .where(and(eq(actionReviews.actionId, actions.id), eq(actionReviews.retroId, retro.id)));
    return and(
      eq(actions.customerId, retro.customerId),
      eq(actions.squadId, retro.squadId),
      ne(actions.retroId, retro.id),
      ne(actions.status, 'Deleted'),
      sql`(${actions.status} <> 'Closed' or exists ${reviewedHere})`,
    );
  }

  /** The listed actions (or the one given, if listed), with the retro each came from. */
  function selectListed(retro: ReviewRetro, actionId?: string) {
    return db
      .select(columns)
      .from(actions)
      .innerJoin(retros, eq(retros.id, actions.retroId))
      .where(and(actionId === undefined ? undefined : eq(actions.id, actionId), listed(retro)));
  }

  type Row = Awaited<ReturnType<typeof selectListed>>[number];
  const targetOf = ({ fromId, fromTitle, status, ...row }: Row): ReviewTarget => ({
    ...row,
    // Deleted actions are never listed (listed()).
    status: status as ReviewTarget['status'],
    fromRetro: { id: fromId, title: fromTitle },
  });

  /** This retro's latest mark of each action given. */
  async function marks(retroId: string, actionIds: readonly string[]): Promise<Map<string, ReviewMark>> {
    if (actionIds.length === 0) {
      return new Map();
    }
    const rows = await db
      .selectDistinctOn([actionReviews.actionId], {
        actionId: actionReviews.actionId,
        outcome: actionReviews.outcome,
        dueDate: actionReviews.dueDate,
        byName: actionReviews.byName,
        at: actionReviews.at,
      })
      .from(actionReviews)
      .where(and(eq(actionReviews.retroId, retroId), inArray(actionReviews.actionId, [...actionIds])))
      .orderBy(actionReviews.actionId, desc(actionReviews.at), desc(actionReviews.id));
    return new Map(
      rows.map((row) => [
        row.actionId,
        { outcome: row.outcome, dueDate: row.dueDate, byName: row.byName, at: row.at.toISOString() },
      ]),
    );
  }

  const present = (target: ReviewTarget, mark: ReviewMark | null): ReviewItem => {
    const { status: _status, closedAs: _closedAs, ...item } = target;
    return { ...item, mark };
  };

  return {
    /** The review's list: oldest due date first (none last), then by number. */
    async reviewItems(retro: ReviewRetro): Promise<ReviewItem[]> {
      const rows = await selectListed(retro)
        .orderBy(sql`${actions.dueDate} asc nulls last`, asc(actions.number))
        .limit(REVIEW_ITEMS_MAX);
      const targets = rows.map(targetOf);
      const marked = await marks(
        retro.id,
        targets.map((t) => t.actionId),
      );
      return targets.map((t) => present(t, marked.get(t.actionId) ?? null));
    },

    /** The action if this retro's review lists it, locked for the mark; undefined otherwise. */
    async reviewTarget(retro: ReviewRetro, actionId: string): Promise<ReviewTarget | undefined> {
      const [row] = await selectListed(retro, actionId).for('update', { of: actions });
      return row ? targetOf(row) : undefined;
    },

    /** Writes the action's new state and the review's history row; the item as it is now. */
    async markReviewed(
      retro: ReviewRetro,
      target: ReviewTarget,
      change: ReviewedAction,
      mark: {
        outcome: ReviewOutcome;
        dueDate: string | null;
        byUserId: string | null;
        byName: string;
        at: Date;
      },
    ): Promise<ReviewItem> {
      await db
        .update(actions)
        .set({ ...change, updatedAt: mark.at })
        .where(and(eq(actions.id, target.actionId), eq(actions.customerId, retro.customerId)));
      await db.insert(actionReviews).values({
        customerId: retro.customerId,
        actionId: target.actionId,
        retroId: retro.id,
        ...mark,
      });
      const { byUserId: _by, at, ...shown } = mark;
      return present({ ...target, dueDate: change.dueDate }, { ...shown, at: at.toISOString() });
    },
  };
}
