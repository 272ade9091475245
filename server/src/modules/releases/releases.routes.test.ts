import { MSG } from '@squadboard/domain';
import type { Release } from '@squadboard/domain/releases/release.schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releases } from '../../db/schema/index.ts';
import { countRows, createRetroOrg, type RetroOrg } from '../../test-support/factories.ts';
import { createPortfolioNode } from '../../test-support/portfolio-factories.ts';
import {
  createRaidPortfolio,
  createWorkItem,
  type RaidPortfolio,
} from '../../test-support/raid-factories.ts';
import {
  createRelease,
  createReleaseItem,
  releaseBody,
  releaseEdit,
  releaseVersionsOf,
} from '../../test-support/release-factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: RetroOrg;
let foreign: RetroOrg;
let nodes: RaidPortfolio;
let foreignNodes: RaidPortfolio;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
  foreign = await createRetroOrg(t);
  nodes = await createRaidPortfolio(t, org);
  foreignNodes = await createRaidPortfolio(t, foreign);
});
afterAll(async () => {
  await t.close();
});

/** A fresh initiative of the organisation, so a test's list holds only its own releases. */
const newInitiative = async () => (await createRaidPortfolio(t, org)).initiative;

const listed = async (query = '', who = org.member): Promise<Release[]> => {
  const response = await api(t.app, who, 'GET', `/api/releases${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
};

describe('release plans', () => {
  it('creates a release Scheduled with no milestone, with its manager, and reads it back', async () => {
    const response = await api(
      t.app,
      org.lead,
      'POST',
      '/api/releases',
      releaseBody(nodes.initiative.id, {
        name: '  Spring launch ',
        refinementDate: '2026-03-02',
        buildDate: '2026-03-02',
        liveDate: '2026-05-29',
        releaseTrainManagerId: org.lead.id,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const { message, release } = response.json();
    expect(message).toBe('Release plan created successfully.');
    expect(release).toMatchObject({
      initiative: { id: nodes.initiative.id, acronymId: nodes.initiative.acronymId, title: 'Grow' },
      name: 'Spring launch',
      status: 'Scheduled',
      milestone: 'None',
      refinementDate: '2026-03-02',
      designDate: null,
      buildDate: '2026-03-02',
      liveDate: '2026-05-29',
      releaseTrainManager: { id: org.lead.id, name: expect.stringMatching(/^Lena /) },
    });
    // Everyone of the organisation reads the plan.
    expect(await listed(`?initiativeId=${nodes.initiative.id}`, org.lead)).toEqual([release]);
  });

  it('lists the active releases by default, one status when asked, one initiative when asked, newest first', async () => {
    const grow = await newInitiative();
    const other = await newInitiative();
    const made: Record<string, Release> = {};
    for (const status of ['Scheduled', 'In Progress', 'At Risk', 'Canceled', 'Completed'] as const) {
      made[status] = await createRelease(t, org.admin, grow.id, { name: `R ${status}`, status });
    }
    const elsewhere = await createRelease(t, org.admin, other.id, { name: 'R Scheduled' });
    const gone = await createRelease(t, org.admin, grow.id, { name: 'Dropped' });
    expect((await api(t.app, org.admin, 'DELETE', `/api/releases/${gone.id}`)).statusCode).toBe(200);

    const names = (items: Release[]) => items.map((item) => item.name);
    expect(names(await listed(`?initiativeId=${grow.id}`))).toEqual([
      'R At Risk',
      'R In Progress',
      'R Scheduled',
    ]);
    expect(names(await listed(`?initiativeId=${grow.id}&status=Completed`))).toEqual(['R Completed']);
    expect(names(await listed(`?initiativeId=${grow.id}&status=Canceled`))).toEqual(['R Canceled']);
    expect(await listed(`?initiativeId=${other.id}`, org.admin)).toEqual([elsewhere]);
    const all = (await listed()).map((item) => item.id);
    expect(all).toEqual(expect.arrayContaining([made.Scheduled?.id, elsewhere.id]));
    expect(all).not.toContain(gone.id);
    expect(all).not.toContain(made.Completed?.id);
    expect((await api(t.app, org.member, 'GET', '/api/releases?status=Deleted')).statusCode).toBe(400);
    // Another organisation's list holds none of these.
    expect((await listed('', foreign.member)).map((item) => item.id)).not.toContain(elsewhere.id);
  });

  it('refuses a Squad Member every write, changing nothing', async () => {
    const release = await createRelease(t, org.admin, nodes.initiative.id, { name: 'Members look only' });
    const before = await countRows(t.db, releases);
    const attempts = [
      api(t.app, org.member, 'POST', '/api/releases', releaseBody(nodes.initiative.id, { name: 'Mine' })),
      api(t.app, org.member, 'PATCH', `/api/releases/${release.id}`, releaseEdit(release, { name: 'X' })),
      api(t.app, org.member, 'POST', `/api/releases/${release.id}/complete`),
      api(t.app, org.member, 'DELETE', `/api/releases/${release.id}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'RELEASE_FORBIDDEN', message: MSG.releases.forbidden });
    }
    expect(await countRows(t.db, releases)).toBe(before);
    const [kept] = await listed(`?initiativeId=${nodes.initiative.id}&status=Scheduled`).then((items) =>
      items.filter((item) => item.id === release.id),
    );
    // The member was offered none of these (and the Super Admin who made it all of them).
    expect(release.can).toEqual({ edit: true, complete: true, delete: true });
    expect(kept).toEqual({ ...release, can: { edit: false, complete: false, delete: false } });
  });

  it('answers with each release what the caller may do: Super and Squad Admins manage, a member reads', async () => {
    const initiative = await newInitiative();
    const release = await createRelease(t, org.lead, initiative.id, { name: 'Offered' });
    const list = async (who: typeof org.member) => {
      const response = await api(t.app, who, 'GET', `/api/releases?initiativeId=${initiative.id}`);
      return response.json() as { items: Release[]; can: { create: boolean } };
    };
    for (const who of [org.admin, org.lead, org.otherLead]) {
      expect(await list(who)).toMatchObject({
        can: { create: true },
        items: [{ id: release.id, can: { edit: true, complete: true, delete: true } }],
      });
    }
    for (const who of [org.member, org.otherMember]) {
      expect(await list(who)).toMatchObject({
        can: { create: false },
        items: [{ id: release.id, can: { edit: false, complete: false, delete: false } }],
      });
    }
    // Completed, a release offers no complete, and a second complete says why it is refused.
    const completed = await api(t.app, org.lead, 'POST', `/api/releases/${release.id}/complete`);
    expect(completed.json().release.can).toEqual({ edit: true, complete: false, delete: true });
    const again = await api(t.app, org.admin, 'POST', `/api/releases/${release.id}/complete`);
    expect(again.json()).toMatchObject({
      statusCode: 409,
      code: 'RELEASE_COMPLETED',
      message: MSG.releases.alreadyCompleted,
    });
  });

  it('refuses bad input on its field and writes nothing', async () => {
    const before = await countRows(t.db, releases);
    const refused = async (fields: Record<string, unknown>, field: string, message: string) => {
      const response = await api(
        t.app,
        org.admin,
        'POST',
        '/api/releases',
        releaseBody(nodes.initiative.id, fields),
      );
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().fields).toEqual({ [field]: message });
    };
    await refused(
      { designDate: '2026-04-01', buildDate: '2026-03-01' },
      'buildDate',
      MSG.releases.stageOrder('Build', 'Design'),
    );
    await refused(
      { refinementDate: '2026-04-01', liveDate: '2026-03-31' },
      'liveDate',
      MSG.releases.stageOrder('Go-Live', 'Refinement'),
    );
    await refused({ name: '   ' }, 'name', MSG.releases.nameRequired);
    await refused(
      { initiativeId: foreignNodes.initiative.id },
      'initiativeId',
      MSG.releases.initiativeInvalid,
    );
    // A Project is not an Initiative.
    await refused({ initiativeId: nodes.project.id }, 'initiativeId', MSG.releases.initiativeInvalid);
    await refused(
      { releaseTrainManagerId: foreign.lead.id },
      'releaseTrainManagerId',
      MSG.releases.managerInvalid,
    );
    await refused(
      { releaseTrainManagerId: org.inactive.id },
      'releaseTrainManagerId',
      MSG.releases.managerInvalid,
    );
    expect(await countRows(t.db, releases)).toBe(before);

    const release = await createRelease(t, org.admin, nodes.initiative.id, { name: 'Checked on edit' });
    const edit = await api(
      t.app,
      org.admin,
      'PATCH',
      `/api/releases/${release.id}`,
      releaseEdit(release, { testDate: '2026-06-01', uatDate: '2026-05-01' }),
    );
    expect(edit.statusCode).toBe(400);
    expect(edit.json().fields).toEqual({ uatDate: MSG.releases.stageOrder('UAT', 'Testing') });
    // An edit is the whole row: one without its status does not quietly reset it to Scheduled.
    const { status: _, ...withoutStatus } = releaseEdit(release, { status: 'At Risk' });
    const partial = await api(t.app, org.admin, 'PATCH', `/api/releases/${release.id}`, withoutStatus);
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields).toHaveProperty('status');
  });

  it('keeps names unique per initiative among live releases', async () => {
    const grow = await newInitiative();
    const first = await createRelease(t, org.admin, grow.id, { name: 'Summer' });
    for (const name of ['Summer', 'summer ']) {
      const again = await api(t.app, org.lead, 'POST', '/api/releases', releaseBody(grow.id, { name }));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'RELEASE_NAME_TAKEN',
        message: MSG.releases.nameTaken,
        fields: { name: MSG.releases.nameTaken },
      });
    }
    // Another initiative may use it.
    await createRelease(t, org.admin, (await newInitiative()).id, { name: 'Summer' });
    const autumn = await createRelease(t, org.admin, grow.id, { name: 'Autumn' });
    const clash = await api(
      t.app,
      org.admin,
      'PATCH',
      `/api/releases/${autumn.id}`,
      releaseEdit(autumn, { name: 'Summer' }),
    );
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields).toEqual({ name: MSG.releases.nameTaken });

    const deleted = await api(t.app, org.admin, 'DELETE', `/api/releases/${first.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Release plan deleted successfully.' });
    await createRelease(t, org.admin, grow.id, { name: 'Summer' });
  });

  it("edits a release; a rename renames it in the release versions of the initiative's work items", async () => {
    const here = await createRaidPortfolio(t, org);
    const there = await createRaidPortfolio(t, org);
    const item = async (projectId: string, versions: string[]) => {
      const feature = await createWorkItem(t, org.admin, {
        type: 'Feature',
        title: 'F',
        parentId: projectId,
      });
      return createReleaseItem(
        t,
        org.lead,
        { type: 'Epic', title: 'E', parentId: feature.id, squadId: org.squad.id },
        versions,
      );
    };
    const named = await item(here.project.id, ['R1', 'Hotfix']);
    const both = await item(here.project.id, ['R1', 'R2']);
    const unrelated = await item(here.project.id, ['Hotfix']);
    const otherInitiative = await item(there.project.id, ['R1']);
    const release = await createRelease(t, org.admin, here.initiative.id, { name: 'R1' });

    const response = await api(
      t.app,
      org.lead,
      'PATCH',
      `/api/releases/${release.id}`,
      releaseEdit(release, {
        name: 'R2',
        status: 'At Risk',
        milestone: 'Gold',
        uatDate: '2026-09-30',
        releaseTrainManagerId: org.member.id,
      }),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Release plan updated successfully.',
      release: {
        id: release.id,
        name: 'R2',
        status: 'At Risk',
        milestone: 'Gold',
        uatDate: '2026-09-30',
        releaseTrainManager: { id: org.member.id, name: expect.stringMatching(/^Sam /) },
      },
    });
    expect(await releaseVersionsOf(t, named.id)).toEqual(['R2', 'Hotfix']);
    expect(await releaseVersionsOf(t, both.id)).toEqual(['R2']);
    expect(await releaseVersionsOf(t, unrelated.id)).toEqual(['Hotfix']);
    expect(await releaseVersionsOf(t, otherInitiative.id)).toEqual(['R1']);
  });

  it('completes a release and deletes one softly', async () => {
    const release = await createRelease(t, org.admin, nodes.initiative.id, { name: 'Done soon' });
    const completed = await api(t.app, org.lead, 'POST', `/api/releases/${release.id}/complete`);
    expect(completed.statusCode, completed.body).toBe(200);
    expect(completed.json()).toMatchObject({
      message: 'Release plan updated successfully.',
      release: { id: release.id, status: 'Completed' },
    });

    const deleted = await api(t.app, org.lead, 'DELETE', `/api/releases/${release.id}`);
    expect(deleted.statusCode).toBe(200);
    const [row] = await t.db.select().from(releases).where(eq(releases.id, release.id));
    expect(row?.status).toBe('Deleted');
    expect((await listed('?status=Completed')).map((item) => item.id)).not.toContain(release.id);
    for (const response of [
      await api(t.app, org.lead, 'DELETE', `/api/releases/${release.id}`),
      await api(t.app, org.lead, 'POST', `/api/releases/${release.id}/complete`),
      await api(t.app, org.lead, 'GET', `/api/releases/${release.id}/dashboard`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('RELEASE_NOT_FOUND');
    }
  });

  it("answers 404 for another organisation's release", async () => {
    const release = await createRelease(t, org.admin, nodes.initiative.id, { name: 'Ours' });
    const calls = [
      api(
        t.app,
        foreign.admin,
        'PATCH',
        `/api/releases/${release.id}`,
        releaseEdit(release, { name: 'Theirs' }),
      ),
      api(t.app, foreign.admin, 'POST', `/api/releases/${release.id}/complete`),
      api(t.app, foreign.admin, 'DELETE', `/api/releases/${release.id}`),
      api(t.app, foreign.admin, 'GET', `/api/releases/${release.id}/dashboard`),
      api(t.app, org.admin, 'GET', `/api/releases/${crypto.randomUUID()}/dashboard`),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'RELEASE_NOT_FOUND', message: MSG.releases.notFound });
    }
    const [kept] = (await listed(`?initiativeId=${nodes.initiative.id}`, org.admin)).filter(
      (item) => item.id === release.id,
    );
    expect(kept).toEqual(release);
  });

  it("names a project's initiative's live releases for the work item dialog", async () => {
    const grow = await createRaidPortfolio(t, org);
    const sibling = await createPortfolioNode(t, org, { level: 'Project', parentId: grow.initiative.id });
    await createRelease(t, org.admin, grow.initiative.id, { name: 'Zeta' });
    await createRelease(t, org.admin, grow.initiative.id, { name: 'Alpha', status: 'Completed' });
    const gone = await createRelease(t, org.admin, grow.initiative.id, { name: 'Gone' });
    await api(t.app, org.admin, 'DELETE', `/api/releases/${gone.id}`);
    await createRelease(t, org.admin, (await newInitiative()).id, { name: 'Elsewhere' });

    const names = async (projectId: string, who = org.member) => {
      const response = await api(t.app, who, 'GET', `/api/releases/names?projectId=${projectId}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().names;
    };
    expect(await names(grow.project.id)).toEqual(['Alpha', 'Zeta']);
    expect(await names(sibling.id)).toEqual(['Alpha', 'Zeta']);
    // An initiative is not a project, and another organisation's project names nothing.
    expect(await names(grow.initiative.id)).toEqual([]);
    expect(await names(grow.project.id, foreign.member)).toEqual([]);
    expect((await api(t.app, org.member, 'GET', '/api/releases/names')).statusCode).toBe(400);
  });
});
