import { type Caller, MSG } from '@squadboard/domain';
import { FACILITATION_LIMITS } from '@squadboard/domain/retro/retro.model';
import { canCreateRetroFor } from '@squadboard/domain/retro/retro.rules';
import {
  type RetroTemplate,
  type SaveRetroTemplate,
  TEMPLATE_COLUMNS_MAX,
} from '@squadboard/domain/retro/retro-template.schema';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, appError } from '../../http/app-error.ts';
import { presentTemplate } from './retro-templates.presenter.ts';
import type { RetroTemplatesRepository } from './retro-templates.repository.ts';

// Templates a squad saves from a retro's columns, offered beside the built-in boards
// when a retro of that squad is created. Whoever may see the squad reads them; whoever may run
// its retros (canCreateRetroFor) saves and deletes them. Each write is one transaction.

export type RetroTemplatesService = ReturnType<typeof createRetroTemplatesService>;

/** What a template keeps of a board: its named columns in order, as many as a new retro takes. */
function templateColumns(names: readonly string[]): string[] {
  return names
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .slice(0, TEMPLATE_COLUMNS_MAX);
}

export function createRetroTemplatesService(deps: { repo: RetroTemplatesRepository }) {
  const { repo } = deps;

  return {
    /** The squad's templates, newest first; a squad the caller may not see does not exist. */
    async list(caller: Caller, squadId: string): Promise<RetroTemplate[]> {
      if (!(await repo.visibleSquad(caller, squadId))) {
        throw appError('SQUAD_NOT_FOUND');
      }
      return (await repo.listOfSquad(caller.customerId, squadId)).map(presentTemplate);
    },

    /** The retro's live board columns (else those it was created with) as a template of its squad. */
    async save(caller: Caller, input: SaveRetroTemplate): Promise<RetroTemplate> {
      try {
        return await repo.transaction(async (r) => {
          const source = await r.source(caller.customerId, input.retroId);
          if (!source) {
            throw appError('RETRO_NOT_FOUND');
          }
          if (!canCreateRetroFor(caller, source.squad)) {
            throw appError('FORBIDDEN');
          }
          const board = await r.boardColumns(input.retroId);
          const columns = templateColumns(board.length > 0 ? board : source.columns);
          if (columns.length === 0) {
            throw new AppError('VALIDATION', MSG.retroTemplates.noColumns);
          }
          await r.lockSquad(caller.customerId, source.squad.id);
          if ((await r.countOfSquad(source.squad.id)) >= FACILITATION_LIMITS.templatesPerSquad) {
            throw appError('TEMPLATE_LIMIT');
          }
          const row = await r.insert({
            customerId: caller.customerId,
            squadId: source.squad.id,
            name: input.name,
            columns,
            createdBy: caller.id,
          });
          return presentTemplate(row);
        });
      } catch (error) {
        // The unique index (squad, lower(name)) decides, so two saves at once cannot both win.
        throw isUniqueViolation(error) ? appError('TEMPLATE_NAME_TAKEN').on('name') : error;
      }
    },

    async remove(caller: Caller, id: string): Promise<void> {
      await repo.transaction(async (r) => {
        const found = await r.find(caller.customerId, id);
        if (!found) {
          throw appError('TEMPLATE_NOT_FOUND');
        }
        if (!canCreateRetroFor(caller, found.squad)) {
          throw appError('FORBIDDEN');
        }
        if (!(await r.remove(id))) {
          throw appError('TEMPLATE_NOT_FOUND');
        }
      });
    },
  };
}
