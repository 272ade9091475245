import type { Caller } from '@squadboard/domain';
import type { Milestone, ReleaseStatus } from '@squadboard/domain/releases/release.model';
import { ZCreateRelease } from '@squadboard/domain/releases/release.schema';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import type { Executor } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { createPortfolioRepository } from '../modules/portfolio/portfolio.repository.ts';
import { createPortfolioService } from '../modules/portfolio/portfolio.service.ts';
import { createReleasesRepository } from '../modules/releases/releases.repository.ts';
import { createReleasesService } from '../modules/releases/releases.service.ts';
import { createWorkItemsRepository } from '../modules/work-items/work-items.repository.ts';
import { createWorkItemsService } from '../modules/work-items/work-items.service.ts';

// The demo organisation's release plan: three releases of the demo initiative (seeded
// first, demo-portfolio.ts) with dates around today, and the demo epics, stories and bugs naming
// them in their release versions. The running release's Refinement and Design dates have passed
// while most of its items are still New, so its dashboard shows the at-risk hint.

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface DemoRelease {
  name: string;
  status: ReleaseStatus;
  milestone: Milestone;
  /** The six stage finish dates, in days from today. */
  stages: [number, number, number, number, number, number];
  /** Index into the demo accounts: admin, lead, member1, member2. */
  manager: number;
}

export const DEMO_RELEASES = {
  spring: {
    name: 'Spring release',
    status: 'In Progress',
    milestone: 'Gold',
    stages: [-21, -7, 7, 14, 21, 28],
    manager: 1,
  },
  summer: {
    name: 'Summer release',
    status: 'Scheduled',
    milestone: 'Silver',
    stages: [14, 30, 50, 65, 75, 90],
    manager: 0,
  },
  pilot: {
    name: 'Pilot',
    status: 'Completed',
    milestone: 'Bronze',
    stages: [-90, -75, -60, -50, -45, -40],
    manager: 2,
  },
} as const satisfies Record<string, DemoRelease>;

export async function seedDemoReleases(db: Executor, people: readonly UserRow[]): Promise<void> {
  const [admin] = people;
  if (!admin || people.length < 4) {
    throw new Error('the demo release plan needs the four demo accounts');
  }
  const portfolio = createPortfolioService({ repo: createPortfolioRepository(db) });
  const releases = createReleasesService({ repo: createReleasesRepository(db) });
  const workItems = createWorkItemsService({ repo: createWorkItemsRepository(db) });
  const caller: Caller = { id: admin.id, customerId: admin.customerId, role: admin.role, squadIds: [] };
  const nodes = await portfolio.list(caller);
  const initiative = nodes.find((node) => node.level === 'Initiative');
  if (!initiative) {
    throw new Error("the demo release plan needs the demo portfolio's initiative");
  }

  for (const plan of Object.values(DEMO_RELEASES)) {
    const [refinementDate, designDate, buildDate, testDate, uatDate, liveDate] = plan.stages.map(isoIn);
    await releases.create(
      caller,
      ZCreateRelease.parse({
        initiativeId: initiative.id,
        name: plan.name,
        status: plan.status,
        milestone: plan.milestone,
        refinementDate,
        designDate,
        buildDate,
        testDate,
        uatDate,
        liveDate,
        releaseTrainManagerId: people[plan.manager]?.id ?? null,
      }),
    );
  }

  // Each project's first epic goes in the spring release, its second in the summer one, each
  // with three stories and a bug; the first spring epic is already in Refinement.
  const name = (item: WorkItem, release: string) =>
    workItems.update(caller, item.id, { releaseVersions: [release] });
  for (const project of nodes.filter((node) => node.parentId === initiative.id)) {
    const features = await workItems.features(caller, project.id);
    for (const [f, feature] of features.entries()) {
      const release = f === 0 ? DEMO_RELEASES.spring.name : DEMO_RELEASES.summer.name;
      for (const epic of await workItems.children(caller, feature.id)) {
        await name(epic, release);
        const children = await workItems.children(caller, epic.id);
        for (const story of children.filter((child) => child.type === 'Story').slice(0, 3)) {
          await name(story, release);
        }
        const [bug] = children.filter((child) => child.type === 'Bug');
        if (bug) {
          await name(bug, release);
        }
        if (f === 0 && project.acronym === 'WEB') {
          await workItems.update(caller, epic.id, {
            narrative: `<p>As a customer I want ${epic.title.toLowerCase()} so that paying is quick.</p>`,
            outcome: '<p>More orders completed online.</p>',
            plannedStart: isoIn(1),
            plannedEnd: isoIn(28),
          });
          await workItems.changeStatus(caller, epic.id, STATUS_IDS.refinement);
        }
      }
    }
  }
}
