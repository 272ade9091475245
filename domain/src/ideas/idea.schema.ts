import { z } from 'zod';
import { ZCan } from '../common/can.ts';
import { MSG } from '../messages.ts';
import { ZWorkItem } from '../work-items/work-item.schema.ts';

// The idea canvas: notes per initiative in columns, dragged between them, promoted to
// a Feature under one of the initiative's projects.

const M = MSG.ideas;

export const IDEA_COLUMNS = ['New', 'Exploring', 'Ready', 'Parked'] as const;
export type IdeaColumn = (typeof IDEA_COLUMNS)[number];

export const IDEA_LIMITS = { titleMax: 120, descriptionMax: 4000, perInitiative: 500 } as const;

export const ZIdea = z.object({
  id: z.string(),
  initiativeId: z.string(),
  title: z.string(),
  description: z.string(),
  column: z.enum(IDEA_COLUMNS),
  authorId: z.string().nullable(),
  authorName: z.string(),
  /** The Feature it became, and that Feature's acronym id; null until promoted. */
  featureId: z.string().nullable(),
  featureAcronymId: z.string().nullable(),
  createdAt: z.string(),
  /** What the caller may do with it (ideaAbilities). */
  can: ZCan('edit', 'move', 'delete', 'promote'),
});
export type Idea = z.infer<typeof ZIdea>;

const ideaText = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(IDEA_LIMITS.titleMax, M.titleTooLong),
  description: z.string().trim().max(IDEA_LIMITS.descriptionMax).default(''),
};

export const ZCreateIdea = z.object({
  initiativeId: z.uuid({ error: M.initiativeRequired }),
  column: z.enum(IDEA_COLUMNS).default('New'),
  ...ideaText,
});
export type CreateIdea = z.infer<typeof ZCreateIdea>;

export const ZUpdateIdea = z.object(ideaText);
export type UpdateIdea = z.infer<typeof ZUpdateIdea>;

/** A drag: into `column`, right after `afterId` there (null: at its top). */
export const ZMoveIdea = z.object({ column: z.enum(IDEA_COLUMNS), afterId: z.uuid().nullable() });
export type MoveIdea = z.infer<typeof ZMoveIdea>;

export const ZPromoteIdea = z.object({ projectId: z.uuid({ error: M.projectRequired }) });
export type PromoteIdea = z.infer<typeof ZPromoteIdea>;

export const ZIdeaList = z.object({ items: z.array(ZIdea) });
export const ZIdeaResult = z.object({ message: z.string(), idea: ZIdea });
/** The answer to a promotion: the idea, now linked, and the Feature it became. */
export const ZPromotedIdea = z.object({ message: z.string(), idea: ZIdea, feature: ZWorkItem });
export const ZIdeaListQuery = z.object({ initiativeId: z.uuid({ error: M.initiativeRequired }) });
