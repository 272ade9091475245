import { z } from 'zod';
import { ZCalendarDate } from '../sprints/sprint.schema.ts';
import { ZBurndownDay, ZSprintFigures, ZSprintState } from '../sprints/sprint-run.schema.ts';
import { WORK_ITEM_TYPES } from '../work-items/work-item.model.ts';

// The retro room's Sprint panel: the sprint the retro looks back on, as its squad ran
// it. Signed-in members of the squad see each item in full; a guest sees keys and titles only,
// so the guest shape has no other field at all (never a withheld one). Asked over the room
// socket (`sprint_panel`, retro-room.events.ts); sprint-panel.rules.ts says who sees which.

/** An item as a guest sees it: its key (e.g. PAYS12) and title, nothing else. */
export const ZSprintPanelKeyItem = z.object({ key: z.string(), title: z.string() }).strict();
export type SprintPanelKeyItem = z.infer<typeof ZSprintPanelKeyItem>;

/** An item as the squad sees it. */
export const ZSprintPanelItem = ZSprintPanelKeyItem.extend({
  type: z.enum(WORK_ITEM_TYPES),
  /** The status's name (New, Refinement … Done). */
  status: z.string(),
  /** The owner's name, or null when nobody has it. */
  assignee: z.string().nullable(),
  size: z.number().nullable(),
}).strict();
export type SprintPanelItem = z.infer<typeof ZSprintPanelItem>;

export const ZSprintPanelFigures = ZSprintFigures.extend({
  committedSize: z.number(),
  completedSize: z.number(),
});
export type SprintPanelFigures = z.infer<typeof ZSprintPanelFigures>;

function panelWith<V extends 'full' | 'keys', I extends z.ZodType>(view: V, item: I) {
  const changed = z.object({ count: z.number().int(), items: z.array(item) });
  return z.object({
    view: z.literal(view),
    sprint: z.object({
      id: z.uuid(),
      name: z.string(),
      startDate: ZCalendarDate,
      endDate: ZCalendarDate,
      /** Not started yet, running, or completed by the retro's squad. */
      status: ZSprintState,
    }),
    /**
     * Committed against completed, items and hours (planned effort) and size: as recorded at the
     * completion for a completed sprint, as things stand for a running one.
     */
    figures: ZSprintPanelFigures,
    /** Items that joined the sprint after it started (made in it, or moved into it). */
    added: changed,
    /** Items that left it for the backlog after it started (as far as their history tells). */
    removed: changed,
    /** Not done: carried on at the completion, or still open in a running sprint. */
    carried: z.object({ count: z.number().int() }),
    /** Each working day so far (or the recorded chart of a completed sprint); empty before the start. */
    burndown: z.array(ZBurndownDay),
    done: z.array(item),
    notDone: z.array(item),
  });
}

export const ZSprintPanelFull = panelWith('full', ZSprintPanelItem);
export const ZSprintPanelKeys = panelWith('keys', ZSprintPanelKeyItem);
export const ZSprintPanel = z.discriminatedUnion('view', [ZSprintPanelFull, ZSprintPanelKeys]);
export type SprintPanelFull = z.infer<typeof ZSprintPanelFull>;
export type SprintPanel = z.infer<typeof ZSprintPanel>;

/** The answer of `sprint_panel`: null when the retro has no sprint or the viewer may see nothing. */
export const ZSprintPanelAnswer = z.object({
  panel: ZSprintPanel.nullable(),
  /** The facilitator hid the panel: non-admins get null. */
  hidden: z.boolean(),
});
export type SprintPanelAnswer = z.infer<typeof ZSprintPanelAnswer>;
