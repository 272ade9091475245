import { randomUUID } from 'node:crypto';
import type {
  ActionRegister,
  ActionRegisterItem,
} from '@squadboard/domain/action-registers/action-register.schema';
import type { Action } from '@squadboard/domain/actions/action.schema';
import type { BoardOp, BoardOpName } from '@squadboard/domain/realtime/retro-board.events';
import type { Retro } from '@squadboard/domain/retro/retro.schema';
import { expect } from 'vitest';
import type { BoardActor } from '../modules/retro-board/board.service.ts';
import type { OrgUser, RetroOrg, TestOrg } from './factories.ts';
import { api } from './request.ts';
import type { TestApp } from './test-app.ts';

// Retros, their live boards, and the actions and action registers that come out of them. Retros,
// actions and registers go through the API; the board through the composition root's services, the ones the socket
// gateway calls (the realtime tests cover the sockets themselves).

export function inHours(hours: number): string {
  return new Date(Date.now() + hours * 3_600_000).toISOString();
}

/** A calendar date `days` from today (UTC), as date fields take it. */
export function inDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function retroBody(squadId: string, extra: Record<string, unknown> = {}) {
  return { title: 'Sprint 12 retro', squadId, template: 'went-well', startType: 'instant', ...extra };
}

/** An instant retro (in progress at once) unless `extra` schedules it. */
export async function createRetro(
  t: TestApp,
  user: OrgUser,
  squadId: string,
  extra: Record<string, unknown> = {},
): Promise<Retro> {
  const response = await api(t.app, user, 'POST', '/api/retros', retroBody(squadId, extra));
  if (response.statusCode !== 201) {
    throw new Error(`retro create failed: ${response.statusCode} ${response.body}`);
  }
  return response.json().retro;
}

// ── the live board ──

/**
 * `user` enters the retro's room, as the socket 'join' does: their seat at the board. Someone who
 * waits at the door is let in by `admittedBy` when given.
 */
export async function joinBoard(
  t: TestApp,
  user: OrgUser,
  retro: Pick<Retro, 'id' | 'room'>,
  admittedBy?: OrgUser,
) {
  const { rooms } = t.app.services;
  let entered = await rooms.enter({ kind: 'user', userId: user.id }, retro.room);
  if (entered.state === 'waiting' && admittedBy) {
    await rooms.decide({ kind: 'user', userId: admittedBy.id }, retro.id, 'admit', [entered.me.id]);
    entered = await rooms.enter({ kind: 'user', userId: user.id }, retro.room);
  }
  if (entered.state !== 'admitted') {
    throw new Error(`${user.email} waits at the door of ${retro.room}`);
  }
  const { me } = entered;
  return { retroId: retro.id, participantId: me.id, name: me.name, role: me.role } satisfies BoardActor;
}

/** One board operation, committed; its acknowledgement. */
export async function boardOp<N extends BoardOpName>(
  t: TestApp,
  actor: BoardActor,
  name: N,
  op: Omit<BoardOp<N>, 'opId'>,
): Promise<Record<string, unknown>> {
  const { board } = t.app.services;
  const outcome = await board.apply(actor, name, { ...op, opId: randomUUID() } as BoardOp<N>);
  return outcome.ack;
}

/** The board as the server holds it, columns in order (while blur is on, texts come back null). */
export function boardState(t: TestApp, retroId: string) {
  return t.app.services.board.board(retroId, null);
}

/** Adds cards to the board's columns by position: { 0: ['a', 'b'], 2: ['c'] }. */
export async function addCards(
  t: TestApp,
  actor: BoardActor,
  cards: Record<number, string[]>,
): Promise<void> {
  const { columns } = await boardState(t, actor.retroId);
  for (const [index, texts] of Object.entries(cards)) {
    const column = columns[Number(index)];
    if (!column) {
      throw new Error(`the board has no column ${index}`);
    }
    for (const text of texts) {
      await boardOp(t, actor, 'add', { columnId: column.id, text });
    }
  }
}

/** The retro's admin ends it, as 'close_retro' does: COMPLETED. */
export async function endRetro(t: TestApp, admin: BoardActor): Promise<void> {
  await t.app.services.ending.end(admin, randomUUID());
}

// ── actions ──

export function actionBody(org: RetroOrg, extra: Record<string, unknown> = {}) {
  return {
    squadId: org.squad.id,
    title: 'Fix the flaky build',
    description: 'It fails one run in five.',
    ownerId: org.member.id,
    status: 'Open',
    ...extra,
  };
}

export async function createAction(
  t: TestApp,
  org: RetroOrg,
  user: OrgUser,
  extra: Record<string, unknown> = {},
): Promise<Action> {
  const response = await api(t.app, user, 'POST', '/api/actions', actionBody(org, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().action;
}

// ── action registers ──

export function actionRegisterBody(org: TestOrg, extra: Record<string, unknown> = {}) {
  return {
    name: 'Platform migration',
    description: 'Everything we owe the migration.',
    ownerId: org.lead.id,
    status: 'Open',
    createdOn: inDays(0),
    ...extra,
  };
}

export function itemBody(org: TestOrg, extra: Record<string, unknown> = {}) {
  return {
    title: 'Book the load test',
    description: 'Two days in the staging slot.',
    ownerId: org.member.id,
    status: 'Open',
    ...extra,
  };
}

export async function createActionRegister(
  t: TestApp,
  org: TestOrg,
  user: OrgUser,
  extra: Record<string, unknown> = {},
): Promise<ActionRegister> {
  const response = await api(t.app, user, 'POST', '/api/action-registers', actionRegisterBody(org, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().actionRegister;
}

export async function addItem(
  t: TestApp,
  org: TestOrg,
  user: OrgUser,
  actionRegisterId: string,
  extra: Record<string, unknown> = {},
): Promise<ActionRegisterItem> {
  const url = `/api/action-registers/${actionRegisterId}/items`;
  const response = await api(t.app, user, 'POST', url, itemBody(org, extra));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().item;
}

export async function listActionRegisters(t: TestApp, user: OrgUser, query: string) {
  const response = await api(t.app, user, 'GET', `/api/action-registers?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { items: ActionRegister[]; total: number };
}

export async function listItems(
  t: TestApp,
  user: OrgUser,
  actionRegisterId: string,
): Promise<ActionRegisterItem[]> {
  const response = await api(t.app, user, 'GET', `/api/action-registers/${actionRegisterId}/items`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().items;
}
