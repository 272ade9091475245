import { encodeMeetingId, personName } from '@squadboard/domain';
import { DEFAULT_MAIL_PREFERENCES } from '@squadboard/domain/notifications/notification.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../db/schema/index.ts';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { createRaid, createRaidPortfolio, raidEdit } from '../../test-support/raid-factories.ts';
import { api } from '../../test-support/request.ts';
import {
  addItem,
  createAction,
  createActionRegister,
  createRetro,
  inHours,
  itemBody,
} from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Each module's write tells the right person, once, and never whoever made it.

let t: TestApp;
let org: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

/** What `who` was told about `subjectId`, oldest first. */
async function told(who: OrgUser, subjectId?: string) {
  const rows = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, who.id))
    .orderBy(asc(notifications.createdAt));
  return rows.filter((row) => subjectId === undefined || row.subjectId === subjectId);
}

async function fullName(who: OrgUser): Promise<string> {
  const [row] = await t.db.select().from(users).where(eq(users.id, who.id));
  if (!row) {
    throw new Error('no such user');
  }
  return personName(row);
}

const mention = (who: OrgUser) => `<span data-type="mention" data-id="${who.id}" data-label="X">@X</span>`;

async function story(who: OrgUser, fields: Record<string, unknown> = {}): Promise<WorkItem> {
  const response = await api(t.app, who, 'POST', '/api/work-items', {
    squadId: org.squad.id,
    type: 'Story',
    title: 'Talked about',
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

describe('mentions', () => {
  it('in a work item comment: the mentioned are told, not the author; an edit tells only the new ones', async () => {
    const item = await story(org.member);
    const url = `/api/work-items/${item.id}/comments`;
    const added = await api(t.app, org.member, 'POST', url, {
      body: `<p>${mention(org.lead)} ${mention(org.member)}</p>`,
    });
    expect(added.statusCode).toBe(201);
    const [note, ...more] = await told(org.lead, item.id);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({
      kind: 'mention',
      subjectKind: 'work_item',
      link: `/edit-tab/work-item/${item.id}`,
      title: `${await fullName(org.member)} mentioned you on ${item.acronymId} - Talked about`,
      readAt: null,
    });
    expect(await told(org.member, item.id)).toHaveLength(0);

    const edited = await api(t.app, org.member, 'PATCH', `${url}/${added.json().comment.id}`, {
      body: `<p>${mention(org.lead)} ${mention(org.admin)}</p>`,
    });
    expect(edited.statusCode).toBe(200);
    expect(await told(org.lead, item.id)).toHaveLength(1);
    expect(await told(org.admin, item.id)).toHaveLength(1);
  });

  it('in a RAID comment', async () => {
    const { initiative } = await createRaidPortfolio(t, org);
    const raid = await createRaid(t, org.admin, 'Risk', initiative.id, { title: 'Vendor delay' });
    const response = await api(t.app, org.admin, 'POST', `/api/raid/${raid.id}/comments`, {
      body: `<p>${mention(org.otherMember)}</p>`,
    });
    expect(response.statusCode).toBe(201);
    const [note] = await told(org.otherMember, raid.id);
    expect(note).toMatchObject({
      kind: 'mention',
      link: `/raid/${raid.id}`,
      title: `${await fullName(org.admin)} mentioned you on ${raid.acronymId} - Vendor delay`,
    });
  });

  it('in a register item comment, as "@First Last" of someone of the organisation', async () => {
    const register = await createActionRegister(t, org, org.lead);
    const name = await fullName(org.otherLead);
    await addItem(t, org, org.lead, register.id, {
      ownerId: org.lead.id,
      comment: `Please look, @${name.toUpperCase()}. And @Nobody Here.`,
    });
    const [note, ...more] = await told(org.otherLead);
    expect(more).toHaveLength(0);
    expect(note).toMatchObject({ kind: 'mention', subjectKind: 'action_register_item', link: '/actions' });
    expect(note?.title).toBe(`${await fullName(org.lead)} mentioned you on Book the load test`);
  });
});

describe('assignments', () => {
  it('of an action: the new owner, not an unchanged one, never the actor', async () => {
    const action = await createAction(t, org, org.lead, { ownerId: org.member.id, title: 'Ship it' });
    expect(await told(org.member, action.id)).toMatchObject([
      { kind: 'assignment', link: '/actions', title: `${await fullName(org.lead)} assigned Ship it to you` },
    ]);
    const edit = (ownerId: string) =>
      api(t.app, org.lead, 'PATCH', `/api/actions/${action.id}`, {
        squadId: org.squad.id,
        title: 'Ship it',
        description: action.description,
        ownerId,
        status: 'Open',
        priority: action.priority,
        dueDate: action.dueDate,
      });
    expect((await edit(org.member.id)).statusCode).toBe(200);
    expect(await told(org.member, action.id)).toHaveLength(1);
    expect((await edit(org.lead.id)).statusCode).toBe(200);
    expect(await told(org.lead, action.id)).toHaveLength(0);
  });

  it('of a register item', async () => {
    const register = await createActionRegister(t, org, org.lead);
    const item = await addItem(t, org, org.lead, register.id, { ownerId: org.otherMember.id });
    expect(await told(org.otherMember, item.id)).toMatchObject([
      { kind: 'assignment', subjectKind: 'action_register_item' },
    ]);
    const changed = await api(
      t.app,
      org.lead,
      'PATCH',
      `/api/action-registers/${register.id}/items/${item.id}`,
      {
        ...itemBody(org, { ownerId: org.admin.id }),
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await told(org.admin, item.id)).toHaveLength(1);
  });

  it('of a work item owner, and of a RAID owner', async () => {
    const item = await story(org.lead, { ownerId: org.member.id });
    expect(await told(org.member, item.id)).toMatchObject([
      { kind: 'assignment', link: `/edit-tab/work-item/${item.id}` },
    ]);
    const changed = await api(t.app, org.lead, 'PATCH', `/api/work-items/${item.id}`, {
      ownerId: org.admin.id,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await told(org.admin, item.id)).toHaveLength(1);
    expect(await told(org.member, item.id)).toHaveLength(1);

    const { initiative } = await createRaidPortfolio(t, org);
    const raid = await createRaid(t, org.admin, 'Issue', initiative.id, { ownerId: org.admin.id });
    expect(await told(org.admin, raid.id)).toHaveLength(0);
    const edited = await api(
      t.app,
      org.admin,
      'PATCH',
      `/api/raid/${raid.id}`,
      raidEdit(raid, { ownerId: org.lead.id }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await told(org.lead, raid.id)).toMatchObject([{ kind: 'assignment', link: `/raid/${raid.id}` }]);
  });
});

describe('retros', () => {
  it('scheduled and started: the squad’s active people, not the one who did it nor other squads', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id, {
      title: 'Later',
      startType: 'schedule',
      scheduledAt: inHours(48),
    });
    expect(await told(org.member, retro.id)).toMatchObject([
      { kind: 'retro_scheduled', link: '/retro/retro-list' },
    ]);
    expect((await told(org.member, retro.id))[0]?.title).toMatch(/^Retro "Later" is scheduled for .+ UTC$/);
    for (const nobody of [org.lead, org.invited, org.inactive, org.otherMember]) {
      expect(await told(nobody, retro.id)).toHaveLength(0);
    }
    expect((await api(t.app, org.lead, 'POST', `/api/retros/${retro.id}/start`)).statusCode).toBe(200);
    expect((await told(org.member, retro.id)).map((n) => n.kind)).toEqual([
      'retro_scheduled',
      'retro_started',
    ]);
    expect((await told(org.member, retro.id))[1]).toMatchObject({
      title: 'Retro "Later" has started',
      link: `/retro-session/${encodeMeetingId(retro.meetingId)}`,
    });

    const instant = await createRetro(t, org.admin, org.squad.id, { title: 'Now' });
    expect((await told(org.lead, instant.id)).map((n) => n.kind)).toEqual(['retro_started']);
  });
});

describe('release tagging', () => {
  it('tells the owner of releases added only while the setting is on', async () => {
    const item = await story(org.lead, { ownerId: org.member.id });
    const tag = (releaseVersions: string[]) =>
      api(t.app, org.lead, 'PATCH', `/api/work-items/${item.id}`, { releaseVersions });
    const released = async () => (await told(org.member, item.id)).filter((n) => n.kind === 'release_tagged');

    expect((await tag(['1.0'])).statusCode).toBe(200);
    expect(await released()).toHaveLength(0);

    const on = await api(t.app, org.admin, 'PUT', '/api/settings/notifications', {
      releaseNotification: true,
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await tag(['1.0', '2.0'])).statusCode).toBe(200);
    expect((await released()).map((n) => n.title)).toEqual([
      `${item.acronymId} - Talked about was tagged with release 2.0`,
    ]);
    expect((await tag(['1.0', '2.0'])).statusCode).toBe(200);
    expect(await released()).toHaveLength(1);
  });
});

describe('mail', () => {
  it('goes only to people whose preference for the kind is on, as a non-essential mail', async () => {
    const url = '/api/notifications/mail-preferences';
    await api(t.app, org.otherMember, 'PUT', url, { ...DEFAULT_MAIL_PREFERENCES, assignment: false });
    // Earlier tests' mails go in the background: let them land before counting.
    await t.app.services.notifications.settled();
    const before = t.mailer.sent.length;
    await createAction(t, org, org.admin, {
      squadId: org.squad.id,
      ownerId: org.otherMember.id,
      title: 'Quiet',
    });
    await createAction(t, org, org.admin, {
      squadId: org.squad.id,
      ownerId: org.otherLead.id,
      title: 'Loud',
    });
    await t.app.services.notifications.settled();
    const sent = t.mailer.sent.slice(before);
    expect(sent.map((m) => m.to)).toEqual([org.otherLead.email]);
    expect(sent[0]).toMatchObject({
      optional: true,
      subject: `${await fullName(org.admin)} assigned Loud to you`,
    });
    expect(sent[0]?.text).toContain(`${t.config.publicUrl}/actions`);
  });
});
