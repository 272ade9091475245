import { z } from 'zod';
import { FACILITATION_LIMITS, RETRO_LIMITS } from './retro.model.ts';

// Templates a squad saves from a retro's columns, offered beside the built-in boards
// when a retro of that squad is created.

export const ZRetroTemplate = z.object({
  id: z.string(),
  squadId: z.string(),
  name: z.string(),
  columns: z.array(z.string()),
  createdAt: z.string(),
});
export type RetroTemplate = z.infer<typeof ZRetroTemplate>;

export const ZRetroTemplateList = z.object({ items: z.array(ZRetroTemplate) });
export type RetroTemplateList = z.infer<typeof ZRetroTemplateList>;

/** Saves the columns of a retro (its live board's, in their order) as a template of its squad. */
export const ZSaveRetroTemplate = z.object({
  retroId: z.uuid(),
  name: z
    .string()
    .trim()
    .min(1, 'Template name is required.')
    .max(
      FACILITATION_LIMITS.templateNameMax,
      `Template name must be at most ${FACILITATION_LIMITS.templateNameMax} characters.`,
    ),
});
export type SaveRetroTemplate = z.infer<typeof ZSaveRetroTemplate>;

export const ZRetroTemplateQuery = z.object({ squadId: z.uuid() });

/**
 * Most columns a template keeps: what creating a retro takes as custom columns (a board may grow
 * to more while live; a template of it keeps its first ones, as a new retro could hold no more).
 */
export const TEMPLATE_COLUMNS_MAX = RETRO_LIMITS.columnsMax;
