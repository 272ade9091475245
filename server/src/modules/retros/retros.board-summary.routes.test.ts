import { type Retro, ZRetroPage } from '@squadboard/domain/retro/retro.schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetroOrg, type OrgUser, type RetroOrg } from '../../test-support/factories.ts';
import { api } from '../../test-support/request.ts';
import {
  addCards,
  boardOp,
  boardState,
  createRetro,
  endRetro,
  joinBoard,
} from '../../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// What the Retro List and the Archive say about a retro's board: its real number of cards, and its
// columns as the board had them (renamed and added during the retro), not the layout chosen at
// creation. The cards go through the board service the socket gateway calls.

let t: TestApp;
let org: RetroOrg;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
});
afterAll(async () => {
  await t.close();
});

async function list(user: OrgUser, query = ''): Promise<Retro[]> {
  const response = await api(t.app, user, 'GET', `/api/retros${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return ZRetroPage.parse(response.json()).items;
}

const summary = (items: Retro[]) =>
  Object.fromEntries(items.map((r) => [r.title, { cardCount: r.cardCount, columns: r.columns }]));

describe('card counts and columns of the Retro List and the Archive', () => {
  it('counts the cards of every retro on the page, finished (COMPLETED, ARCHIVED) or live', async () => {
    const completed = await createRetro(t, org.lead, org.squad.id, { title: 'Completed' });
    const archived = await createRetro(t, org.lead, org.squad.id, { title: 'Archived' });
    const silent = await createRetro(t, org.lead, org.squad.id, { title: 'Silent' });
    const live = await createRetro(t, org.lead, org.squad.id, { title: 'Live' });

    const atCompleted = await joinBoard(t, org.lead, completed);
    await addCards(t, atCompleted, {
      0: ['Pairing', 'Fast CI'],
      1: ['Flaky tests', 'Gone soon'],
      2: ['Fix it'],
    });
    const { columns, cards } = await boardState(t, completed.id);
    const gone = cards.find((c) => c.text === 'Gone soon');
    await boardOp(t, atCompleted, 'delete', { cardId: gone?.id ?? '' });
    await boardOp(t, atCompleted, 'editTitle', { columnId: columns[0]?.id ?? '', name: 'Kudos' });
    await boardOp(t, atCompleted, 'addTitle', { name: 'Shout-outs' });
    await addCards(t, atCompleted, { 3: ['Thanks, Sam'] });
    // Attendance: the lead, and the member once let in; someone left waiting does not count.
    const { rooms } = t.app.services;
    const knocking = await rooms.enter({ kind: 'user', userId: org.member.id }, completed.room);
    await rooms.enter({ kind: 'user', userId: org.otherMember.id }, completed.room);
    await rooms.decide({ kind: 'user', userId: org.lead.id }, completed.id, 'admit', [knocking.me.id]);
    await endRetro(t, atCompleted);
    // Renamed after the end? The board is read-only then, so the names stay as they were.
    await expect(
      boardOp(t, atCompleted, 'editTitle', { columnId: columns[1]?.id ?? '', name: 'Later' }),
    ).rejects.toMatchObject({ code: 'NOT_LIVE' });

    const atArchived = await joinBoard(t, org.lead, archived);
    await addCards(t, atArchived, { 1: ['Too many meetings'] });
    await endRetro(t, atArchived);
    const archiving = await api(t.app, org.lead, 'POST', `/api/retros/${archived.id}/archive`);
    expect(archiving.statusCode, archiving.body).toBe(200);
    expect(archiving.json().retro).toMatchObject({ status: 'ARCHIVED', cardCount: 1, attendeeCount: 1 });

    await endRetro(t, await joinBoard(t, org.lead, silent));
    await addCards(t, await joinBoard(t, org.lead, live), { 0: ['Still talking'], 2: ['And writing'] });

    const template = ['Went well', 'To improve', 'Action items'];
    for (const user of [org.member, org.admin]) {
      expect(summary(await list(user, '?view=archive'))).toEqual({
        Completed: { cardCount: 5, columns: ['Kudos', 'To improve', 'Action items', 'Shout-outs'] },
        Archived: { cardCount: 1, columns: template },
        Silent: { cardCount: 0, columns: template },
      });
      expect(summary(await list(user))).toEqual({ Live: { cardCount: 2, columns: template } });
    }
    expect((await list(org.member, '?view=archive')).map((r) => r.status).sort()).toEqual([
      'ARCHIVED',
      'COMPLETED',
      'COMPLETED',
    ]);
    const one = await api(t.app, org.member, 'GET', `/api/retros/${completed.id}`);
    expect(one.json().retro).toMatchObject({ status: 'COMPLETED', cardCount: 5, attendeeCount: 2 });
    // Another squad's people see none of it.
    expect(await list(org.otherMember, '?view=archive')).toEqual([]);
  });
});
