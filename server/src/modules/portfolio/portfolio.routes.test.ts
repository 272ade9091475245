import { MSG } from '@squadboard/domain';
import type { PortfolioNode } from '@squadboard/domain/portfolio/portfolio.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrg, nextAcronym, type TestOrg } from '../../test-support/factories.ts';
import { createPortfolioNode } from '../../test-support/portfolio-factories.ts';
import { api } from '../../test-support/request.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
let org: TestOrg;
let foreign: TestOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t);
  foreign = await createOrg(t);
});
afterAll(async () => {
  await t.close();
});

const createNode = (who: TestOrg, body: Record<string, unknown>) => createPortfolioNode(t, who, body);

describe('the portfolio', () => {
  it('creates an initiative and a project under it, numbered per level', async () => {
    const initiative = await createNode(org, { level: 'Initiative', acronym: 'grw', title: 'Growth' });
    expect(initiative).toMatchObject({
      level: 'Initiative',
      parentId: null,
      acronym: 'GRW',
      status: 'Not Started',
      ownerId: org.lead.id,
      counts: { features: 0, epics: 0, stories: 0, openBugs: 0, items: 0, done: 0 },
    });
    expect(initiative.acronymId).toMatch(/^GRW\d+$/);
    expect(initiative.ownerName).toMatch(/^Lena /);

    const created = await api(t.app, org.admin, 'POST', '/api/portfolio', {
      level: 'Project',
      parentId: initiative.id,
      title: 'Payments',
      acronym: 'PAY',
      ownerId: org.lead.id,
      plannedStart: '2026-12-01',
      plannedEnd: '2027-03-31',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      message: 'Project created successfully.',
      node: { level: 'Project', parentId: initiative.id, acronym: 'PAY', plannedEnd: '2027-03-31' },
    });
    const second = await createNode(org, { level: 'Project', parentId: initiative.id });
    const number = (node: PortfolioNode) => Number(node.acronymId.slice(node.acronym.length));
    expect(number(second)).toBe(number(created.json().node) + 1);

    const list = await api(t.app, org.member, 'GET', '/api/portfolio');
    expect(list.statusCode).toBe(200);
    const ids = list.json().items.map((node: PortfolioNode) => node.id);
    expect(ids).toEqual(expect.arrayContaining([initiative.id, created.json().node.id, second.id]));
  });

  it('says which fields are missing and refuses a project without an initiative', async () => {
    const empty = await api(t.app, org.admin, 'POST', '/api/portfolio', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({
      level: MSG.portfolio.levelRequired,
      title: MSG.portfolio.titleRequired,
      acronym: MSG.portfolio.acronymRequired,
      ownerId: MSG.portfolio.ownerRequired,
    });
    const orphan = await api(t.app, org.admin, 'POST', '/api/portfolio', {
      level: 'Project',
      title: 'Loose',
      acronym: nextAcronym(),
      ownerId: org.lead.id,
    });
    expect(orphan.statusCode).toBe(400);
    expect(orphan.json().fields).toEqual({ parentId: MSG.portfolio.initiativeRequired });

    // A project is not an initiative, and another organisation's initiative is not found.
    const initiative = await createNode(org, { level: 'Initiative' });
    const project = await createNode(org, { level: 'Project', parentId: initiative.id });
    const foreignInitiative = await createNode(foreign, { level: 'Initiative' });
    for (const parentId of [project.id, foreignInitiative.id]) {
      const response = await api(t.app, org.admin, 'POST', '/api/portfolio', {
        level: 'Project',
        parentId,
        title: 'Misplaced',
        acronym: nextAcronym(),
        ownerId: org.lead.id,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ parentId: MSG.portfolio.initiativeRequired });
    }
  });

  it('refuses a taken acronym and an owner from elsewhere', async () => {
    const first = await createNode(org, { level: 'Initiative' });
    const again = await api(t.app, org.admin, 'POST', '/api/portfolio', {
      level: 'Initiative',
      title: 'Twice',
      acronym: first.acronym.toLowerCase(),
      ownerId: org.lead.id,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MSG.portfolio.acronymTaken);
    // Acronyms are per organisation.
    await createNode(foreign, { level: 'Initiative', acronym: first.acronym });

    for (const ownerId of [foreign.lead.id, org.inactive.id]) {
      const response = await api(t.app, org.admin, 'POST', '/api/portfolio', {
        level: 'Initiative',
        title: 'Owned',
        acronym: nextAcronym(),
        ownerId,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ ownerId: MSG.portfolio.ownerRequired });
    }
  });

  it('lets only a Super Admin shape it; everyone of the organisation reads it', async () => {
    const initiative = await createNode(org, { level: 'Initiative' });
    for (const who of [org.lead, org.member]) {
      const create = await api(t.app, who, 'POST', '/api/portfolio', {
        level: 'Initiative',
        title: 'Mine',
        acronym: nextAcronym(),
        ownerId: org.lead.id,
      });
      expect(create.statusCode).toBe(403);
      const edit = await api(t.app, who, 'PUT', `/api/portfolio/${initiative.id}`, {
        title: 'Renamed',
        acronym: initiative.acronym,
        ownerId: org.lead.id,
      });
      expect(edit.statusCode).toBe(403);
      expect((await api(t.app, who, 'DELETE', `/api/portfolio/${initiative.id}`)).statusCode).toBe(403);
      expect((await api(t.app, who, 'GET', `/api/portfolio/${initiative.id}`)).statusCode).toBe(200);
    }
    expect((await api(t.app, null, 'GET', '/api/portfolio')).statusCode).toBe(401);
  });

  it("answers 404 for another organisation's node and never lists it", async () => {
    const theirs = await createNode(foreign, { level: 'Initiative' });
    expect((await api(t.app, org.admin, 'GET', `/api/portfolio/${theirs.id}`)).statusCode).toBe(404);
    const edit = await api(t.app, org.admin, 'PUT', `/api/portfolio/${theirs.id}`, {
      title: 'Taken over',
      acronym: nextAcronym(),
      ownerId: org.lead.id,
    });
    expect(edit.statusCode).toBe(404);
    expect((await api(t.app, org.admin, 'DELETE', `/api/portfolio/${theirs.id}`)).statusCode).toBe(404);
    const list = await api(t.app, org.admin, 'GET', '/api/portfolio');
    expect(list.json().items.map((node: PortfolioNode) => node.id)).not.toContain(theirs.id);
    const still = await api(t.app, foreign.admin, 'GET', `/api/portfolio/${theirs.id}`);
    expect(still.json().title).toBe(theirs.title);
  });

  it('edits a node, moves a project to another initiative, and deletes only what has nothing under it', async () => {
    const from = await createNode(org, { level: 'Initiative' });
    const to = await createNode(org, { level: 'Initiative' });
    const project = await createNode(org, { level: 'Project', parentId: from.id });
    const moved = await api(t.app, org.admin, 'PUT', `/api/portfolio/${project.id}`, {
      parentId: to.id,
      title: 'Payments v2',
      acronym: project.acronym,
      ownerId: org.otherLead.id,
      status: 'In Progress',
      description: 'Checkout and refunds',
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({
      message: 'Project updated successfully.',
      node: { parentId: to.id, title: 'Payments v2', status: 'In Progress', ownerId: org.otherLead.id },
    });
    // The number stays with the node.
    expect(moved.json().node.acronymId).toBe(project.acronymId);

    const blocked = await api(t.app, org.admin, 'DELETE', `/api/portfolio/${to.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().message).toBe(MSG.portfolio.hasChildren);
    const removed = await api(t.app, org.admin, 'DELETE', `/api/portfolio/${project.id}`);
    expect(removed.json()).toEqual({ message: 'Project deleted successfully.' });
    expect((await api(t.app, org.admin, 'DELETE', `/api/portfolio/${to.id}`)).statusCode).toBe(200);
    expect((await api(t.app, org.admin, 'GET', `/api/portfolio/${project.id}`)).statusCode).toBe(404);
  });

  it('exports the list as CSV, each initiative followed by its projects', async () => {
    const initiative = await createNode(org, { level: 'Initiative', title: '=Danger, "quoted"' });
    const project = await createNode(org, { level: 'Project', parentId: initiative.id, title: 'Under it' });
    const response = await api(t.app, org.member, 'GET', '/api/portfolio.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="portfolio.csv"');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      'Level,ID,Title,Initiative,Owner,Status,Planned start,Planned end,Features,Epics,Stories,Open bugs,Items,Done',
    );
    const at = lines.findIndex((line) => line.startsWith(`Initiative,${initiative.acronymId},`));
    expect(lines[at]).toContain(`Initiative,${initiative.acronymId},"'=Danger, ""quoted""",,`);
    expect(lines[at + 1]).toMatch(
      new RegExp(`^Project,${project.acronymId},Under it,${initiative.acronymId},Lena `),
    );
    const theirs = await api(t.app, foreign.member, 'GET', '/api/portfolio.csv');
    expect(theirs.body).not.toContain(`${initiative.acronymId},`);
  });
});
