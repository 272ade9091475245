import { MSG } from '@squadboard/domain';
import { STATUS_IDS } from '@squadboard/domain/work-items/work-item.model';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { squadMembers } from '../db/schema/index.ts';
import { createSquad, type OrgUser, type RetroOrg } from '../test-support/factories.ts';
import { createProject } from '../test-support/portfolio-factories.ts';
import { guestPass, realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { nextMatching, type RoomClient, request } from '../test-support/room-client.ts';
import type { TestApp } from '../test-support/test-app.ts';

// The active sprint's board, live: changes go over HTTP, every socket watching the
// squad's board hears each committed change as `sprint:item`.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
beforeAll(() => {
  ({ t, org } = suite);
});

type Ack = { ok: true } | { ok: false; code: string; message: string };
type ItemEvent = { item: WorkItem };

const watch = (socket: RoomClient, squadId: string) => request<Ack>(socket, 'sprint:watch', { squadId });
const unwatch = (socket: RoomClient, squadId: string) => request<Ack>(socket, 'sprint:unwatch', { squadId });

/** A socket of `who` watching `squadId`'s board. */
async function watcher(who: OrgUser, squadId = org.squad.id): Promise<RoomClient> {
  const socket = await clients.connect(who);
  expect(await watch(socket, squadId)).toEqual({ ok: true });
  return socket;
}

/** The next `sprint:item` about `id` (and, if given, in the state `match` wants). */
const itemSeen = (socket: RoomClient, id: string, match: (item: WorkItem) => boolean = () => true) =>
  nextMatching<ItemEvent>(socket, 'sprint:item', (p) => p.item.id === id && match(p.item)).then(
    (p) => p.item,
  );

/** Every `sprint:item` the socket receives from now on. */
function record(socket: RoomClient): WorkItem[] {
  const seen: WorkItem[] = [];
  (socket as unknown as { on(e: string, l: (p: ItemEvent) => void): void }).on('sprint:item', (p) =>
    seen.push(p.item),
  );
  return seen;
}

/**
 * Waits until everything the server sent this socket before now has arrived: an acknowledged
 * message travels behind them on the same connection.
 */
async function settled(socket: RoomClient): Promise<void> {
  await request(socket, 'sprint:unwatch', { squadId: crypto.randomUUID() });
}

async function create(who: OrgUser, body: Record<string, unknown>): Promise<WorkItem> {
  const response = await api(t.app, who, 'POST', '/api/work-items', { squadId: org.squad.id, ...body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

const move = (who: OrgUser, id: string, statusId: number) =>
  api(t.app, who, 'POST', `/api/work-items/${id}/status`, { statusId });

describe('watching a sprint board', () => {
  it("shows both people each other's moves, new cards and edits, as the route answered them", async () => {
    const lead = await watcher(org.lead);
    const member = await watcher(org.member);

    const leadSawNew = nextMatching<ItemEvent>(lead, 'sprint:item', (p) => p.item.title === 'Live card');
    const memberSawNew = nextMatching<ItemEvent>(member, 'sprint:item', (p) => p.item.title === 'Live card');
    const task = await create(org.member, { type: 'Task', title: 'Live card' });
    expect((await leadSawNew).item).toEqual(task);
    expect((await memberSawNew).item).toEqual(task);

    const leadSawMove = itemSeen(lead, task.id, (item) => item.statusId === STATUS_IDS.refinement);
    const memberSawMove = itemSeen(member, task.id, (item) => item.statusId === STATUS_IDS.refinement);
    const moved = await move(org.member, task.id, STATUS_IDS.refinement);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await leadSawMove).toEqual(moved.json().item);
    expect(await memberSawMove).toEqual(moved.json().item);

    const memberSawEdit = itemSeen(member, task.id, (item) => item.title === 'Live card, renamed');
    const edited = await api(t.app, org.lead, 'PATCH', `/api/work-items/${task.id}`, {
      title: 'Live card, renamed',
      effortHours: 3,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await memberSawEdit).toEqual(edited.json().item);
  });

  it("gives each watcher the `can` of their own role, never the changer's", async () => {
    const project = await createProject(t, org);
    const admin = await watcher(org.admin);
    const lead = await watcher(org.lead);
    const member = await watcher(org.member);
    const title = 'Admin-only feature';
    const seen = (socket: RoomClient) =>
      nextMatching<ItemEvent>(socket, 'sprint:item', (p) => p.item.title === title).then((p) => p.item);
    const [adminSaw, leadSaw, memberSaw] = [seen(admin), seen(lead), seen(member)];
    // A Feature is the Super Admin's alone to edit (workItemAbilities): the route answers the
    // Super Admin's `can`, which only they may hear.
    const made = await api(t.app, org.admin, 'POST', '/api/work-items', {
      type: 'Feature',
      title,
      parentId: project.id,
      squadId: org.squad.id,
    });
    expect(made.statusCode, made.body).toBe(201);
    const feature: WorkItem = made.json().item;
    expect(feature.can).toEqual({ edit: true, move: true });
    expect(await adminSaw).toEqual(feature);
    const readOnly = { ...feature, can: { edit: false, move: false } };
    expect(await leadSaw).toEqual(readOnly);
    expect(await memberSaw).toEqual(readOnly);
    // What the member was told agrees with the server: the edit is refused.
    const refused = await api(t.app, org.member, 'PATCH', `/api/work-items/${feature.id}`, { title: 'Mine' });
    expect(refused.statusCode).toBe(403);
    // One broadcast per role: each socket hears only its own role's copy, once.
    const seenByAdmin = record(admin);
    await settled(admin);
    const renamed = itemSeen(member, feature.id, (item) => item.title === 'Renamed feature');
    const edited = await api(t.app, org.admin, 'PATCH', `/api/work-items/${feature.id}`, {
      title: 'Renamed feature',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await renamed).can).toEqual({ edit: false, move: false });
    await settled(admin);
    expect(seenByAdmin.map((item) => item.can)).toEqual([{ edit: true, move: true }]);
  });

  it('refuses a Squad Member of another squad, who cannot move the item either', async () => {
    const lead = await watcher(org.lead);
    const seen = record(lead);
    const task = await create(org.member, { type: 'Task', title: 'Not yours' });
    const outsider = await clients.connect(org.otherMember);
    expect(await watch(outsider, org.squad.id)).toEqual({
      ok: false,
      code: 'SQUAD_NOT_FOUND',
      message: MSG.generic.notFound,
    });
    const refused = await move(org.otherMember, task.id, STATUS_IDS.refinement);
    expect(refused.statusCode).toBe(404);
    await settled(lead);
    expect(seen.filter((item) => item.id === task.id).map((item) => item.statusId)).toEqual([STATUS_IDS.new]);
  });

  it('reads the squads at watch time: someone added to the squad after connecting may watch', async () => {
    const late = await clients.connect(org.otherLead);
    expect(await watch(late, org.squad.id)).toMatchObject({ ok: false, code: 'SQUAD_NOT_FOUND' });
    await t.db.insert(squadMembers).values({ squadId: org.squad.id, userId: org.otherLead.id });
    expect(await watch(late, org.squad.id)).toEqual({ ok: true });
  });

  it('refuses a guest, and a payload that is not a squad id', async () => {
    const retro = await createRetro(t, org.lead, org.squad.id);
    const guest = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Gus') });
    expect(await watch(guest, org.squad.id)).toMatchObject({ ok: false, code: 'FORBIDDEN' });
    const lead = await clients.connect(org.lead);
    expect(await request(lead, 'sprint:watch', { squadId: 'nope' })).toMatchObject({
      ok: false,
      code: 'INVALID_PAYLOAD',
    });
  });

  it("tells the old squad's and the new squad's boards when an item changes squad", async () => {
    const oldBoard = await watcher(org.lead, org.squad.id);
    const newBoard = await watcher(org.otherLead, org.otherSquad.id);
    const both = await watcher(org.admin, org.squad.id);
    expect(await watch(both, org.otherSquad.id)).toEqual({ ok: true });
    const seenByBoth = record(both);
    const task = await create(org.member, { type: 'Task', title: 'Changing squads' });

    const left = itemSeen(oldBoard, task.id, (item) => item.squadId === org.otherSquad.id);
    const arrived = itemSeen(newBoard, task.id);
    const response = await api(t.app, org.admin, 'PATCH', `/api/work-items/${task.id}`, {
      squadId: org.otherSquad.id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await left).toEqual(response.json().item);
    expect(await arrived).toEqual(response.json().item);
    await settled(both);
    // Watching both squads, one copy.
    expect(seenByBoth.filter((item) => item.id === task.id)).toHaveLength(2);
  });

  it('stops telling a socket that unwatched, and tells nobody of a refused change', async () => {
    const lead = await watcher(org.lead);
    const member = await watcher(org.member);
    const story = await create(org.member, { type: 'Story', title: 'Needs its fields' });
    await settled(member);
    await settled(lead);
    const seenByMember = record(member);
    const seenByLead = record(lead);

    // A Story needs its narrative and outcome before Refinement: refused, nothing to tell.
    const refused = await move(org.lead, story.id, STATUS_IDS.refinement);
    expect(refused.statusCode).toBe(400);
    expect(await unwatch(member, org.squad.id)).toEqual({ ok: true });
    const leadSaw = itemSeen(lead, story.id, (item) => item.title === 'Renamed while unwatched');
    const edited = await api(t.app, org.lead, 'PATCH', `/api/work-items/${story.id}`, {
      title: 'Renamed while unwatched',
    });
    expect(edited.statusCode).toBe(200);
    await leadSaw;
    await settled(member);
    await settled(lead);
    expect(seenByMember).toEqual([]);
    expect(seenByLead.map((item) => item.title)).toEqual(['Renamed while unwatched']);
  });

  it('stops telling someone taken off the squad at once, and everyone once the squad is deleted', async () => {
    const squad = await createSquad(t, org, { memberIds: [org.member.id, org.otherMember.id] });
    const lead = await watcher(org.lead, squad.id);
    const leaving = await watcher(org.otherMember, squad.id);
    const seenByLeaving = record(leaving);

    // Taken off the squad: their socket leaves the board and is told to reload it.
    const toldToReload = nextMatching<{ squadId: string }>(leaving, 'sprint:changed', () => true);
    const edited = await api(t.app, org.lead, 'PATCH', `/api/squads/${squad.id}`, {
      memberIds: [org.member.id],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await toldToReload).toEqual({ squadId: squad.id });
    const created = await api(t.app, org.member, 'POST', '/api/work-items', {
      squadId: squad.id,
      type: 'Task',
      title: 'After they left',
    });
    expect(created.statusCode, created.body).toBe(201);
    const item: WorkItem = created.json().item;
    expect((await itemSeen(lead, item.id)).title).toBe('After they left');
    await settled(leaving);
    expect(seenByLeaving).toEqual([]);
    expect(await watch(leaving, squad.id)).toMatchObject({ ok: false, code: 'SQUAD_NOT_FOUND' });

    // The squad deleted: nobody may see it, its lead included.
    const gone = nextMatching<{ squadId: string }>(lead, 'sprint:changed', () => true);
    expect((await api(t.app, org.admin, 'DELETE', `/api/squads/${squad.id}`)).statusCode).toBe(200);
    expect(await gone).toEqual({ squadId: squad.id });
    expect(await watch(lead, squad.id)).toMatchObject({ ok: false, code: 'SQUAD_NOT_FOUND' });
  });

  it("tells a squad's board when one of its sprints starts or completes", async () => {
    const lead = await watcher(org.lead);
    const other = await watcher(org.otherLead, org.otherSquad.id);
    const heard: string[] = [];
    (other as unknown as { on(e: string, l: (p: { squadId: string }) => void): void }).on(
      'sprint:changed',
      (p) => heard.push(p.squadId),
    );
    const changed = nextMatching<{ squadId: string }>(lead, 'sprint:changed', () => true);
    t.app.services.sprintEvents.emitChanged({ squadId: org.squad.id });
    expect(await changed).toEqual({ squadId: org.squad.id });
    await settled(other);
    expect(heard).toEqual([]);
  });

  it('tells the boards of items moved by the backlog (rank, bulk)', async () => {
    const lead = await watcher(org.lead);
    const a = await create(org.member, { type: 'Bug', title: 'Bulk A' });
    const b = await create(org.member, { type: 'Bug', title: 'Bulk B' });
    const sawA = itemSeen(lead, a.id, (item) => item.ownerId === org.member.id);
    const sawB = itemSeen(lead, b.id, (item) => item.ownerId === org.member.id);
    const bulk = await api(t.app, org.lead, 'POST', '/api/work-items/bulk', {
      ids: [a.id, b.id],
      ownerId: org.member.id,
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect((await sawA).ownerName).toBeTruthy();
    await sawB;
    const seen = record(lead);
    const rank = await api(t.app, org.lead, 'POST', `/api/work-items/${b.id}/rank`, { afterId: null });
    expect(rank.statusCode, rank.body).toBe(200);
    await settled(lead);
    expect(seen).toEqual([rank.json().item]);
  });
});
