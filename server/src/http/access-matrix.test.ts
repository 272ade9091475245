import { randomUUID } from 'node:crypto';
import { canManageActionRegister } from '@squadboard/domain/action-registers/action-register.rules';
import { canDeleteAction } from '@squadboard/domain/actions/action.rules';
import { canRemoveAttachment } from '@squadboard/domain/attachments/attachment.rules';
import { canManagePlan } from '@squadboard/domain/billing/billing.rules';
import { canChangeComment } from '@squadboard/domain/comments/comment.rules';
import type { Caller } from '@squadboard/domain/common/caller';
import { canDeleteIdea, canPromoteIdea } from '@squadboard/domain/ideas/idea.rules';
import { canShapePortfolio } from '@squadboard/domain/portfolio/portfolio.rules';
import { canManageReleases } from '@squadboard/domain/releases/release.rules';
import { canCreateRetroFor, retroAbilities } from '@squadboard/domain/retro/retro.rules';
import { canEditSprint } from '@squadboard/domain/sprints/sprint.rules';
import { canRunSprints } from '@squadboard/domain/sprints/sprint-planning.rules';
import { squadPermissionsFor } from '@squadboard/domain/squads/squad.rules';
import { canManageUsers } from '@squadboard/domain/users/users.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BODIES, type BodyRefs } from '../test-support/access-bodies.ts';
import {
  createOrgSamples,
  type OrgSamples,
  PDF_BYTES,
  sampleQueryUrl,
  sampleUrl,
} from '../test-support/access-samples.ts';
import { changedTables, databaseFingerprint } from '../test-support/db-fingerprint.ts';
import { type As, api, type Method, uploadFile } from '../test-support/request.ts';
import { createTestApp } from '../test-support/test-app.ts';

// Tenancy and roles for every route that takes an id (REVIEW §9 "Authorisation coverage"): each
// operation of the OpenAPI description whose path has a parameter is called with organisation
// A's sample ids (test-support/access-samples.ts) as the Super Admin of organisation B, and must
// answer 404 (or 403) and leave the database as it was. A new `/:id` route that forgets its
// organisation filter fails here; one without a sample fails too, saying how to add it. Then
// A's own Squad Member calls the routes the domain's rules keep from a Squad Member.
//
// Write routes get a valid body from a small table (test-support/access-bodies.ts), so that the
// refusal is the id's and not the body's: a 400 fails the test.

/** Routes with a path parameter that are not an organisation's data, and why. */
const NOT_ORGANISATION_SCOPED = new Set([
  // The retro room's door: whoever holds the meeting id may knock, signed in or a guest
  // (PUBLIC_ROUTE; session-scope.test.ts lists it as public).
  'GET /api/retros/meeting/{meetingId}',
  'POST /api/retros/meeting/{meetingId}/guest',
  // A calendar feed: the token in the path is the key, whoever holds it reads its owner's feed
  // (PUBLIC_ROUTE; calendar-feed.routes.test.ts shows other squads and organisations absent).
  'GET /api/calendar/{file}',
]);

/** GETs whose sample the owner's Super Admin cannot read either: the staff-only dashboard. */
const NO_OWNER_READ = new Set(['GET /api/admin/metrics/{metric}/customers']);

/** Multipart uploads: sent as a file, the way the browser sends them. */
const UPLOADS = new Set(['POST /api/work-items/{id}/attachments', 'POST /api/raid/{id}/attachments']);

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: unknown;
}
type Spec = { paths?: Record<string, Record<string, { parameters?: Parameter[] }>> };

// The app is built while the file is collected, so that each operation is a test of its own.
const t = await createTestApp();
const paths = (t.app.swagger() as Spec).paths ?? {};
const operations = Object.entries(paths)
  .filter(([path]) => path.includes('{'))
  .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`));
const scoped = operations.filter((route) => !NOT_ORGANISATION_SCOPED.has(route));

/** A query parameter that takes an id: named …Id, a uuid (alone or among other choices). */
const takesId = (p: Parameter) =>
  p.in === 'query' && /Id$/.test(p.name) && JSON.stringify(p.schema ?? {}).includes('"format":"uuid"');

/**
 * GETs without path parameters that take ids in their query (lists filtered by squad …), one
 * case per id parameter: A's id in it, the caller's own organisation's in the required others.
 */
const queryCases = Object.entries(paths).flatMap(([path, ops]) => {
  const parameters = ops.get?.parameters ?? [];
  const idParams = parameters.filter(takesId).map((p) => p.name);
  const required = parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
  return path.includes('{')
    ? []
    : idParams.map((param) => ({ route: `GET ${path}`, param, idParams, required }));
});

/** Nested routes (`/{id}/…/{itemId}`): their inner id is also tried under B's own outer one. */
const nested = scoped.filter((route) => (route.match(/\{/g) ?? []).length > 1);

// A owns the samples; B has the same things of its own, which its bodies and nested routes use.
let a: OrgSamples;
let b: OrgSamples;

beforeAll(async () => {
  a = await createOrgSamples(t);
  b = await createOrgSamples(t);
});
afterAll(async () => {
  await t.close();
});

function split(route: string): { method: Method; template: string } {
  const [method = '', template = ''] = route.split(' ');
  return { method: method as Method, template };
}

/**
 * The route's address with A's samples (the first parameter B's when `outerOfB`); fails, saying
 * how to add one, when a sample is missing.
 */
function urlOf(route: string, outerOfB: boolean): string {
  const found = sampleUrl(split(route).template, a.ids, outerOfB ? b.ids : undefined);
  if ('missing' in found) {
    throw new Error(found.missing);
  }
  return found.url;
}

function call(route: string, as: As, refs: BodyRefs, outerOfB = false) {
  const { method } = split(route);
  const url = urlOf(route, outerOfB);
  if (UPLOADS.has(route)) {
    return uploadFile(t.app, as, url, {
      bytes: PDF_BYTES,
      name: 'x.pdf',
      type: 'application/pdf',
      field: 'file',
    });
  }
  const body = BODIES[route]?.(refs);
  return api(t.app, as, method, url, method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}));
}

/** Calls `route` as `as` and expects a refusal that names no data and changes nothing. */
async function expectRefused(route: string, as: As, refs: BodyRefs, outerOfB = false): Promise<void> {
  const writes = split(route).method !== 'GET';
  const before = writes ? await databaseFingerprint(t.db) : null;
  const response = await call(route, as, refs, outerOfB);
  const hint =
    response.statusCode === 400
      ? ' (a 400 means the body was refused before the id was looked up: give the route a valid body in BODIES)'
      : '';
  expect
    .soft([403, 404], `${route} answered ${response.statusCode} ${response.body}${hint}`)
    .toContain(response.statusCode);
  if (before) {
    expect(changedTables(before, await databaseFingerprint(t.db)), `${route} changed these tables`).toEqual(
      [],
    );
  }
}

/** What a body of `owner`'s people points at: their own squad, lead, member and portfolio. */
const refsOf = (owner: OrgSamples): BodyRefs => ({
  squadId: owner.org.squad.id,
  leadId: owner.org.lead.id,
  memberId: owner.org.member.id,
  portfolio: owner.portfolio,
  a,
});

describe('a Super Admin of another organisation', () => {
  it('finds a sample or an allow-list entry for every route with a path parameter', () => {
    expect(operations.length).toBeGreaterThan(50);
    const missing = scoped.flatMap((route) => {
      const found = sampleUrl(split(route).template, a.ids);
      return 'missing' in found ? [found.missing] : [];
    });
    expect(missing).toEqual([]);
    // The allow-list holds only routes that still exist.
    expect([...NOT_ORGANISATION_SCOPED].filter((route) => !operations.includes(route))).toEqual([]);
  });

  it('tells how to add the sample of a route it does not know', () => {
    expect(sampleUrl('/api/gadgets/{id}/parts/{partId}', a.ids)).toEqual({
      missing: expect.stringContaining(
        "add '/api/gadgets/{id}/parts/{partId}': { id: '<kind>' } to PATH_SAMPLES",
      ),
    });
  });

  it.each(scoped)('%s: is refused with 404 or 403 for A’s sample', async (route) => {
    // The sample is real: A's own Super Admin reads it.
    if (split(route).method === 'GET' && !NO_OWNER_READ.has(route)) {
      const own = await call(route, a.org.admin, refsOf(a));
      expect(own.statusCode, `${route} as A's Super Admin: ${own.body}`).toBe(200);
    }
    await expectRefused(route, b.org.admin, refsOf(b));
  });

  it.each(nested)('%s: is refused with 404 or 403 for A’s inner id under B’s own outer id', async (route) => {
    await expectRefused(route, b.org.admin, refsOf(b), true);
  });
});

describe('a Super Admin of another organisation, with A’s ids in the query', () => {
  it('finds list routes that take ids', () => {
    expect(queryCases.length).toBeGreaterThan(10);
  });

  // Another organisation's id must be indistinguishable from one that does not exist; A's own
  // Super Admin getting something else for it than for an unknown id proves the sample matters.
  it.each(queryCases)('$route ?$param= answers as for an id that does not exist', async (item) => {
    const { template } = split(item.route);
    const nobody = Object.fromEntries(Object.keys(a.ids).map((kind) => [kind, randomUUID()])) as typeof a.ids;
    /** `as` asking with `probe`'s sample in `param` and their own organisation's in the others. */
    const answer = async (as: As, own: typeof a.ids, probe: typeof a.ids) => {
      const idOf = (param: string, kind: keyof typeof a.ids) => (param === item.param ? probe : own)[kind];
      const asked = item.idParams.filter((name) => name === item.param || item.required.includes(name));
      const found = sampleQueryUrl(template, asked, item.required, idOf);
      if ('missing' in found) {
        throw new Error(found.missing);
      }
      const response = await api(t.app, as, 'GET', found.url);
      // The id asked for may be echoed (a page's filter): compare what is around it.
      const probed = new URLSearchParams(found.url.split('?')[1]).get(item.param) ?? '';
      return `${response.statusCode} ${response.body.replaceAll(probed, '<probe>')}`;
    };
    expect(await answer(a.org.admin, a.ids, a.ids), 'A’s own answer').not.toEqual(
      await answer(a.org.admin, a.ids, nobody),
    );
    expect(await answer(b.org.admin, b.ids, a.ids)).toEqual(await answer(b.org.admin, b.ids, nobody));
  });
});

// ── A's own Squad Member ──

/**
 * Who is who in A's samples, as the rules see them: the member belongs to the sample squad, which
 * `lead` leads; the Super Admin made everything (author, creator, uploader), the register is the
 * lead's. The member is in the squad on purpose: they see its data, so a refusal here is the
 * permission check, not the visibility filter.
 */
const MEMBER: Caller = { id: 'member', customerId: 'A', role: 'SQUAD_MEMBER', squadIds: ['squad'] };
const LEAD = 'lead';
const BY_ADMIN = { createdBy: 'admin', authorId: 'admin', uploadedById: 'admin' };

const squadRights = squadPermissionsFor(MEMBER, { leadId: LEAD });
const retroRights = retroAbilities(MEMBER, { customerId: 'A', squadLeadId: LEAD, status: 'INPROGRESS' });

/**
 * Routes a Squad Member may not use, each under the domain rule that says so (evaluated for the
 * member above). Routes a member may use on their squad's data (edit a work item, comment) are
 * not here; a rule that starts letting members in fails its rows until they move.
 */
const NEEDS_MORE: { rule: string; may: boolean; routes: string[] }[] = [
  {
    rule: 'canManageUsers',
    may: canManageUsers(MEMBER.role),
    routes: ['PATCH /api/users/{id}', 'POST /api/users/{id}/invitation'],
  },
  {
    rule: 'squadPermissionsFor canEditDetails',
    may: squadRights.canEditDetails,
    routes: ['PATCH /api/squads/{id}'],
  },
  { rule: 'squadPermissionsFor canDelete', may: squadRights.canDelete, routes: ['DELETE /api/squads/{id}'] },
  {
    rule: 'squadPermissionsFor canEditMembers',
    may: squadRights.canEditMembers,
    routes: ['PUT /api/work-items/status-config/{squadId}'],
  },
  {
    rule: 'canEditSprint',
    may: canEditSprint(MEMBER.role, false, false, false),
    routes: ['PATCH /api/sprints/{id}', 'DELETE /api/sprints/{id}'],
  },
  {
    rule: 'canRunSprints',
    may: canRunSprints(MEMBER.role, false),
    routes: ['POST /api/sprints/{id}/start', 'POST /api/sprints/{id}/complete'],
  },
  { rule: 'retroAbilities cancel', may: retroRights.cancel, routes: ['POST /api/retros/{id}/cancel'] },
  { rule: 'retroAbilities delete', may: retroRights.delete, routes: ['DELETE /api/retros/{id}'] },
  {
    rule: 'canCreateRetroFor',
    may: canCreateRetroFor(MEMBER, { customerId: 'A', leadId: LEAD }),
    routes: ['DELETE /api/retro-templates/{id}'],
  },
  {
    rule: 'canDeleteAction',
    may: canDeleteAction(MEMBER, { ...BY_ADMIN, squadLeadId: LEAD }),
    routes: ['DELETE /api/actions/{id}'],
  },
  {
    rule: 'canManageActionRegister',
    may: canManageActionRegister(MEMBER, { ...BY_ADMIN, ownerId: LEAD }),
    routes: ['PATCH /api/action-registers/{id}', 'POST /api/action-registers/{id}/status'],
  },
  {
    rule: 'canShapePortfolio',
    may: canShapePortfolio(MEMBER.role),
    routes: ['PUT /api/portfolio/{id}', 'DELETE /api/portfolio/{id}'],
  },
  { rule: 'canDeleteIdea', may: canDeleteIdea(MEMBER, BY_ADMIN), routes: ['DELETE /api/ideas/{id}'] },
  { rule: 'canPromoteIdea', may: canPromoteIdea(MEMBER), routes: ['POST /api/ideas/{id}/promote'] },
  {
    rule: 'canManageReleases',
    may: canManageReleases(MEMBER.role),
    routes: ['PATCH /api/releases/{id}', 'DELETE /api/releases/{id}', 'POST /api/releases/{id}/complete'],
  },
  {
    rule: 'canManagePlan',
    may: canManagePlan(MEMBER.role),
    routes: ['GET /api/billing/test-checkout/{id}', 'POST /api/billing/test-checkout/{id}/pay'],
  },
  {
    rule: 'canChangeComment',
    may: canChangeComment(MEMBER, BY_ADMIN),
    routes: [
      'PATCH /api/work-items/{id}/comments/{commentId}',
      'DELETE /api/work-items/{id}/comments/{commentId}',
      'PATCH /api/raid/{id}/comments/{commentId}',
      'DELETE /api/raid/{id}/comments/{commentId}',
    ],
  },
  {
    rule: 'canRemoveAttachment',
    may: canRemoveAttachment(MEMBER, BY_ADMIN),
    routes: [
      'DELETE /api/work-items/{id}/attachments/{attachmentId}',
      'DELETE /api/raid/{id}/attachments/{attachmentId}',
    ],
  },
];

const memberCases = NEEDS_MORE.flatMap(({ rule, may, routes }) =>
  routes.map((route) => ({ route, rule, may })),
);

describe("the organisation's own Squad Member", () => {
  it('is named only with routes the OpenAPI description has', () => {
    expect(memberCases.map(({ route }) => route).filter((route) => !operations.includes(route))).toEqual([]);
  });

  it("sees the sample squad's things, so what follows proves permissions, not visibility", async () => {
    for (const url of [
      `/api/squads/${a.ids.squad}`,
      `/api/work-items/${a.ids.workItem}`,
      `/api/raid/${a.ids.raidItem}`,
    ]) {
      const response = await api(t.app, a.org.member, 'GET', url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
    }
  });

  it.each(memberCases)('$route is refused ($rule)', async ({ route, rule, may }) => {
    expect(may, `${rule} now lets a Squad Member in: take ${route} out of NEEDS_MORE`).toBe(false);
    await expectRefused(route, a.org.member, refsOf(a));
  });
});
