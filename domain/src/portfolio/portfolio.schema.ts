import { z } from 'zod';
import { ZCan } from '../common/can.ts';
import { MSG } from '../messages.ts';
import { PORTFOLIO_LEVELS } from '../work-items/work-item.model.ts';

// The portfolio: Initiatives, and Projects under an Initiative (spec 001 §3 "Project",
// "Portfolio node"). One schema per payload, shared by the server routes and the web forms.

const M = MSG.portfolio;

export const PORTFOLIO_STATUSES = [
  'Not Started',
  'In Progress',
  'On Hold',
  'Completed',
  'Cancelled',
] as const;
export type PortfolioStatus = (typeof PORTFOLIO_STATUSES)[number];

export const PORTFOLIO_LIMITS = { titleMax: 120, descriptionMax: 4000 } as const;

/** 2 to 5 letters or digits, stored upper-case; unique within the organisation. */
export const ZPortfolioAcronym = z
  .string({ error: M.acronymRequired })
  .trim()
  .min(1, M.acronymRequired)
  .regex(/^[A-Za-z0-9]{2,5}$/, M.acronymPattern)
  .transform((acronym) => acronym.toUpperCase());

const dateOrNull = z.iso.date().nullable().default(null);

const nodeFields = {
  title: z
    .string({ error: M.titleRequired })
    .trim()
    .min(1, M.titleRequired)
    .max(PORTFOLIO_LIMITS.titleMax, M.titleTooLong),
  acronym: ZPortfolioAcronym,
  description: z.string().trim().max(PORTFOLIO_LIMITS.descriptionMax).default(''),
  ownerId: z.uuid({ error: M.ownerRequired }),
  plannedStart: dateOrNull,
  plannedEnd: dateOrNull,
  status: z.enum(PORTFOLIO_STATUSES, { error: M.statusRequired }).default('Not Started'),
};

const endNotBeforeStart = (node: { plannedStart: string | null; plannedEnd: string | null }) =>
  !node.plannedStart || !node.plannedEnd || node.plannedEnd >= node.plannedStart;

export const ZCreatePortfolioNode = z
  .object({
    level: z.enum(PORTFOLIO_LEVELS, { error: M.levelRequired }),
    /** The Initiative a Project sits under; none for an Initiative. */
    parentId: z.uuid({ error: M.initiativeRequired }).nullable().default(null),
    ...nodeFields,
  })
  .refine(endNotBeforeStart, { path: ['plannedEnd'], message: M.endBeforeStart })
  .refine((node) => node.level === 'Initiative' || node.parentId !== null, {
    path: ['parentId'],
    message: M.initiativeRequired,
  });
export type CreatePortfolioNode = z.infer<typeof ZCreatePortfolioNode>;
export type CreatePortfolioNodeInput = z.input<typeof ZCreatePortfolioNode>;

/** An edit: the same fields; a Project may move to another Initiative. The level never changes. */
export const ZUpdatePortfolioNode = z
  .object({ parentId: z.uuid({ error: M.initiativeRequired }).nullable().default(null), ...nodeFields })
  .refine(endNotBeforeStart, { path: ['plannedEnd'], message: M.endBeforeStart });
export type UpdatePortfolioNode = z.infer<typeof ZUpdatePortfolioNode>;

/** What the portfolio list counts under a node (its own and its projects' items). */
export const ZPortfolioCounts = z.object({
  features: z.number().int(),
  epics: z.number().int(),
  stories: z.number().int(),
  openBugs: z.number().int(),
  /** Items of any type under the node, and those Done: the progress bar. */
  items: z.number().int(),
  done: z.number().int(),
});
export type PortfolioCounts = z.infer<typeof ZPortfolioCounts>;

export const ZPortfolioNode = z.object({
  id: z.string(),
  level: z.enum(PORTFOLIO_LEVELS),
  parentId: z.string().nullable(),
  title: z.string(),
  acronym: z.string(),
  /** The acronym and the node's number (spec 001 §3), e.g. PAY2. */
  acronymId: z.string(),
  description: z.string(),
  ownerId: z.string().nullable(),
  ownerName: z.string(),
  plannedStart: z.string().nullable(),
  plannedEnd: z.string().nullable(),
  status: z.enum(PORTFOLIO_STATUSES),
  counts: ZPortfolioCounts,
  createdAt: z.string(),
  /** What the caller may do with it (portfolioNodeAbilities). */
  can: ZCan('edit', 'delete'),
});
export type PortfolioNode = z.infer<typeof ZPortfolioNode>;

/** The portfolio, and whether the caller may add initiatives and projects to it. */
export const ZPortfolioList = z.object({ items: z.array(ZPortfolioNode), can: ZCan('create') });

/** The answer to a create or an edit: the message to show and the node as saved. */
export const ZPortfolioNodeResult = z.object({ message: z.string(), node: ZPortfolioNode });
export type PortfolioNodeResult = z.infer<typeof ZPortfolioNodeResult>;
export type PortfolioList = z.infer<typeof ZPortfolioList>;
