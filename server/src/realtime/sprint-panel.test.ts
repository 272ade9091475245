import type { Retro } from '@squadboard/domain/retro/retro.schema';
import type { SprintPanelAnswer } from '@squadboard/domain/retro/sprint-panel.schema';
import type { WorkItem } from '@squadboard/domain/work-items/work-item.schema';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sprintRuns } from '../db/schema/index.ts';
import type { OrgUser, RetroOrg } from '../test-support/factories.ts';
import { type Ack, guestPass, letIn, realtimeSuite } from '../test-support/realtime-suite.ts';
import { api } from '../test-support/request.ts';
import { createRetro } from '../test-support/retro-factories.ts';
import { next, type RoomClient, request } from '../test-support/room-client.ts';
import { createItem, createSquadSprint, finishItem, planItems } from '../test-support/sprint-factories.ts';
import type { TestApp } from '../test-support/test-app.ts';

// The retro room's Sprint panel: asked over the room socket, cut to what each viewer
// may see (the squad everything, a guest keys and titles, anyone else nothing), hidden by the
// facilitator's switch, and told to the room again when the sprint's items change.

const suite = realtimeSuite();
const { clients } = suite;
let t: TestApp;
let org: RetroOrg;
let retro: Retro;
let items: WorkItem[];
/** Joined the running sprint by the bulk move; still open when it completes. */
let bulkIn: WorkItem;
let lead: RoomClient;
let member: RoomClient;
let guest: RoomClient;
let outsider: RoomClient;

const panelOf = async (socket: RoomClient) => {
  const answer = await request<Ack<SprintPanelAnswer>>(socket, 'sprint_panel', {});
  if (!answer.ok) {
    throw new Error(answer.message);
  }
  return answer;
};

async function ok(what: string, response: { statusCode: number; body: string }) {
  if (response.statusCode >= 300) {
    throw new Error(`${what}: ${response.statusCode} ${response.body}`);
  }
}

async function seated(who: OrgUser): Promise<RoomClient> {
  const socket = await clients.connect(who);
  await letIn(lead, socket, retro.room);
  return socket;
}

beforeAll(async () => {
  ({ t, org } = suite);
  const sprint = await createSquadSprint(t, org.lead, org.squad.id, 'Sprint Panel 1');
  items = [
    await createItem(t, org.lead, org.squad.id, 'Checkout page', { effortHours: 5 }),
    await createItem(t, org.lead, org.squad.id, 'Refund flow', { effortHours: 3 }),
  ];
  for (const [index, item] of items.entries()) {
    await ok('size', await api(t.app, org.lead, 'PATCH', `/api/work-items/${item.id}`, { size: index + 2 }));
  }
  await planItems(
    t,
    org.lead,
    items.map((item) => item.id),
    sprint.id,
  );
  await ok(
    'start',
    await api(t.app, org.lead, 'POST', `/api/sprints/${sprint.id}/start`, { squadId: org.squad.id }),
  );
  await finishItem(t, org.lead, items[0]?.id as string);
  retro = await createRetro(t, org.lead, org.squad.id, { sprintId: sprint.id });
  lead = await clients.connect(org.lead);
  const joined = await request<Ack<{ state: string }>>(lead, 'join', { room: retro.room });
  expect(joined).toMatchObject({ ok: true, state: 'admitted' });
  member = await seated(org.member);
  outsider = await seated(org.otherMember);
  guest = await clients.connect({ guestToken: await guestPass(t, retro.meetingId, 'Gina Guest') });
  await letIn(lead, guest, retro.room);
});

describe('sprint_panel', () => {
  it('gives a member of the squad the sprint, its figures, burndown and items in full', async () => {
    const { panel, hidden } = await panelOf(member);
    expect(hidden).toBe(false);
    expect(panel?.view).toBe('full');
    expect(panel?.sprint).toMatchObject({ name: 'Sprint Panel 1', status: 'ACTIVE' });
    expect(panel?.figures).toEqual({
      committedItems: 2,
      completedItems: 1,
      committedHours: 8,
      completedHours: 5,
      committedSize: 5,
      completedSize: 2,
    });
    expect(panel?.carried.count).toBe(1);
    expect(panel?.burndown.length).toBeGreaterThan(0);
    expect(panel?.done).toEqual([
      {
        key: items[0]?.acronymId,
        title: 'Checkout page',
        type: 'Task',
        status: 'Done',
        assignee: null,
        size: 2,
      },
    ]);
    expect(panel?.notDone.map((item) => item.key)).toEqual([items[1]?.acronymId]);
  });

  it('gives a guest keys and titles only: no assignee, size, type or status at all', async () => {
    const { panel } = await panelOf(guest);
    expect(panel?.view).toBe('keys');
    expect(panel?.figures.committedItems).toBe(2);
    for (const item of [...(panel?.done ?? []), ...(panel?.notDone ?? [])]) {
      expect(Object.keys(item).sort()).toEqual(['key', 'title']);
    }
    expect(panel?.done).toEqual([{ key: items[0]?.acronymId, title: 'Checkout page' }]);
  });

  it('gives a signed-in member of another squad nothing', async () => {
    expect(await panelOf(outsider)).toEqual({ ok: true, panel: null, hidden: false });
  });

  it('refuses a socket that is not in a room', async () => {
    const stranger = await clients.connect(org.member);
    expect(await request(stranger, 'sprint_panel', {})).toMatchObject({ ok: false, code: 'NOT_IN_ROOM' });
  });

  it('reaches the room as sprintPanel:changed when one of the sprint items changes', async () => {
    const changed = next(member, 'sprintPanel:changed');
    const heardByGuest = next(guest, 'sprintPanel:changed');
    await finishItem(t, org.lead, items[1]?.id as string);
    await Promise.all([changed, heardByGuest]);
    const { panel } = await panelOf(member);
    expect(panel?.figures.completedItems).toBe(2);
    expect(panel?.notDone).toEqual([]);
  });

  it('lists what joined the sprint after its start; one that left again is in neither list', async () => {
    const late = await createItem(t, org.lead, org.squad.id, 'Late addition');
    const sprintId = retro.sprintId as string;
    await ok('into', await api(t.app, org.lead, 'PATCH', `/api/work-items/${late.id}`, { sprintId }));
    let { panel } = await panelOf(member);
    expect(panel?.added.items.map((item) => item.key)).toEqual([late.acronymId]);
    expect(panel?.removed.count).toBe(0);
    await ok('out', await api(t.app, org.lead, 'PATCH', `/api/work-items/${late.id}`, { sprintId: null }));
    ({ panel } = await panelOf(member));
    expect(panel?.added.count).toBe(0);
    expect(panel?.removed.count).toBe(0);
  });

  it('tells added and removed against the start exactly: a bulk move in, a move to another sprint', async () => {
    const sprintId = retro.sprintId as string;
    const later = await createSquadSprint(t, org.lead, org.squad.id, 'Sprint Panel 2');
    bulkIn = await createItem(t, org.lead, org.squad.id, 'Bulk arrival');
    // The backlog's multi-select writes no history entry.
    await planItems(t, org.lead, [bulkIn.id], sprintId);
    const moved = items[1] as WorkItem;
    await ok(
      'elsewhere',
      await api(t.app, org.lead, 'PATCH', `/api/work-items/${moved.id}`, { sprintId: later.id }),
    );
    const { panel } = await panelOf(member);
    expect(panel?.added).toEqual({
      count: 1,
      items: [expect.objectContaining({ key: bulkIn.acronymId, title: 'Bulk arrival' })],
    });
    expect(panel?.removed).toEqual({
      count: 1,
      items: [expect.objectContaining({ key: moved.acronymId, title: 'Refund flow' })],
    });
  });
});

describe('sprint_panel_visibility', () => {
  it('is refused to anyone but the room admin', async () => {
    expect(await request(member, 'sprint_panel_visibility', { shown: false })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect(await request(guest, 'sprint_panel_visibility', { shown: false })).toMatchObject({
      ok: false,
      code: 'FORBIDDEN',
    });
    expect((await panelOf(member)).panel).not.toBeNull();
  });

  it('hides the panel from everyone but the admin, telling the room, and shows it again', async () => {
    const told = next(member, 'sprintPanel:changed');
    expect(await request(lead, 'sprint_panel_visibility', { shown: false })).toEqual({
      ok: true,
      hidden: true,
    });
    await told;
    expect(await panelOf(member)).toEqual({ ok: true, panel: null, hidden: true });
    expect(await panelOf(guest)).toEqual({ ok: true, panel: null, hidden: true });
    const admin = await panelOf(lead);
    expect(admin.hidden).toBe(true);
    expect(admin.panel?.view).toBe('full');

    const shownAgain = next(guest, 'sprintPanel:changed');
    expect(await request(lead, 'sprint_panel_visibility', { shown: true })).toEqual({
      ok: true,
      hidden: false,
    });
    await shownAgain;
    expect((await panelOf(guest)).panel?.view).toBe('keys');
  });

  it('answers null for a retro without a sprint', async () => {
    const plain = await createRetro(t, org.lead, org.squad.id);
    const socket = await clients.connect(org.lead);
    expect(await request(socket, 'join', { room: plain.room })).toMatchObject({ ok: true });
    expect(await panelOf(socket)).toEqual({ ok: true, panel: null, hidden: false });
  });
});

describe('a completed sprint', () => {
  it('shows the figures and chart its completion recorded, and the items it carried on', async () => {
    const open = await createItem(t, org.lead, org.squad.id, 'Left open', { effortHours: 2 });
    const sprintId = retro.sprintId as string;
    await ok('into', await api(t.app, org.lead, 'PATCH', `/api/work-items/${open.id}`, { sprintId }));
    const told = next(member, 'sprintPanel:changed');
    await ok(
      'complete',
      await api(t.app, org.lead, 'POST', `/api/sprints/${sprintId}/complete`, {
        squadId: org.squad.id,
        carryTo: 'backlog',
      }),
    );
    await told;
    const { panel } = await panelOf(member);
    expect(panel?.sprint.status).toBe('COMPLETED');
    // Checkout page (done), Bulk arrival and Left open; Refund flow went to Sprint Panel 2.
    expect(panel?.figures).toMatchObject({ committedItems: 3, completedItems: 1, committedHours: 7 });
    const carried = [bulkIn.acronymId, open.acronymId].sort();
    expect(panel?.notDone.map((item) => item.key).sort()).toEqual(carried);
    expect(panel?.carried.count).toBe(2);
    expect(panel?.done.map((item) => item.key)).toEqual([items[0]?.acronymId]);
    expect(panel?.added.items.map((item) => item.key).sort()).toEqual(carried);
    expect(panel?.removed.items.map((item) => item.key)).toEqual([items[1]?.acronymId]);
    expect(panel?.burndown.length).toBeGreaterThan(0);
  });

  it('falls back on the history for a run recorded before it kept its items', async () => {
    const sprintId = retro.sprintId as string;
    await t.db
      .update(sprintRuns)
      .set({ startItemIds: null, carriedItemIds: null })
      .where(eq(sprintRuns.sprintId, sprintId));
    const { panel } = await panelOf(member);
    // The completion's history entries still name what it carried; both joined after the start.
    expect(panel?.carried.count).toBe(2);
    expect(panel?.added.count).toBe(2);
  });
});
