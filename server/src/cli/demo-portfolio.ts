import type { Caller } from '@squadboard/domain';
import { ZCreatePortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { ZCreateSquad } from '@squadboard/domain/squads/squads.schema';
import { STATUS_IDS, type WorkItemType } from '@squadboard/domain/work-items/work-item.model';
import { type WorkItem, ZCreateWorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { Executor } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { createCommentsRepository } from '../modules/comments/comments.repository.ts';
import { createCommentsService } from '../modules/comments/comments.service.ts';
import { createPortfolioRepository } from '../modules/portfolio/portfolio.repository.ts';
import { createPortfolioService } from '../modules/portfolio/portfolio.service.ts';
import { createSquadEvents } from '../modules/squads/squad-events.ts';
import { createSquadsRepository } from '../modules/squads/squads.repository.ts';
import { createSquadsService } from '../modules/squads/squads.service.ts';
import { createWorkItemsRepository } from '../modules/work-items/work-items.repository.ts';
import { createWorkItemsService } from '../modules/work-items/work-items.service.ts';

// The demo organisation's squad, portfolio and backlog: an initiative, two projects,
// their features and epics, and some forty stories, tasks and bugs, made through the services so
// they obey the rules that items made on the pages do.

export const DEMO_SQUAD = { name: 'Demo Squad', acronym: 'DEMO' } as const;

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const PROJECTS = [
  {
    title: 'Mobile app',
    acronym: 'MOB',
    features: [
      {
        title: 'Sign-in and onboarding',
        epic: 'Passwordless sign-in',
        stories: ['Magic link mail', 'Link expiry', 'Device trust', 'Sign-in analytics', 'Welcome tour'],
      },
      {
        title: 'Offline mode',
        epic: 'Local cache',
        stories: ['Cache the board', 'Queue edits', 'Conflict notice', 'Sync indicator', 'Clear cache'],
      },
    ],
  },
  {
    title: 'Web checkout',
    acronym: 'WEB',
    features: [
      {
        title: 'Payments',
        epic: 'Card payments',
        stories: ['Card form', 'Saved cards', '3-D Secure', 'Receipts', 'Refunds'],
      },
      {
        title: 'Order tracking',
        epic: 'Delivery updates',
        stories: ['Order page', 'Status mails', 'Courier link', 'Delay notice', 'Order history'],
      },
    ],
  },
] as const;

/** What the sprints and retros of the demo build on: the squad and its backlog's items. */
export interface DemoBacklog {
  squadId: string;
  items: WorkItem[];
}

export async function seedDemoPortfolio(db: Executor, people: readonly UserRow[]): Promise<DemoBacklog> {
  const [admin, lead, member1, member2] = people;
  if (!admin || !lead || !member1 || !member2) {
    throw new Error('the demo portfolio needs the four demo accounts');
  }
  const squads = createSquadsService({
    repo: createSquadsRepository(db),
    events: createSquadEvents(console),
  });
  const portfolio = createPortfolioService({ repo: createPortfolioRepository(db) });
  const workItems = createWorkItemsService({ repo: createWorkItemsRepository(db) });
  const comments = createCommentsService({ repo: createCommentsRepository(db) });
  const caller: Caller = { id: admin.id, customerId: admin.customerId, role: admin.role, squadIds: [] };

  const squad = await squads.create(
    caller,
    ZCreateSquad.parse({ ...DEMO_SQUAD, leadId: lead.id, memberIds: [member1.id, member2.id] }),
  );
  const initiative = await portfolio.create(
    caller,
    ZCreatePortfolioNode.parse({
      level: 'Initiative',
      title: 'Grow digital sales',
      acronym: 'GRW',
      description: 'Half of all orders placed online by the end of next year.',
      ownerId: admin.id,
      plannedStart: isoIn(-30),
      plannedEnd: isoIn(300),
      status: 'In Progress',
    }),
  );
  const owners = [lead.id, member1.id, member2.id];
  const items: WorkItem[] = [];
  let n = 0;
  const add = async (type: WorkItemType, title: string, parentId: string) => {
    n += 1;
    const item = await workItems.create(
      caller,
      ZCreateWorkItem.parse({
        type,
        title,
        parentId,
        squadId: squad.id,
        ownerId: owners[n % owners.length],
        priority: (n % 4) + 1,
      }),
    );
    items.push(item);
    return item;
  };

  for (const plan of PROJECTS) {
    const project = await portfolio.create(
      caller,
      ZCreatePortfolioNode.parse({
        level: 'Project',
        parentId: initiative.id,
        title: plan.title,
        acronym: plan.acronym,
        ownerId: lead.id,
        plannedStart: isoIn(-14),
        plannedEnd: isoIn(120),
        status: 'In Progress',
      }),
    );
    for (const feature of plan.features) {
      const made = await add('Feature', feature.title, project.id);
      const epic = await add('Epic', feature.epic, made.id);
      for (const [i, title] of feature.stories.entries()) {
        const story = await add('Story', title, epic.id);
        if (i === 0) {
          // One story per epic already refined, so the workflow shows more than New.
          await workItems.update(caller, story.id, {
            narrative: `<p>As a customer I want ${title.toLowerCase()} so that ordering is easier.</p>`,
            outcome: '<p>Fewer abandoned orders.</p>',
            plannedStart: isoIn(1),
            plannedEnd: isoIn(10),
            labels: ['mvp'],
          });
          await workItems.changeStatus(caller, story.id, STATUS_IDS.refinement);
          const name = member1.firstName ?? member1.email;
          await comments.add(
            caller,
            { kind: 'work_item', id: story.id },
            {
              body: `<p><span data-type="mention" data-id="${member1.id}" data-label="${name}">@${name}</span> can you check the copy with design before we start?</p>`,
            },
          );
        }
      }
      const task = await add('Task', `Set up monitoring for ${feature.title.toLowerCase()}`, epic.id);
      await workItems.changeStatus(caller, task.id, STATUS_IDS.delivery);
      await add('Bug', `${feature.epic}: error message cut off on small screens`, epic.id);
      await add('Bug', `${feature.epic}: slow on a 3G connection`, epic.id);
    }
  }
  return { squadId: squad.id, items };
}
