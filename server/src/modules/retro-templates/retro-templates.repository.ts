import type { Caller } from '@squadboard/domain';
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  type RetroTemplateRow,
  retroColumns,
  retros,
  retroTemplates,
  squads,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

// Every SQL statement of squad templates. Squads, retros and their boards belong to
// other modules and are only read here.

export type RetroTemplatesRepository = UnitOfWork<ReturnType<typeof templateQueries>>;

/** A squad as the rights check needs it. */
export interface TemplateSquad {
  id: string;
  customerId: string;
  leadId: string | null;
}

/** A retro to save a template from, with its squad and its creation-time columns. */
export interface TemplateSource {
  squad: TemplateSquad;
  /** The columns it was created with: the fallback when its board has none. */
  columns: string[];
}

export function createRetroTemplatesRepository(db: Executor): RetroTemplatesRepository {
  return unitOfWork(db, templateQueries);
}

const squadFields = { id: squads.id, customerId: squads.customerId, leadId: squads.leadId };

function templateQueries(db: Executor) {
  return {
    /** A squad of the organisation the caller may see (the one visible-squads rule), or undefined. */
    async visibleSquad(caller: Caller, squadId: string): Promise<TemplateSquad | undefined> {
      const [row] = await db
        .select(squadFields)
        .from(squads)
        .where(and(eq(squads.id, squadId), visibleSquads(caller)));
      return row;
    },

    /**
     * The squad's row locked until the transaction ends: two saves for one squad run one after
     * the other, so the second counts the first against the limit.
     */
    async lockSquad(customerId: string, squadId: string): Promise<void> {
      await db
        .select({ id: squads.id })
        .from(squads)
        .where(and(eq(squads.id, squadId), eq(squads.customerId, customerId)))
        .for('update');
    },

    /** A retro of the organisation (not deleted) with its squad, or undefined. */
    async source(customerId: string, retroId: string): Promise<TemplateSource | undefined> {
      const [row] = await db
        .select({ squad: squadFields, columns: retros.columns })
        .from(retros)
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .where(and(eq(retros.id, retroId), eq(retros.customerId, customerId), ne(retros.status, 'DELETED')));
      return row;
    },

    /** The live board's column names in their order (renames and moves included). */
    async boardColumns(retroId: string): Promise<string[]> {
      const rows = await db
        .select({ name: retroColumns.name })
        .from(retroColumns)
        .where(eq(retroColumns.retroId, retroId))
        .orderBy(asc(retroColumns.position), asc(retroColumns.createdAt), asc(retroColumns.id));
      return rows.map((row) => row.name);
    },

    async countOfSquad(squadId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(retroTemplates)
        .where(eq(retroTemplates.squadId, squadId));
      return row?.n ?? 0;
    },

    /** The squad's templates, newest first. */
    listOfSquad(customerId: string, squadId: string): Promise<RetroTemplateRow[]> {
      return db
        .select()
        .from(retroTemplates)
        .where(and(eq(retroTemplates.customerId, customerId), eq(retroTemplates.squadId, squadId)))
        .orderBy(desc(retroTemplates.createdAt), desc(retroTemplates.id));
    },

    /** Refused by the unique index (squad, lower(name)) for a name the squad already has. */
    async insert(values: {
      customerId: string;
      squadId: string;
      name: string;
      columns: string[];
      createdBy: string;
    }): Promise<RetroTemplateRow> {
      const [row] = await db.insert(retroTemplates).values(values).returning();
      if (!row) {
        throw new Error('insert returned no row');
      }
      return row;
    },

    /** A template of the organisation with its squad, or undefined. */
    async find(
      customerId: string,
      id: string,
    ): Promise<{ template: RetroTemplateRow; squad: TemplateSquad } | undefined> {
      const [row] = await db
        .select({ template: retroTemplates, squad: squadFields })
        .from(retroTemplates)
        .innerJoin(squads, eq(squads.id, retroTemplates.squadId))
        .where(and(eq(retroTemplates.id, id), eq(retroTemplates.customerId, customerId)));
      return row;
    },

    /** Whether a row went: false when someone deleted it first. */
    async remove(id: string): Promise<boolean> {
      const rows = await db
        .delete(retroTemplates)
        .where(eq(retroTemplates.id, id))
        .returning({ id: retroTemplates.id });
      return rows.length > 0;
    },
  };
}
