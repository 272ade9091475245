import { randomInt } from 'node:crypto';
import type { Caller } from '@squadboard/domain';
import { MSG, parseMeetingId } from '@squadboard/domain';
import { addDays, todayFor } from '@squadboard/domain/common/calendar-date';
import { pageOffset } from '@squadboard/domain/common/pagination';
import { RETRO_LIMITS } from '@squadboard/domain/retro/retro.model';
import {
  CALENDAR_MAX_DAYS,
  calendarRangeDays,
  canCreateRetroFor,
  canCreateRetros,
  canTransition,
  columnsFor,
  generateMeetingId,
  monthlyRetroLimit,
  type RetroAction,
  retroRoleFor,
  STATUS_AFTER,
  UNCOUNTED_STATUSES,
  utcMonthOf,
} from '@squadboard/domain/retro/retro.rules';
import {
  type CreateRetro,
  type MeetingInfo,
  RETRO_STATUSES,
  type Retro,
  type RetroCalendarQuery,
  type RetroListQuery,
  type RetroPage,
  type RetroSprintChoices,
} from '@squadboard/domain/retro/retro.schema';
import {
  isSprintOfSquad,
  preselectSprint,
  SPRINT_CHOICES,
} from '@squadboard/domain/retro/retro-sprint.rules';
import type { FastifyBaseLogger } from 'fastify';
import { appError, invalidField } from '../../http/app-error.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RetroEvents } from './retro-events.ts';
import type { RetroInvitations } from './retro-invitations.ts';
import { presentMeeting, presentRetro } from './retros.presenter.ts';
import type {
  NewRetro,
  RetrosRepository,
  RetroWithSquad,
  SprintOfRetro,
  SquadForRetro,
} from './retros.repository.ts';

export type RetrosService = ReturnType<typeof createRetrosService>;

const MEETING_ID_ATTEMPTS = 8;

/** Inserts the retro with a meeting id drawn with `draw`, drawing again while one is taken. */
export async function insertWithMeetingId(
  tx: RetrosRepository,
  input: NewRetro,
  draw: (min: number, max: number) => number,
) {
  for (let attempt = 0; attempt < MEETING_ID_ATTEMPTS; attempt++) {
    const row = await tx.insertRetro(input, generateMeetingId(draw));
    if (row) {
      return row;
    }
  }
  throw new Error('no free meeting id after several attempts');
}

export function createRetrosService(deps: {
  repo: RetrosRepository;
  /** The invitation mails of a new retro (none in the demo data). */
  invitations?: Pick<RetroInvitations, 'invite'>;
  log: FastifyBaseLogger;
  /** Told of every status change, so live rooms of the retro can close. */
  events?: RetroEvents;
  /** Tells the squad's people that a retro was scheduled or started. */
  notifications?: NotificationsService;
  now?: () => Date;
  /** node:crypto's randomInt unless a test wants to force collisions. */
  randomInt?: (min: number, max: number) => number;
}) {
  const { repo, log } = deps;
  const now = deps.now ?? (() => new Date());
  const draw = deps.randomInt ?? ((min: number, max: number) => randomInt(min, max));

  async function visibleOr404(caller: Caller, id: string): Promise<RetroWithSquad> {
    const row = await repo.findVisible(caller, id);
    if (!row) {
      throw appError('RETRO_NOT_FOUND');
    }
    return row;
  }

  /** A management action: needs RETRO_ADMIN and a status the action may leave. */
  async function act(caller: Caller, id: string, action: RetroAction): Promise<Retro> {
    const row = await visibleOr404(caller, id);
    const role = retroRoleFor(caller, { customerId: row.retro.customerId, squadLeadId: row.squadLeadId });
    if (role !== 'RETRO_ADMIN') {
      throw appError('RETRO_FORBIDDEN');
    }
    // The same rules as the `can` each retro is presented with (retroAbilities).
    if (!canTransition(row.retro.status, action)) {
      throw appError('RETRO_STATE');
    }
    const from = RETRO_STATUSES.filter((s) => canTransition(s, action));
    const at = now();
    const changed = await repo.changeStatus(row.retro.id, from, {
      status: STATUS_AFTER[action],
      ...(action === 'start' ? { startedAt: at } : {}),
    });
    if (!changed) {
      // Someone else moved it first (e.g. cancelled it in another tab).
      throw appError('RETRO_STATE');
    }
    deps.events?.emitStatusChanged({ retroId: changed.id, status: changed.status });
    if (action === 'start') {
      await deps.notifications?.retroStarted(changed.id, caller.id);
    }
    return presentRetro({ ...row, retro: changed }, caller);
  }

  /**
   * The sprint a new retro of `squad` names: another organisation's is unknown (404, like every
   * foreign id); another squad's is refused on the field.
   */
  async function sprintFor(caller: Caller, squad: SquadForRetro, sprintId: string): Promise<SprintOfRetro> {
    const sprint = await repo.findSprint(caller.customerId, sprintId);
    if (!sprint) {
      throw appError('SPRINT_NOT_FOUND');
    }
    if (!isSprintOfSquad(sprint, squad.id)) {
      throw invalidField('sprintId', MSG.retroSprint.notOfSquad);
    }
    return sprint;
  }

  return {
    async create(caller: Caller, input: CreateRetro): Promise<{ message: string; retro: Retro }> {
      if (!canCreateRetros(caller)) {
        throw appError('RETRO_CREATE_FORBIDDEN');
      }
      const squad: SquadForRetro | undefined = await repo.findSquad(caller.customerId, input.squadId);
      if (!squad) {
        throw appError('SQUAD_NOT_FOUND');
      }
      if (!canCreateRetroFor(caller, squad)) {
        throw appError('RETRO_CREATE_FORBIDDEN');
      }
      const at = now();
      const instant = input.startType === 'instant';
      const scheduledAt = instant ? at : new Date(input.scheduledAt ?? '');
      if (!instant && !(scheduledAt.getTime() > at.getTime())) {
        throw invalidField('scheduledAt', MSG.retro.scheduleInPast);
      }
      const sprint = input.sprintId ? await sprintFor(caller, squad, input.sprintId) : null;
      const columns = columnsFor(input.template, input.customColumns);
      const retro = await repo.transaction(async (tx) => {
        const plan = await tx.lockCustomer(caller.customerId);
        const limit = plan === undefined ? null : monthlyRetroLimit(plan);
        if (limit !== null) {
          const { start, end } = utcMonthOf(at);
          const used = await tx.countCreatedBetween(caller.customerId, start, end, UNCOUNTED_STATUSES);
          if (used >= limit) {
            throw appError('RETRO_LIMIT', limit);
          }
        }
        return insertWithMeetingId(
          tx,
          {
            customerId: caller.customerId,
            squadId: squad.id,
            sprintId: sprint?.id ?? null,
            sprintScheduled: false,
            title: input.title,
            template: input.template,
            columns,
            startType: input.startType,
            scheduledAt,
            startedAt: instant ? at : null,
            endedAt: null,
            status: instant ? 'INPROGRESS' : 'SCHEDULED',
            mood: null,
            createdBy: caller.id,
            createdAt: at,
          },
          draw,
        );
      });
      const row = { retro, squadName: squad.name, squadLeadId: squad.leadId, sprint };
      await (instant
        ? deps.notifications?.retroStarted(retro.id, caller.id)
        : deps.notifications?.retroScheduled(retro.id, caller.id, scheduledAt));
      try {
        await deps.invitations?.invite(row);
      } catch (err) {
        log.error({ retroId: retro.id, err }, 'retro invitations failed; the retro was created');
      }
      return { message: instant ? MSG.retro.created : MSG.retro.scheduled, retro: presentRetro(row, caller) };
    },

    /** Create Retro's sprint picker: the squad's sprints near today, the one to preselect first among equals. */
    async sprintChoices(caller: Caller, squadId: string): Promise<RetroSprintChoices> {
      const squad = await repo.findSquad(caller.customerId, squadId);
      if (!squad || !(await repo.isSquadVisible(caller, squad.id))) {
        throw appError('SQUAD_NOT_FOUND');
      }
      const today = todayFor(caller, now());
      const rows = await repo.sprintChoices(
        caller.customerId,
        squad.id,
        addDays(today, -SPRINT_CHOICES.pastDays),
        addDays(today, SPRINT_CHOICES.futureDays),
        SPRINT_CHOICES.max,
      );
      const items = rows.map(({ id, name, startDate, endDate }) => ({ id, name, startDate, endDate }));
      return { items, suggestedId: preselectSprint(items, today)?.id ?? null };
    },

    async list(caller: Caller, query: RetroListQuery): Promise<RetroPage> {
      const pageSize = RETRO_LIMITS.pageSize;
      const { rows, total } = await repo.list(caller, {
        view: query.view,
        ...(query.squadId ? { squadId: query.squadId } : {}),
        limit: pageSize,
        offset: pageOffset(query.page, pageSize),
      });
      return {
        items: rows.map((r) => presentRetro(r, caller)),
        can: { create: canCreateRetros(caller) },
        total,
        page: query.page,
        pageSize,
      };
    },

    /** Retros planned from `from` 00:00 UTC up to the end of `to` (UTC days). */
    async calendar(caller: Caller, query: RetroCalendarQuery): Promise<{ items: Retro[] }> {
      const days = calendarRangeDays(query.from, query.to);
      if (days === null || days > CALENDAR_MAX_DAYS) {
        throw invalidField('to', MSG.retro.calendarRange);
      }
      const start = new Date(`${query.from}T00:00:00Z`);
      const end = new Date(start.getTime() + days * 86_400_000);
      const rows = await repo.calendar(caller, start, end);
      return { items: rows.map((r) => presentRetro(r, caller)) };
    },

    async get(caller: Caller, id: string): Promise<Retro> {
      return presentRetro(await visibleOr404(caller, id), caller);
    },

    start: (caller: Caller, id: string) => act(caller, id, 'start'),
    cancel: (caller: Caller, id: string) => act(caller, id, 'cancel'),
    archive: (caller: Caller, id: string) => act(caller, id, 'archive'),
    async remove(caller: Caller, id: string): Promise<void> {
      await act(caller, id, 'delete');
    },

    /** Public: what the join page may learn; unknown, deleted and cancelled meetings are 404. */
    async meeting(typed: string, caller: Caller | null): Promise<MeetingInfo> {
      // The id as people write it ("100-000-0007", an invite link) names the same meeting.
      const meetingId = parseMeetingId(typed);
      if (!meetingId) {
        throw appError('MEETING_NOT_FOUND');
      }
      const retro = await repo.findByMeetingId(meetingId);
      if (!retro || retro.status === 'DELETED' || retro.status === 'CANCELLED') {
        throw appError('MEETING_NOT_FOUND');
      }
      // A signed-in RETRO_ADMIN may open a retro that has not started; only they need to know.
      const visible = caller ? await repo.findVisible(caller, retro.id) : undefined;
      const myRole = caller
        ? visible
          ? retroRoleFor(caller, { customerId: retro.customerId, squadLeadId: visible.squadLeadId })
          : 'RETRO_USER'
        : null;
      return presentMeeting(retro, myRole);
    },
  };
}
