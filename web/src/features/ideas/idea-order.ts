import { IDEA_COLUMNS, type Idea, type IdeaColumn } from '@squadboard/domain/ideas/idea.schema';

// Where a dragged idea lands, worked out the way the server will (right after a neighbour in
// the target column), so the canvas can show the new order before the server answers.

export type IdeaColumns = Record<IdeaColumn, Idea[]>;

/** The ideas by column, each in the order the server sent them (rank order). */
export function byColumn(ideas: readonly Idea[]): IdeaColumns {
  const columns = Object.fromEntries(IDEA_COLUMNS.map((column) => [column, [] as Idea[]])) as IdeaColumns;
  for (const idea of ideas) {
    columns[idea.column].push(idea);
  }
  return columns;
}

export interface IdeaMove {
  column: IdeaColumn;
  /** The idea it lands right after; null at the top of the column. */
  afterId: string | null;
  /** Every idea in its new place, for the canvas to show at once. */
  next: Idea[];
}

/**
 * Moves `id` into `column` at `index` (its position in that column once moved); null when that
 * is where it already is.
 */
export function moveIdea(
  ideas: readonly Idea[],
  id: string,
  column: IdeaColumn,
  index: number,
): IdeaMove | null {
  const moving = ideas.find((idea) => idea.id === id);
  if (!moving) {
    return null;
  }
  const columns = byColumn(ideas.filter((idea) => idea.id !== id));
  const target = columns[column];
  const at = Math.max(0, Math.min(index, target.length));
  const from = byColumn(ideas)[moving.column].indexOf(moving);
  if (moving.column === column && from === at) {
    return null;
  }
  target.splice(at, 0, { ...moving, column });
  return {
    column,
    afterId: at === 0 ? null : (target[at - 1]?.id ?? null),
    next: IDEA_COLUMNS.flatMap((name) => columns[name]),
  };
}
