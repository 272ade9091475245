import { MSG } from '@squadboard/domain';
import { todayIn } from '@squadboard/domain/common/calendar-date';
import { RAID_TYPE_LETTERS, RAID_TYPES } from '@squadboard/domain/raid/raid.model';
import { type RaidTypedField, raidFieldShown } from '@squadboard/domain/raid/raid.rules';
import type { RaidItem } from '@squadboard/domain/raid/raid.schema';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raidItems } from '../../db/schema/index.ts';
import { countRows, createRetroOrg, type RetroOrg } from '../../test-support/factories.ts';
import {
  createRaid,
  createRaidPortfolio,
  createWorkItem,
  type RaidPortfolio,
  raidBody,
  raidEdit,
} from '../../test-support/raid-factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: RetroOrg;
let foreign: RetroOrg;
let nodes: RaidPortfolio;
let foreignNodes: RaidPortfolio;
let foreignFeature: WorkItem;
let feature: WorkItem;
/** A story of `org.squad`, under the project. */
let story: WorkItem;
/** A story of `org.otherSquad`, which `org.member` may not see. */
let hiddenStory: WorkItem;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
  foreign = await createRetroOrg(t);
  nodes = await createRaidPortfolio(t, org);
  foreignNodes = await createRaidPortfolio(t, foreign);
  foreignFeature = await createWorkItem(t, foreign.admin, {
    type: 'Feature',
    title: 'Elsewhere',
    parentId: foreignNodes.project.id,
  });
  feature = await createWorkItem(t, org.admin, {
    type: 'Feature',
    title: 'Card payments',
    parentId: nodes.project.id,
  });
  const epic = await createWorkItem(t, org.admin, {
    type: 'Epic',
    title: 'Cards',
    parentId: feature.id,
    squadId: org.squad.id,
  });
  story = await createWorkItem(t, org.lead, {
    type: 'Story',
    title: 'Card form',
    parentId: epic.id,
    squadId: org.squad.id,
  });
  hiddenStory = await createWorkItem(t, org.admin, {
    type: 'Story',
    title: 'Saved cards',
    parentId: epic.id,
    squadId: org.otherSquad.id,
  });
});
afterAll(async () => {
  await t.close();
});

/** Every typed field filled, so what the server keeps shows which it cleared. */
const FILLED = {
  priority: 'High',
  impact: 'Cost',
  currentLikelihood: 'Likely',
  currentConsequence: 'Major',
  treatedLikelihood: 'Possible',
  treatedConsequence: 'Low',
  riskType: 'Delivery',
  flag: 'Amber',
  certainty: 'Medium',
  relatesTo: 'Story',
  workItemId: null as string | null,
  relation: 'FS: Finish to Start',
} as const;

const numberOf = (item: RaidItem, prefix: string) => {
  expect(item.acronymId).toMatch(new RegExp(`^${prefix}\\d+$`));
  return Number(item.acronymId.slice(prefix.length));
};

describe('the RAID register', () => {
  it('raises each type keeping only its own fields, numbered after the parent and the type', async () => {
    const today = todayIn(null);
    for (const type of RAID_TYPES) {
      const filled = { ...FILLED, workItemId: story.id };
      const item = await createRaid(t, org.member, type, nodes.project.id, {
        ...filled,
        title: `Supplier ${type}`,
        level: 'Project',
        ownerId: org.lead.id,
        description: '<p>Why <script>alert(1)</script>it <strong>matters</strong></p>',
        plan: '<p></p>',
        labels: ['vendor', '', 'vendor', 'q3'],
      });
      for (const [field, value] of Object.entries(filled)) {
        expect(item[field as RaidTypedField], `${type}.${field}`).toBe(
          raidFieldShown(type, field as RaidTypedField) ? value : null,
        );
      }
      const prefix = `${nodes.project.acronym}${RAID_TYPE_LETTERS[type]}`;
      numberOf(item, prefix);
      expect(item).toMatchObject({
        type,
        status: 'New',
        raisedDate: today,
        dueDate: null,
        level: 'Project',
        parent: { id: nodes.project.id, acronymId: nodes.project.acronymId, title: 'Payments' },
        owner: { id: org.lead.id, name: expect.stringMatching(/^Lena /) },
        // The reporter defaults to whoever raised it.
        reporter: { id: org.member.id, name: expect.stringMatching(/^Sam /) },
        description: '<p>Why it <strong>matters</strong></p>',
        plan: null,
        labels: ['vendor', 'q3'],
        workItem:
          type === 'Dependency' ? { id: story.id, acronymId: story.acronymId, title: 'Card form' } : null,
      });
      const read = await api(t.app, org.lead, 'GET', `/api/raid/${item.id}`);
      expect(read.statusCode).toBe(200);
      expect(read.json()).toEqual(item);
    }

    const first = await createRaid(t, org.admin, 'Risk', nodes.initiative.id, { raisedDate: '2026-01-05' });
    const second = await createRaid(t, org.admin, 'Risk', nodes.initiative.id);
    const prefix = `${nodes.initiative.acronym}R`;
    expect(numberOf(second, prefix)).toBe(numberOf(first, prefix) + 1);
    expect(first.raisedDate).toBe('2026-01-05');

    const list = await api(t.app, org.member, 'GET', '/api/raid');
    expect(list.statusCode).toBe(200);
    const items: RaidItem[] = list.json().items;
    const raised = items.map((item) => item.raisedDate);
    expect(raised).toEqual([...raised].sort().reverse());
    expect(items.map((item) => item.id)).toEqual(expect.arrayContaining([first.id, second.id]));
  });

  it('saves an edit with the status; a new type clears the risk fields and takes a new acronym id', async () => {
    const risk = await createRaid(t, org.member, 'Risk', nodes.initiative.id, { ...FILLED, title: 'Churn' });
    const treated = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/raid/${risk.id}`,
      raidEdit(risk, { status: 'In Treatment', dueDate: risk.raisedDate }),
    );
    expect(treated.statusCode, treated.body).toBe(200);
    expect(treated.json()).toMatchObject({
      message: MSG.raid.updated,
      item: { status: 'In Treatment', acronymId: risk.acronymId, dueDate: risk.raisedDate },
    });

    const issue = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/raid/${risk.id}`,
      raidEdit(risk, { type: 'Issue', status: 'In Progress' }),
    );
    expect(issue.statusCode, issue.body).toBe(200);
    const changed: RaidItem = issue.json().item;
    numberOf(changed, `${nodes.initiative.acronym}I`);
    expect(changed).toMatchObject({
      type: 'Issue',
      priority: 'High',
      impact: 'Cost',
      currentConsequence: 'Major',
      currentLikelihood: null,
      treatedLikelihood: null,
      treatedConsequence: null,
      riskType: null,
      flag: null,
    });
    // A new parent, too, names the item afresh; the same type and parent keep the id.
    const moved = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/raid/${risk.id}`,
      raidEdit(changed, { level: 'Project', parentId: nodes.project.id, title: 'Churn in payments' }),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    numberOf(moved.json().item, `${nodes.project.acronym}I`);
    const again = await api(t.app, org.member, 'PATCH', `/api/raid/${risk.id}`, raidEdit(moved.json().item));
    expect(again.json().item.acronymId).toBe(moved.json().item.acronymId);
  });

  it('offers every member the edit of every item, as the spec shows no role-based hiding', async () => {
    const item = await createRaid(t, org.lead, 'Issue', nodes.initiative.id, { title: 'Offered to all' });
    for (const who of [org.admin, org.lead, org.otherLead, org.member, org.otherMember]) {
      const listed = (await api(t.app, who, 'GET', '/api/raid')).json().items as RaidItem[];
      expect(listed.find((one) => one.id === item.id)?.can).toEqual({ edit: true });
    }
    const edited = await api(t.app, org.otherMember, 'PATCH', `/api/raid/${item.id}`, raidEdit(item));
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it('refuses bad input with the field and writes nothing', async () => {
    const before = await countRows(t.db, raidItems);
    const empty = await api(t.app, org.member, 'POST', '/api/raid', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      type: MSG.raid.typeRequired,
      title: MSG.raid.titleRequired,
      level: MSG.raid.levelRequired,
      parentId: MSG.raid.parentRequired,
    });
    const refused = async (fields: Record<string, unknown>, field: string, message: string) => {
      const type = (fields.type as 'Risk' | undefined) ?? 'Risk';
      const response = await api(
        t.app,
        org.member,
        'POST',
        '/api/raid',
        raidBody(type, nodes.initiative.id, fields),
      );
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().fields).toEqual({ [field]: message });
    };
    await refused({ level: 'Project' }, 'parentId', MSG.raid.parentInvalid);
    await refused({ parentId: foreignNodes.initiative.id }, 'parentId', MSG.raid.parentInvalid);
    await refused({ ownerId: foreign.member.id }, 'ownerId', MSG.workItems.ownerNotFound);
    await refused({ ownerId: org.inactive.id }, 'ownerId', MSG.workItems.ownerNotFound);
    await refused({ reporterId: foreign.admin.id }, 'reporterId', MSG.workItems.reporterNotFound);
    await refused({ raisedDate: '2026-03-10', dueDate: '2026-03-09' }, 'dueDate', MSG.raid.dueBeforeRaised);
    const dependency = (workItemId: string, more: Record<string, unknown> = {}) =>
      refused(
        { type: 'Dependency', relatesTo: 'Story', workItemId, ...more },
        'workItemId',
        MSG.raid.workItemInvalid,
      );
    await dependency(foreignFeature.id, { relatesTo: 'Feature' });
    // Of another type than Relates to, or another squad's the member may not see.
    await dependency(feature.id);
    await dependency(hiddenStory.id);
    await refused({ title: 'x'.repeat(201) }, 'title', MSG.raid.titleTooLong);
    expect(await countRows(t.db, raidItems)).toBe(before);

    const issue = await createRaid(t, org.member, 'Issue', nodes.initiative.id, { title: 'Stays put' });
    const edit = (fields: Record<string, unknown>) =>
      api(t.app, org.member, 'PATCH', `/api/raid/${issue.id}`, raidEdit(issue, fields));
    const notForIssues = await edit({ status: 'In Treatment', title: 'Changed' });
    expect(notForIssues.statusCode).toBe(400);
    expect(notForIssues.json().fields).toEqual({ status: MSG.raid.statusInvalid });
    const early = await edit({ dueDate: '2000-01-01', title: 'Changed' });
    expect(early.json().fields).toEqual({ dueDate: MSG.raid.dueBeforeRaised });
    const wrongLevel = await edit({ level: 'Initiative', parentId: nodes.project.id });
    expect(wrongLevel.json().fields).toEqual({ parentId: MSG.raid.parentInvalid });
    const read = await api(t.app, org.member, 'GET', `/api/raid/${issue.id}`);
    expect(read.json()).toEqual(issue);
  });

  it("answers 404 for another organisation's item", async () => {
    const item = await createRaid(t, org.member, 'Assumption', nodes.initiative.id);
    const missing = await api(t.app, foreign.admin, 'GET', `/api/raid/${item.id}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'RAID_NOT_FOUND', message: MSG.raid.notFound });
    const patch = await api(
      t.app,
      foreign.admin,
      'PATCH',
      `/api/raid/${item.id}`,
      raidEdit(item, { parentId: foreignNodes.initiative.id }),
    );
    expect(patch.statusCode).toBe(404);
    expect((await api(t.app, org.member, 'GET', `/api/raid/${crypto.randomUUID()}`)).statusCode).toBe(404);
    const list = await api(t.app, foreign.admin, 'GET', '/api/raid');
    expect(list.json().items.map((other: RaidItem) => other.id)).not.toContain(item.id);
    expect((await api(t.app, null, 'GET', '/api/raid')).statusCode).toBe(401);
  });

  it("offers a Dependency the parent's work items of the chosen type that the caller may see", async () => {
    const choices = async (who: typeof org.member, parentId: string, type: string) => {
      const response = await api(t.app, who, 'GET', `/api/raid/work-items?parentId=${parentId}&type=${type}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().items.map((item: { acronymId: string }) => item.acronymId);
    };
    expect(await choices(org.member, nodes.project.id, 'Feature')).toEqual([feature.acronymId]);
    // An Initiative offers its Projects' items.
    expect(await choices(org.member, nodes.initiative.id, 'Story')).toEqual([story.acronymId]);
    expect(await choices(org.admin, nodes.project.id, 'Story')).toEqual(
      [story, hiddenStory].map((item) => item.acronymId).sort(),
    );
    expect(await choices(org.member, nodes.project.id, 'Bug')).toEqual([]);
    expect(await choices(foreign.admin, nodes.project.id, 'Feature')).toEqual([]);
    const bad = await api(
      t.app,
      org.member,
      'GET',
      `/api/raid/work-items?parentId=${nodes.project.id}&type=Risk`,
    );
    expect(bad.statusCode).toBe(400);

    // A saved choice stays when someone who cannot see it saves the item.
    const dependency = await createRaid(t, org.admin, 'Dependency', nodes.project.id, {
      level: 'Project',
      relatesTo: 'Story',
      workItemId: hiddenStory.id,
    });
    const seenByMember = await api(t.app, org.member, 'GET', `/api/raid/${dependency.id}`);
    expect(seenByMember.json()).toMatchObject({ workItemId: hiddenStory.id, workItem: null });
    const saved = await api(
      t.app,
      org.member,
      'PATCH',
      `/api/raid/${dependency.id}`,
      raidEdit(seenByMember.json(), { title: 'Renamed' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().item.workItemId).toBe(hiddenStory.id);
  });

  it('exports the register as CSV with the filters and search of the page', async () => {
    const tag = `CSV${Date.now()}`;
    const high = await createRaid(t, org.member, 'Risk', nodes.project.id, {
      level: 'Project',
      title: `${tag} high "quoted", risk`,
      priority: 'High',
      raisedDate: '2020-01-02',
      dueDate: '2020-02-03',
      labels: ['a', 'b'],
      ownerId: org.lead.id,
    });
    await createRaid(t, org.member, 'Issue', nodes.project.id, {
      level: 'Project',
      title: `${tag} low issue`,
    });
    const csv = async (query: string) => {
      const response = await api(t.app, org.member, 'GET', `/api/raid.csv?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe('attachment; filename="raid-register.csv"');
      return response.body.trim().split('\r\n');
    };
    const [header, ...rows] = await csv(`q=${tag}`);
    expect(header).toContain('Overdue');
    expect(header).toContain('Certainity');
    expect(rows).toHaveLength(2);
    const [row] = await csv(`q=${tag}&filter=HIGH`).then((lines) => lines.slice(1));
    expect(row).toContain(
      `${high.acronymId},Risk,"${tag} high ""quoted"", risk",New,Yes,02-01-2020,03-02-2020,High`,
    );
    expect(row).toContain(`${nodes.project.acronymId} - Payments`);
    expect(row).toContain('a; b');
    expect(await csv(`q=${tag.toLowerCase()}&type=Issue`)).toHaveLength(2);
    expect(await csv(`q=${high.acronymId}`)).toHaveLength(2);
    expect(await csv(`q=${tag}&status=Complete`)).toHaveLength(1);
    expect(await csv(`q=${tag}&filter=RECENT`)).toHaveLength(2);
    expect((await api(t.app, org.member, 'GET', '/api/raid.csv?filter=SOME')).statusCode).toBe(400);
  });

  it('keeps a portfolio node with RAID items from being deleted', async () => {
    const { initiative, project } = await createRaidPortfolio(t, org);
    await createRaid(t, org.member, 'Risk', project.id, { level: 'Project' });
    const blocked = await api(t.app, org.admin, 'DELETE', `/api/portfolio/${project.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json()).toMatchObject({
      code: 'PORTFOLIO_HAS_CHILDREN',
      message: MSG.portfolio.hasChildren,
    });
    // An Initiative whose only child is a RAID item, once its project is gone.
    const other = await createRaidPortfolio(t, org);
    await createRaid(t, org.member, 'Issue', other.initiative.id);
    expect((await api(t.app, org.admin, 'DELETE', `/api/portfolio/${other.project.id}`)).statusCode).toBe(
      200,
    );
    expect((await api(t.app, org.admin, 'DELETE', `/api/portfolio/${other.initiative.id}`)).statusCode).toBe(
      409,
    );
    expect((await api(t.app, org.admin, 'GET', `/api/portfolio/${initiative.id}`)).statusCode).toBe(200);
  });
});
