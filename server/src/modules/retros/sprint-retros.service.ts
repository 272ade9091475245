import { randomInt } from 'node:crypto';
import { MSG } from '@squadboard/domain';
import {
  columnsFor,
  monthlyRetroLimit,
  UNCOUNTED_STATUSES,
  utcMonthOf,
} from '@squadboard/domain/retro/retro.rules';
import { DEFAULT_TEMPLATE } from '@squadboard/domain/retro/retro.schema';
import { sprintRetroAt } from '@squadboard/domain/retro/retro-sprint.rules';
import type { RetroRow } from '../../db/schema/index.ts';
import type { NotificationsService } from '../notifications/notifications.service.ts';
import type { RetroInvitations } from './retro-invitations.ts';
import type { RetrosRepository } from './retros.repository.ts';
import { insertWithMeetingId } from './retros.service.ts';

// The squad's "a retro at the end of every sprint": when a squad starts a sprint, the
// sprint-runs service schedules that sprint's retro here, in the start's own transaction (the
// composition root binds this service's repository to it), so a start that rolls back leaves no
// retro behind and a retro never exists for a start that did not happen.

export type SprintRetrosService = ReturnType<typeof createSprintRetrosService>;

export function createSprintRetrosService(deps: {
  repo: RetrosRepository;
  notifications?: NotificationsService;
  /** The invitation mails a retro made on Create Retro sends, sent for this one too. */
  invitations?: Pick<RetroInvitations, 'invite'>;
  randomInt?: (min: number, max: number) => number;
}) {
  const { repo } = deps;
  const draw = deps.randomInt ?? ((min: number, max: number) => randomInt(min, max));

  return {
    /**
     * Inside the start's transaction, which holds the sprint's row locked: the squad's retro at
     * the sprint's end date and usual time (the lead's time zone), with the default board. None
     * when the setting is off, when the setting already scheduled one for this sprint and squad
     * (the lock makes that check safe against a second start), when the moment has passed (a
     * sprint started after its last day's retro time), or when the plan's monthly retros are
     * used up: the sprint starts all the same.
     */
    async schedule(input: {
      customerId: string;
      squadId: string;
      sprint: { id: string; name: string; endDate: string };
      actorId: string;
      at: Date;
    }): Promise<RetroRow | null> {
      const setting = await repo.sprintRetroSetting(input.squadId);
      if (!setting?.time || (await repo.hasSprintScheduledRetro(input.squadId, input.sprint.id))) {
        return null;
      }
      const scheduledAt = sprintRetroAt(input.sprint.endDate, setting.time, setting.leadTimeZone);
      if (scheduledAt.getTime() <= input.at.getTime()) {
        return null;
      }
      const plan = await repo.lockCustomer(input.customerId);
      const limit = plan === undefined ? null : monthlyRetroLimit(plan);
      if (limit !== null) {
        const { start, end } = utcMonthOf(input.at);
        if ((await repo.countCreatedBetween(input.customerId, start, end, UNCOUNTED_STATUSES)) >= limit) {
          return null;
        }
      }
      return insertWithMeetingId(
        repo,
        {
          customerId: input.customerId,
          squadId: input.squadId,
          sprintId: input.sprint.id,
          sprintScheduled: true,
          title: MSG.retroSprint.scheduledTitle(input.sprint.name),
          template: DEFAULT_TEMPLATE,
          columns: columnsFor(DEFAULT_TEMPLATE, undefined),
          startType: 'schedule',
          scheduledAt,
          startedAt: null,
          endedAt: null,
          status: 'SCHEDULED',
          mood: null,
          createdBy: input.actorId,
          createdAt: input.at,
        },
        draw,
      );
    },

    /**
     * After the start commits: the squad's people hear of the retro and get its invitation (with
     * the calendar event), as for one scheduled by hand. A failed mail leaves the retro as it is.
     */
    async announce(retro: RetroRow, squadName: string, actorId: string): Promise<void> {
      await deps.notifications?.retroScheduled(retro.id, actorId, retro.scheduledAt);
      await deps.invitations?.invite({ retro, squadName });
    },
  };
}
