import { raidDefaults } from '@squadboard/domain/raid/raid.rules';
import type { OrgSamples, SampleKind } from './access-samples.ts';
import { nextAcronym } from './factories.ts';
import { raidBody, raidEdit } from './raid-factories.ts';
import { releaseBody, releaseEdit } from './release-factories.ts';
import { actionBody, actionRegisterBody, itemBody, retroBody } from './retro-factories.ts';
import { nextSprintStart } from './sprint-factories.ts';
import type { TestApp } from './test-app.ts';

// What the id-in-body matrix (http/access-matrix-refs.test.ts) sends: per write route whose JSON
// body takes ids, a body valid for the caller's own organisation (`own`), and per id field the
// sample of an organisation that goes in it. The test swaps one field for another
// organisation's sample at a time.

type Ref = (s: OrgSamples) => string | string[];

/** The sample an id field takes, by its name (the same on every route unless REF_OF_ROUTE says). */
export const REF_OF: Record<string, Ref> = {
  squadId: (s) => s.ids.squad,
  ownerId: (s) => s.org.member.id,
  reporterId: (s) => s.org.member.id,
  leadId: (s) => s.org.otherLead.id,
  releaseTrainManagerId: (s) => s.org.lead.id,
  memberIds: (s) => [s.org.otherMember.id],
  add: (s) => [s.org.otherMember.id],
  // A Squad Admin who leads no squad (the role cannot be taken from a lead).
  remove: (s) => [s.org.inactiveLead.id],
  impactedSquadIds: (s) => [s.org.otherSquad.id],
  initiativeId: (s) => s.ids.initiative,
  projectId: (s) => s.ids.portfolioNode,
  retroId: (s) => s.ids.retro,
  sprintId: (s) => s.ids.sprint,
  workItemId: (s) => s.ids.feature,
  carryTo: (s) => s.ids.sprint,
};

/** Where a field's meaning depends on the route. */
export const REF_OF_ROUTE: Record<string, Record<string, Ref>> = {
  'POST /api/work-items': { parentId: (s) => s.ids.epic },
  'PATCH /api/work-items/{id}': { parentId: (s) => s.ids.epic },
  'POST /api/work-items/{id}/rank': { afterId: (s) => s.ids.story },
  // Not the sample item: the bulk change puts it in a sprint, and rank takes only backlog items.
  'POST /api/work-items/bulk': { ids: (s) => [s.ids.otherWorkItem] },
  'POST /api/ideas/{id}/move': { afterId: (s) => s.ids.otherIdea },
  'POST /api/portfolio': { parentId: (s) => s.ids.initiative },
  'PUT /api/portfolio/{id}': { parentId: (s) => s.ids.initiative },
  'POST /api/raid': { parentId: (s) => s.ids.initiative },
  'PATCH /api/raid/{id}': { parentId: (s) => s.ids.initiative },
};

/**
 * The path's sample where the usual one will not do: ranking takes backlog items only, and the
 * sample work item has been put in a sprint by then (the sprintId controls).
 */
export const PATH_OF_ROUTE: Record<string, Partial<Record<SampleKind, SampleKind>>> = {
  'POST /api/work-items/{id}/rank': { workItem: 'epic' },
};

/** The value `route`'s `field` takes for `s`'s organisation, or undefined when none is known. */
export function refOf(route: string, field: string, s: OrgSamples): string | string[] | undefined {
  return (REF_OF_ROUTE[route]?.[field] ?? REF_OF[field])?.(s);
}

/**
 * A body valid for `own`'s Super Admin, per write route that takes ids; a PATCH that changes only
 * what it is sent starts from nothing (the probed field is added).
 */
export const REF_BODIES: Record<string, (own: OrgSamples, t: TestApp) => Promise<object> | object> = {
  'PUT /api/roles/squad-admins': () => ({}),
  'POST /api/squads': (own) => ({
    name: 'Another squad',
    acronym: nextAcronym(),
    leadId: own.org.otherLead.id,
    memberIds: [],
  }),
  'POST /api/sprints': async (own, t) => ({
    squadId: own.ids.squad,
    name: 'Sprint 2',
    daysInSprint: 5,
    startDate: await nextSprintStart(t, own.org.admin, own.ids.squad),
  }),
  'POST /api/retros': (own) => retroBody(own.ids.squad),
  'POST /api/actions': (own) => actionBody(own.org),
  'POST /api/action-registers': (own) => actionRegisterBody(own.org),
  'POST /api/portfolio': (own) => ({
    level: 'Project',
    parentId: own.ids.initiative,
    title: 'Another',
    acronym: nextAcronym(),
    ownerId: own.org.lead.id,
  }),
  'POST /api/work-items': (own) => ({ type: 'Task', title: 'Another', squadId: own.ids.squad }),
  'POST /api/work-items/bulk': (own) => ({ ids: [own.ids.otherWorkItem], ownerId: own.org.member.id }),
  'POST /api/ideas': (own) => ({ initiativeId: own.ids.initiative, title: 'Another' }),
  'POST /api/raid': (own) =>
    raidBody('Dependency', own.ids.initiative, { relatesTo: 'Feature', workItemId: own.ids.feature }),
  'POST /api/releases': (own) => releaseBody(own.ids.initiative, { name: `R${nextAcronym()}` }),
  'POST /api/retro-templates': (own) => ({ retroId: own.ids.retro, name: 'Another' }),
  'PATCH /api/squads/{id}': () => ({}),
  'POST /api/sprints/{id}/start': (own) => ({ squadId: own.ids.squad }),
  'POST /api/sprints/{id}/complete': (own) => ({ squadId: own.ids.squad, carryTo: 'backlog' }),
  'PATCH /api/actions/{id}': (own) => actionBody(own.org),
  'PATCH /api/action-registers/{id}': (own) => actionRegisterBody(own.org),
  'POST /api/action-registers/{id}/items': (own) => itemBody(own.org),
  'PATCH /api/action-registers/{id}/items/{itemId}': (own) => itemBody(own.org),
  'PUT /api/portfolio/{id}': (own) => ({
    parentId: own.ids.initiative,
    title: 'Renamed',
    acronym: nextAcronym(),
    ownerId: own.org.lead.id,
  }),
  'PATCH /api/work-items/{id}': () => ({}),
  'POST /api/work-items/{id}/rank': () => ({ afterId: null }),
  'POST /api/ideas/{id}/move': () => ({ column: 'New', afterId: null }),
  'POST /api/ideas/{id}/promote': (own) => ({ projectId: own.ids.portfolioNode }),
  // As a Dependency: only a Dependency keeps a work item (a Risk drops the field).
  'PATCH /api/raid/{id}': (own) =>
    raidEdit(own.raidItem, { type: 'Dependency', ...raidDefaults('Dependency'), relatesTo: 'Feature' }),
  'PATCH /api/releases/{id}': (own) => releaseEdit(own.release),
};
