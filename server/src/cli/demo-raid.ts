import type { Caller } from '@squadboard/domain';
import type { RaidStatus, RaidType } from '@squadboard/domain/raid/raid.model';
import { raidDefaults } from '@squadboard/domain/raid/raid.rules';
import { type CreateRaidInput, ZCreateRaid, ZUpdateRaid } from '@squadboard/domain/raid/raid.schema';
import type { Executor } from '../db/client.ts';
import type { UserRow } from '../db/schema/index.ts';
import { createPortfolioRepository } from '../modules/portfolio/portfolio.repository.ts';
import { createPortfolioService } from '../modules/portfolio/portfolio.service.ts';
import { createRaidRepository } from '../modules/raid/raid.repository.ts';
import { createRaidService } from '../modules/raid/raid.service.ts';

// The demo organisation's RAID register: a few items of each type under the demo
// portfolio (seeded first, demo-portfolio.ts), some past their review or treatment date, and
// open risks spread over the heat map. Made through the service, so they obey the form's rules.

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Where an item sits: the initiative, or one of its two projects. */
type Place = 'GRW' | 'MOB' | 'WEB';

interface DemoRaid {
  type: RaidType;
  title: string;
  place: Place;
  /** Days from today (negative: in the past). */
  raised: number;
  due: number | null;
  status: RaidStatus;
  fields?: Partial<CreateRaidInput>;
}

const RAID: readonly DemoRaid[] = [
  {
    type: 'Risk',
    title: 'Payment provider outage on launch day',
    place: 'WEB',
    raised: -40,
    due: -5,
    status: 'In Treatment',
    fields: {
      priority: 'High',
      impact: 'Customer',
      currentLikelihood: 'Likely',
      currentConsequence: 'Extreme',
      treatedLikelihood: 'Possible',
      treatedConsequence: 'Major',
      riskType: 'Delivery',
      flag: 'Red',
    },
  },
  {
    type: 'Risk',
    title: 'App store review takes longer than planned',
    place: 'MOB',
    raised: -20,
    due: 10,
    status: 'New',
    fields: {
      priority: 'Medium',
      impact: 'Schedule',
      currentLikelihood: 'Almost Certain',
      currentConsequence: 'Moderate',
      treatedLikelihood: 'Likely',
      treatedConsequence: 'Low',
      flag: 'Amber',
    },
  },
  {
    type: 'Risk',
    title: 'Key designer leaves mid-project',
    place: 'GRW',
    raised: -70,
    due: 30,
    status: 'Accepted',
    fields: {
      impact: 'People',
      currentLikelihood: 'Unlikely',
      currentConsequence: 'Major',
      treatedLikelihood: 'Unlikely',
      treatedConsequence: 'Moderate',
    },
  },
  {
    type: 'Risk',
    title: 'Card data rules change before go-live',
    place: 'WEB',
    raised: -3,
    due: 45,
    status: 'In Progress',
    fields: {
      priority: 'High',
      impact: 'Compliance',
      currentLikelihood: 'Possible',
      currentConsequence: 'Extreme',
      treatedLikelihood: 'Unlikely',
      treatedConsequence: 'Major',
      riskType: 'Delivered',
    },
  },
  {
    type: 'Risk',
    title: 'Offline sync loses edits',
    place: 'MOB',
    raised: -12,
    due: -2,
    status: 'New',
    fields: {
      priority: 'Medium',
      impact: 'reputation',
      currentLikelihood: 'Possible',
      currentConsequence: 'Low',
    },
  },
  {
    type: 'Issue',
    title: 'Staging database out of disk space',
    place: 'WEB',
    raised: -8,
    due: -1,
    status: 'In Progress',
    fields: { priority: 'High', impact: 'Schedule', currentConsequence: 'Major' },
  },
  {
    type: 'Issue',
    title: 'Crash reports missing from older phones',
    place: 'MOB',
    raised: -15,
    due: 7,
    status: 'New',
    fields: { priority: 'Medium', currentConsequence: 'Moderate' },
  },
  {
    type: 'Issue',
    title: 'Budget approval for the load tests',
    place: 'GRW',
    raised: -50,
    due: -30,
    status: 'Complete',
    fields: { impact: 'Cost' },
  },
  {
    type: 'Dependency',
    title: 'Bank sandbox access for card payments',
    place: 'WEB',
    raised: -25,
    due: -4,
    status: 'On Hold',
    fields: { relatesTo: 'Feature', relation: 'FS: Finish to Start' },
  },
  {
    type: 'Dependency',
    title: 'Identity team ships the magic-link API',
    place: 'MOB',
    raised: -10,
    due: 14,
    status: 'In Progress',
    fields: { relatesTo: 'Feature', relation: 'SF: Start to Finish' },
  },
  {
    type: 'Dependency',
    title: 'Marketing site links to the app stores',
    place: 'GRW',
    raised: -2,
    due: 21,
    status: 'New',
  },
  {
    type: 'Assumption',
    title: 'Most customers already have the app installed',
    place: 'MOB',
    raised: -30,
    due: -7,
    status: 'New',
    fields: { priority: 'Medium', impact: 'Benefits', certainty: 'Low' },
  },
  {
    type: 'Assumption',
    title: 'Couriers keep their tracking API stable',
    place: 'WEB',
    raised: -6,
    due: 60,
    status: 'In Progress',
    fields: { certainty: 'High' },
  },
  {
    type: 'Assumption',
    title: 'Half of all orders move online within a year',
    place: 'GRW',
    raised: -90,
    due: null,
    status: 'New',
    fields: { priority: 'High', impact: 'business', certainty: 'Medium' },
  },
];

export async function seedDemoRaid(db: Executor, people: readonly UserRow[]): Promise<void> {
  const [admin, lead, member1, member2] = people;
  if (!admin || !lead || !member1 || !member2) {
    throw new Error('the demo RAID register needs the four demo accounts');
  }
  const portfolio = createPortfolioService({ repo: createPortfolioRepository(db) });
  const raid = createRaidService({ repo: createRaidRepository(db) });
  const caller: Caller = { id: admin.id, customerId: admin.customerId, role: admin.role, squadIds: [] };
  const nodes = await portfolio.list(caller);
  const nodeOf = (place: Place) => {
    const node = nodes.find((candidate) => candidate.acronym === place);
    if (!node) {
      throw new Error(`the demo RAID register needs the demo portfolio's ${place}`);
    }
    return node;
  };
  const owners = [lead.id, member1.id, member2.id, admin.id];

  for (const [n, plan] of RAID.entries()) {
    const parent = nodeOf(plan.place);
    const fields = { ...raidDefaults(plan.type), ...plan.fields };
    if (plan.type === 'Dependency' && fields.relatesTo) {
      // The project's first work item of that type: what the Relationship tab would offer.
      const { items } = await raid.workItemChoices(caller, parent.id, fields.relatesTo);
      fields.workItemId = items[0]?.id ?? null;
    }
    const input = {
      type: plan.type,
      title: plan.title,
      ownerId: owners[n % owners.length],
      reporterId: owners[(n + 1) % owners.length],
      ...fields,
      description: `<p>${plan.title}: raised at the ${parent.level === 'Project' ? 'project' : 'initiative'} review.</p>`,
      plan: n % 2 === 0 ? '<p>Review weekly with the owner and agree the next step.</p>' : null,
      raisedDate: isoIn(plan.raised),
      dueDate: plan.due === null ? null : isoIn(plan.due),
      level: parent.level,
      parentId: parent.id,
      labels: n % 3 === 0 ? ['launch'] : [],
    };
    const item = await raid.create(caller, ZCreateRaid.parse(input));
    if (plan.status !== 'New') {
      await raid.update(caller, item.id, ZUpdateRaid.parse({ ...input, status: plan.status }));
    }
  }
}
