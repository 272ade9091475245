import type { Caller, Plan } from '@squadboard/domain';
import type { RetroStatus } from '@squadboard/domain/retro/retro.schema';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { lockCustomerPlan } from '../../db/customer-plan.ts';
import { keptTotal } from '../../db/list-sql.ts';
import {
  type RetroRow,
  retroCards,
  retroColumns,
  retroCounts,
  retroParticipants,
  retros,
  sprints,
  squadMembers,
  squads,
  users,
} from '../../db/schema/index.ts';
import { type UnitOfWork, unitOfWork } from '../../db/unit-of-work.ts';
import { visibleSquads } from '../../db/visible-squads.ts';

// Every SQL statement of retro management. Squads and members belong to the squads module and
// are only read here, to know which retros a caller may see and whom to invite.

export type RetrosRepository = UnitOfWork<ReturnType<typeof retroQueries>>;

/** A retro with what presenting it needs from its squad and its board. */
export interface RetroWithSquad {
  retro: RetroRow;
  squadName: string;
  squadLeadId: string | null;
  /** Cards on the board; absent for a retro just created (it has none yet). */
  cardCount?: number;
  /** The board's column names in order, as renamed on the board and as they were at its end. */
  columnNames?: string[];
  /** People ever let into the room (the attendance record), the admin included. */
  attendeeCount?: number;
  /** The sprint it looks back on; absent or null: none. */
  sprint?: SprintOfRetro | null;
}

/** A sprint as a retro names it; `squadId` null for an enterprise sprint. */
export interface SprintOfRetro {
  id: string;
  squadId: string | null;
  name: string;
  startDate: string;
  endDate: string;
}

/** The squad's "a retro at the end of every sprint" setting, and its lead's time zone. */
export interface SprintRetroSetting {
  time: string | null;
  leadTimeZone: string | null;
}

export interface SquadForRetro {
  id: string;
  customerId: string;
  name: string;
  leadId: string | null;
}

export interface Invitee {
  email: string;
  timeZone: string | null;
}

export type NewRetro = Omit<
  RetroRow,
  | 'id'
  | 'meetingId'
  | 'updatedAt'
  | 'blur'
  | 'timerSeconds'
  | 'timerEndsAt'
  | 'voteResultAt'
  | 'phase'
  | 'voteBudget'
  | 'discussId'
  | 'facilitatorId'
  | 'reviewActions'
  | 'sprintPanel'
>;

const ACTIVE_STATUSES: RetroStatus[] = ['SCHEDULED', 'INPROGRESS'];
const ARCHIVE_STATUSES: RetroStatus[] = ['COMPLETED', 'ARCHIVED'];

/** Users who may still get mail: not inactive or disabled. */
const MAILABLE_STATUSES = ['ACTIVE', 'UNVERIFIED'] as const;

// Counted and gathered inside the query that reads the retros, so a page of them costs one query.
const cardCount = sql<number>`(select count(*)::int from ${retroCards} where ${retroCards.retroId} = ${retros.id})`;
const columnNames = sql<
  string[]
>`coalesce((select jsonb_agg(${retroColumns.name} order by ${retroColumns.position}, ${retroColumns.createdAt})
  from ${retroColumns} where ${retroColumns.retroId} = ${retros.id}), '[]'::jsonb)`;

const attendeeCount = sql<number>`(select count(*)::int from ${retroParticipants}
  where ${retroParticipants.retroId} = ${retros.id} and ${retroParticipants.firstAdmittedAt} is not null)`;

const sprintOfRetro = {
  id: sprints.id,
  squadId: sprints.squadId,
  name: sprints.name,
  startDate: sprints.startDate,
  endDate: sprints.endDate,
};

// Read with a left join on sprints (`withSprint`): a retro of no sprint has a null `sprint`.
const withSquad = {
  retro: retros,
  squadName: squads.name,
  squadLeadId: squads.leadId,
  cardCount,
  columnNames,
  attendeeCount,
  sprint: sprintOfRetro,
};

const withSprint = eq(sprints.id, retros.sprintId);

/** The retros a caller sees: those of their organisation whose squad they may see. */
function visibleTo(caller: Caller): SQL | undefined {
  return and(eq(retros.customerId, caller.customerId), visibleSquads(caller));
}

export function createRetrosRepository(db: Executor): RetrosRepository {
  return unitOfWork(db, retroQueries);
}

function retroQueries(db: Executor) {
  return {
    /**
     * Locks the organisation's row until the transaction ends, so two retro creations of one
     * organisation run one after the other and the second counts the first.
     */
    /** The plan, with the organisation's row locked (db/customer-plan.ts) while retros are counted. */
    async lockCustomer(customerId: string): Promise<Plan | undefined> {
      return (await lockCustomerPlan(db, customerId))?.plan;
    },

    /** Retros created in [start, end) that count towards the plan limit. */
    async countCreatedBetween(
      customerId: string,
      start: Date,
      end: Date,
      uncounted: readonly RetroStatus[],
    ): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(retros)
        .where(
          and(
            eq(retros.customerId, customerId),
            gte(retros.createdAt, start),
            lt(retros.createdAt, end),
            notInArray(retros.status, [...uncounted]),
          ),
        );
      return row?.n ?? 0;
    },

    /** A squad of the organisation, whoever leads it; other organisations' squads do not exist. */
    async findSquad(customerId: string, squadId: string): Promise<SquadForRetro | undefined> {
      const [row] = await db
        .select({ id: squads.id, customerId: squads.customerId, name: squads.name, leadId: squads.leadId })
        .from(squads)
        .where(and(eq(squads.id, squadId), eq(squads.customerId, customerId)));
      return row;
    },

    /** Whether the caller may see the squad (visibleSquads). */
    async isSquadVisible(caller: Caller, squadId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: squads.id })
        .from(squads)
        .where(and(eq(squads.id, squadId), eq(squads.customerId, caller.customerId), visibleSquads(caller)));
      return row !== undefined;
    },

    /** A sprint of the organisation; other organisations' sprints do not exist. */
    async findSprint(customerId: string, sprintId: string): Promise<SprintOfRetro | undefined> {
      const [row] = await db
        .select(sprintOfRetro)
        .from(sprints)
        .where(and(eq(sprints.id, sprintId), eq(sprints.customerId, customerId)));
      return row;
    },

    /**
     * The sprints a retro of the squad may belong to (its own and the enterprise cadence's)
     * ending between two days, latest end first.
     */
    sprintChoices(
      customerId: string,
      squadId: string,
      endsFrom: string,
      endsTo: string,
      limit: number,
    ): Promise<SprintOfRetro[]> {
      return db
        .select(sprintOfRetro)
        .from(sprints)
        .where(
          and(
            eq(sprints.customerId, customerId),
            or(eq(sprints.squadId, squadId), isNull(sprints.squadId)),
            gte(sprints.endDate, endsFrom),
            lte(sprints.endDate, endsTo),
          ),
        )
        .orderBy(desc(sprints.endDate), asc(sprints.name), asc(sprints.id))
        .limit(limit);
    },

    /** The squad's end-of-sprint retro time and its lead's time zone. */
    async sprintRetroSetting(squadId: string): Promise<SprintRetroSetting | undefined> {
      const [row] = await db
        .select({ time: squads.sprintRetroTime, leadTimeZone: users.timeZone })
        .from(squads)
        .leftJoin(users, eq(users.id, squads.leadId))
        .where(eq(squads.id, squadId));
      return row;
    },

    /** Whether the squad's setting already scheduled a retro for this sprint (whatever became of it). */
    async hasSprintScheduledRetro(squadId: string, sprintId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: retros.id })
        .from(retros)
        .where(
          and(eq(retros.squadId, squadId), eq(retros.sprintId, sprintId), eq(retros.sprintScheduled, true)),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Inserts with `meetingId`; null when that meeting id is taken (the caller draws another). */
    async insertRetro(input: NewRetro, meetingId: string): Promise<RetroRow | null> {
      const [row] = await db
        .insert(retros)
        .values({ ...input, meetingId })
        .onConflictDoNothing({ target: retros.meetingId })
        .returning();
      if (row && row.columns.length > 0) {
        // The live board starts with the chosen columns.
        await db
          .insert(retroColumns)
          .values(row.columns.map((name, position) => ({ retroId: row.id, name, position })));
      }
      return row ?? null;
    },

    async findVisible(caller: Caller, id: string): Promise<RetroWithSquad | undefined> {
      const [row] = await db
        .select(withSquad)
        .from(retros)
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .leftJoin(sprints, withSprint)
        .where(and(eq(retros.id, id), ne(retros.status, 'DELETED'), visibleTo(caller)));
      return row;
    },

    async list(
      caller: Caller,
      options: { view: 'active' | 'archive'; squadId?: string; limit: number; offset: number },
    ): Promise<{ rows: RetroWithSquad[]; total: number }> {
      const active = options.view === 'active';
      const where = and(
        visibleTo(caller),
        inArray(retros.status, active ? ACTIVE_STATUSES : ARCHIVE_STATUSES),
        options.squadId ? eq(retros.squadId, options.squadId) : undefined,
      );
      // How many: the kept counts of the squads the caller sees (retro_counts, migration 0025).
      const [totalRow] = await db
        .select({ n: keptTotal(retroCounts.n) })
        .from(retroCounts)
        .innerJoin(squads, eq(squads.id, retroCounts.squadId))
        .where(
          and(
            visibleSquads(caller),
            inArray(retroCounts.status, active ? ACTIVE_STATUSES : ARCHIVE_STATUSES),
            options.squadId ? eq(retroCounts.squadId, options.squadId) : undefined,
          ),
        );
      const order = active
        ? [asc(retros.scheduledAt), asc(retros.createdAt), asc(retros.id)]
        : [
            desc(sql`coalesce(${retros.endedAt}, ${retros.scheduledAt})`),
            desc(retros.createdAt),
            asc(retros.id),
          ];
      const rows = await db
        .select(withSquad)
        .from(retros)
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .leftJoin(sprints, withSprint)
        .where(where)
        .orderBy(...order)
        .limit(options.limit)
        .offset(options.offset);
      return { rows, total: totalRow?.n ?? 0 };
    },

    /** Retros planned in [start, end), except deleted ones, in time order. */
    calendar(caller: Caller, start: Date, end: Date): Promise<RetroWithSquad[]> {
      return db
        .select(withSquad)
        .from(retros)
        .innerJoin(squads, eq(squads.id, retros.squadId))
        .leftJoin(sprints, withSprint)
        .where(
          and(
            visibleTo(caller),
            ne(retros.status, 'DELETED'),
            gte(retros.scheduledAt, start),
            lt(retros.scheduledAt, end),
          ),
        )
        .orderBy(asc(retros.scheduledAt), asc(retros.id));
    },

    /**
     * Moves a retro to `status` only if it is still in one of `from`: two people acting at once
     * cannot both succeed. Null when the retro had already moved on.
     */
    async changeStatus(
      id: string,
      from: readonly RetroStatus[],
      change: Pick<RetroRow, 'status'> & Partial<Pick<RetroRow, 'startedAt' | 'endedAt'>>,
    ): Promise<RetroRow | null> {
      const [row] = await db
        .update(retros)
        .set({ ...change, updatedAt: new Date() })
        .where(and(eq(retros.id, id), inArray(retros.status, [...from])))
        .returning();
      return row ?? null;
    },

    async findByMeetingId(meetingId: string): Promise<RetroRow | undefined> {
      const [row] = await db.select().from(retros).where(eq(retros.meetingId, meetingId));
      return row;
    },

    /** The squad's lead and members who can still get mail, each once. */
    async invitees(squadId: string): Promise<Invitee[]> {
      const inSquad = sql`(${users.id} = (select ${squads.leadId} from ${squads} where ${squads.id} = ${squadId})
        or exists (select 1 from ${squadMembers} where ${squadMembers.squadId} = ${squadId} and ${squadMembers.userId} = ${users.id}))`;
      return db
        .select({ email: users.email, timeZone: users.timeZone })
        .from(users)
        .where(and(inSquad, inArray(users.status, [...MAILABLE_STATUSES])))
        .orderBy(asc(users.email));
    },
  };
}
