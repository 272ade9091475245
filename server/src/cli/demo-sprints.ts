import type { Caller } from '@squadboard/domain';
import { addDays, todayIn } from '@squadboard/domain/common/calendar-date';
import { firstWorkingDayFrom } from '@squadboard/domain/sprints/sprint.rules';
import {
  STATUS_IDS,
  WORKFLOW_ORDER,
  type WorkItemStatusId,
} from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { workItemHistory } from '../db/schema/index.ts';
import { unitOfWork } from '../db/unit-of-work.ts';
import { createRetrosRepository } from '../modules/retros/retros.repository.ts';
import { createSprintRetrosService } from '../modules/retros/sprint-retros.service.ts';
import { createSprintEvents } from '../modules/sprints/sprint-events.ts';
import { createSprintRunsRepository } from '../modules/sprints/sprint-runs.repository.ts';
import { createSprintRunsService } from '../modules/sprints/sprint-runs.service.ts';
import { createSprintsRepository } from '../modules/sprints/sprints.repository.ts';
import { createSprintsService } from '../modules/sprints/sprints.service.ts';
import { createBacklogService } from '../modules/work-items/backlog.service.ts';
import { createWorkItemsRepository } from '../modules/work-items/work-items.repository.ts';
import { createWorkItemsService } from '../modules/work-items/work-items.service.ts';
import type { DemoClock } from './demo-clock.ts';
import { workingDaysBefore } from './demo-clock.ts';
import type { DemoBacklog } from './demo-portfolio.ts';

// Demo Squad's sprints: two completed two-week sprints and the one running now, made
// through the sprint, backlog and work-item services on the demo's clock, so Past Sprints has
// figures and burndowns, Active Sprint has items in every column, and the dashboard's sprint
// blocks are filled. Each sprint takes a few items of the backlog; most of the forty stay there.

export const DEMO_SPRINT_DAYS = 10;
export const DEMO_SPRINT_NAMES = ['Sprint 1', 'Sprint 2', 'Sprint 3'] as const;

/** An item's plan in a sprint: its effort, and the status it reaches on a working day of it. */
interface Planned {
  type: 'Story' | 'Task' | 'Bug';
  effortHours: number;
  steps: readonly { day: number; to: WorkItemStatusId }[];
}

const { refinement, delivery, testing, done } = STATUS_IDS;
const finished = (day: number) => [
  { day: Math.max(0, day - 2), to: delivery },
  { day: day - 1, to: testing },
  { day, to: done },
];

/** Newly planned items per sprint; what a sprint leaves unfinished is carried into the next. */
const PLANS: readonly (readonly Planned[])[] = [
  [
    { type: 'Task', effortHours: 6, steps: finished(2) },
    { type: 'Bug', effortHours: 4, steps: finished(3) },
    { type: 'Story', effortHours: 16, steps: [{ day: 1, to: refinement }, ...finished(7)] },
    { type: 'Bug', effortHours: 8, steps: finished(5) },
    { type: 'Task', effortHours: 10, steps: finished(8) },
    // Still in Testing when the sprint ends: carried into Sprint 2, done there.
    {
      type: 'Bug',
      effortHours: 6,
      steps: [
        { day: 6, to: delivery },
        { day: 9, to: testing },
      ],
    },
  ],
  [
    { type: 'Story', effortHours: 12, steps: [{ day: 0, to: refinement }, ...finished(6)] },
    { type: 'Task', effortHours: 8, steps: finished(4) },
    { type: 'Bug', effortHours: 5, steps: finished(8) },
    {
      type: 'Story',
      effortHours: 20,
      steps: [
        { day: 2, to: refinement },
        { day: 5, to: delivery },
      ],
    },
    { type: 'Bug', effortHours: 3, steps: [] },
  ],
  [
    { type: 'Story', effortHours: 8, steps: [{ day: 0, to: refinement }, ...finished(3)] },
    { type: 'Bug', effortHours: 4, steps: finished(2) },
    { type: 'Story', effortHours: 12, steps: [{ day: 1, to: refinement }] },
    { type: 'Story', effortHours: 6, steps: [] },
    { type: 'Bug', effortHours: 5, steps: [{ day: 3, to: delivery }] },
  ],
];
/** The unfinished items of a sprint that the next one finishes or moves on, by day. */
const CARRIED_STEPS: readonly (readonly { day: number; to: WorkItemStatusId }[])[] = [
  [],
  [{ day: 1, to: done }],
  [{ day: 2, to: testing }],
];

export interface DemoSprint {
  id: string;
  name: string;
  startDate: string;
  endDate: string;
}

export async function seedDemoSprints(
  db: Db,
  admin: Caller,
  backlog: DemoBacklog,
  clock: DemoClock,
): Promise<DemoSprint[]> {
  const now = clock.now;
  const sprints = createSprintsService({ repo: createSprintsRepository(db), now });
  const runs = createSprintRunsService({
    repo: createSprintRunsRepository(db),
    work: unitOfWork(db, (executor) => ({
      runs: createSprintRunsRepository(executor),
      sprintRetros: createSprintRetrosService({ repo: createRetrosRepository(executor) }),
    })),
    events: createSprintEvents(console),
    now,
  });
  const workItems = createWorkItemsService({ repo: createWorkItemsRepository(db), now });
  const backlogService = createBacklogService({ repo: createWorkItemsRepository(db) });
  const { squadId } = backlog;

  // Today is the fifth working day of the running sprint; the two before it ran back to back.
  const today = todayIn('Europe/London');
  const activeStart = workingDaysBefore(today, 4);
  const firstStart = workingDaysBefore(activeStart, 2 * DEMO_SPRINT_DAYS);
  const dayOf = (sprint: DemoSprint, index: number) => addWorkingDays(sprint.startDate, index);

  clock.at(firstStart, 9);
  const made: DemoSprint[] = [];
  for (const name of DEMO_SPRINT_NAMES) {
    const startDate = made.length === 0 ? firstStart : (await sprints.list(admin, squadId)).minimumStartDate;
    const result = await sprints.createForSquad(admin, {
      squadId,
      name,
      daysInSprint: DEMO_SPRINT_DAYS,
      startDate: firstWorkingDayFrom(startDate),
    });
    const sprint = result.created[0];
    if (!sprint) {
      throw new Error(`the demo could not plan ${name}`);
    }
    made.push({ id: sprint.id, name, startDate: sprint.startDate, endDate: sprint.endDate });
  }

  // Fresh reads: the portfolio moved some items on already (refined stories, a task in Delivery).
  const pool: WorkItem[] = [];
  for (const item of backlog.items) {
    pool.push(await workItems.get(admin, item.id));
  }
  const take = (type: Planned['type']): WorkItem => {
    // New items first; the monitoring tasks the portfolio put in Delivery are all there is of Tasks.
    const fresh = pool.findIndex((item) => item.type === type && item.statusId === STATUS_IDS.new);
    const at = fresh === -1 ? pool.findIndex((item) => item.type === type && item.statusId !== done) : fresh;
    const [item] = pool.splice(at, 1);
    if (at === -1 || !item) {
      throw new Error(`the demo backlog has no ${type} left`);
    }
    return item;
  };

  const status = new Map<string, WorkItemStatusId>();
  /** Walks an item through the workflow to `to`, one allowed step at a time, as people do. */
  const advance = async (item: WorkItem, to: WorkItemStatusId) => {
    let current = status.get(item.id) ?? item.statusId;
    while (current !== to) {
      const next = await workItems.get(admin, item.id);
      const allowed = next.nextStatusIds;
      const step = allowed.includes(to)
        ? to
        : allowed.includes(delivery) && WORKFLOW_ORDER.indexOf(to) >= WORKFLOW_ORDER.indexOf(delivery)
          ? delivery
          : WORKFLOW_ORDER[WORKFLOW_ORDER.indexOf(current) + 1];
      if (step === undefined || !allowed.includes(step)) {
        throw new Error(`the demo cannot move ${item.title} on to status ${to}`);
      }
      await workItems.changeStatus(admin, item.id, step);
      await backdateHistory(db, item.id, now());
      current = step;
    }
    status.set(item.id, current);
  };

  let carried: WorkItem[] = [];
  for (const [index, sprint] of made.entries()) {
    clock.at(sprint.startDate, 9);
    const plans = PLANS[index] ?? [];
    const planned = plans.map((plan) => ({ plan, item: take(plan.type) }));
    for (const { plan, item } of planned) {
      // A story needs its narrative, outcome and dates before Refinement (spec 001 §4).
      await workItems.update(admin, item.id, {
        effortHours: plan.effortHours,
        ...(item.type === 'Story'
          ? {
              narrative: item.narrative ?? `<p>As a customer I want ${item.title.toLowerCase()}.</p>`,
              outcome: item.outcome ?? '<p>Fewer support calls.</p>',
              plannedStart: sprint.startDate,
              plannedEnd: sprint.endDate,
            }
          : {}),
      });
    }
    await backlogService.bulk(admin, { ids: planned.map(({ item }) => item.id), sprintId: sprint.id });
    await runs.start(admin, sprint.id, { squadId });

    const steps = [
      ...planned.flatMap(({ plan, item }) => plan.steps.map((step) => ({ ...step, item }))),
      ...carried.flatMap((item) => (CARRIED_STEPS[index] ?? []).map((step) => ({ ...step, item }))),
    ].sort((a, b) => a.day - b.day);
    for (const step of steps) {
      clock.at(dayOf(sprint, step.day), 11 + (step.day % 5));
      await advance(step.item, step.to);
    }

    const next = made[index + 1];
    if (next) {
      clock.at(sprint.endDate, 16);
      carried = [...planned.map(({ item }) => item), ...carried].filter(
        (item) => status.get(item.id) !== done,
      );
      await runs.complete(admin, sprint.id, { squadId, carryTo: next.id });
    }
  }
  return made;
}

function addWorkingDays(start: string, count: number): string {
  let day = start;
  for (let left = count; left > 0; left -= 1) {
    day = firstWorkingDayFrom(addDays(day, 1));
  }
  return day;
}

/**
 * The work-item service stamps a status change with the database's clock, which in the demo's
 * single transaction is the moment it runs: the entry gets the demo's day instead, so the
 * sprint's burndown counts the item done on the day the story says.
 */
async function backdateHistory(db: Db, workItemId: string, at: Date): Promise<void> {
  await db
    .update(workItemHistory)
    .set({ at })
    .where(and(eq(workItemHistory.workItemId, workItemId), gt(workItemHistory.at, at)));
}
