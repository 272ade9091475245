import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { OrgSamples } from './access-samples.ts';
import { billingForm } from './billing-factories.ts';
import { nextAcronym } from './factories.ts';
import { type RaidPortfolio, raidEdit } from './raid-factories.ts';
import { releaseEdit } from './release-factories.ts';
import { actionBody, actionRegisterBody, inDays, itemBody } from './retro-factories.ts';

// The bodies the access matrix (http/access-matrix.test.ts) sends to write routes: a small table
// rather than bodies derived from the JSON schema, because most of them need ids that mean
// something (the caller's own squad, owner, initiative), so that a refusal can only come from the
// path's id; a body the route's schema refuses answers 400, which fails the matrix.

/** What a body may point at: the caller's own organisation's things. */
export interface BodyRefs {
  squadId: string;
  leadId: string;
  memberId: string;
  portfolio: RaidPortfolio;
  /** The sample organisation, for the helpers that re-save one of its things as it is. */
  a: OrgSamples;
}

const comment = () => ({ body: '<p>Not yours.</p>' });

/** A body the route's schema accepts, per write route that takes one (others get `{}`). */
export const BODIES: Record<string, (refs: BodyRefs) => unknown> = {
  'PATCH /api/users/{id}': () => ({ firstName: 'Bea', lastName: 'Bravo' }),
  'PATCH /api/squads/{id}': () => ({ name: 'Taken over' }),
  'PATCH /api/sprints/{id}': () => ({ name: 'Taken over' }),
  'POST /api/sprints/{id}/start': (r) => ({ squadId: r.squadId }),
  'POST /api/sprints/{id}/complete': (r) => ({ squadId: r.squadId, carryTo: 'backlog' }),
  'PATCH /api/actions/{id}': (r) => actionBody(r.a.org, { squadId: r.squadId, ownerId: r.memberId }),
  'PATCH /api/action-registers/{id}': (r) =>
    actionRegisterBody(r.a.org, { ownerId: r.leadId, createdOn: inDays(0) }),
  'POST /api/action-registers/{id}/status': () => ({ status: 'Archive' }),
  'POST /api/action-registers/{id}/items': (r) => itemBody(r.a.org, { ownerId: r.memberId }),
  'PATCH /api/action-registers/{id}/items/{itemId}': (r) => itemBody(r.a.org, { ownerId: r.memberId }),
  'PUT /api/portfolio/{id}': (r) => ({
    parentId: r.portfolio.initiative.id,
    title: 'Taken over',
    acronym: nextAcronym(),
    ownerId: r.leadId,
  }),
  'PUT /api/work-items/status-config/{squadId}': () => ({
    statuses: [STATUS_IDS.new, STATUS_IDS.done],
    columns: { [STATUS_IDS.new]: 'New', [STATUS_IDS.done]: 'Complete' },
    backlog: [STATUS_IDS.new],
  }),
  'PATCH /api/work-items/{id}': () => ({ title: 'Taken over' }),
  'POST /api/work-items/{id}/status': () => ({ statusId: STATUS_IDS.delivery }),
  'POST /api/work-items/{id}/rank': () => ({ afterId: null }),
  'POST /api/work-items/{id}/comments': comment,
  'PATCH /api/work-items/{id}/comments/{commentId}': comment,
  'PATCH /api/ideas/{id}': () => ({ title: 'Taken over' }),
  'POST /api/ideas/{id}/move': () => ({ column: 'Parked', afterId: null }),
  'POST /api/ideas/{id}/promote': (r) => ({ projectId: r.portfolio.project.id }),
  'PATCH /api/raid/{id}': (r) =>
    raidEdit(r.a.raidItem, { title: 'Taken over', parentId: r.portfolio.initiative.id }),
  'POST /api/raid/{id}/comments': comment,
  'PATCH /api/raid/{id}/comments/{commentId}': comment,
  'PATCH /api/releases/{id}': (r) => releaseEdit(r.a.release, { name: 'Taken over' }),
  'POST /api/billing/test-checkout/{id}/pay': () => billingForm(),
};
