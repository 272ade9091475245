import type { RetroTemplate } from '@squadboard/domain/retro/retro-template.schema';
import type { RetroTemplateRow } from '../../db/schema/index.ts';

export function presentTemplate(row: RetroTemplateRow): RetroTemplate {
  return {
    id: row.id,
    squadId: row.squadId,
    name: row.name,
    columns: row.columns,
    createdAt: row.createdAt.toISOString(),
  };
}
