import { randomUUID } from 'node:crypto';
import { EDIT_LOCK } from '@squadboard/domain/retro/board.rules';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBoardRepository } from '../modules/retro-board/board.repository.ts';
import { type BoardEventEmit, createBoardService } from '../modules/retro-board/board.service.ts';
import { createRetroOrg, type RetroOrg } from '../test-support/factories.ts';
import { createRetro, joinBoard } from '../test-support/retro-factories.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { createBoardTimers, type Schedule } from './board-timers.ts';

// The timers of a node, fired by hand: a lock nobody renewed is freed and the room told, a
// renewal or a release puts its timer off, and the end of a countdown is told once even when two
// nodes (or a retried start) both scheduled it.

let t: TestApp;
let org: RetroOrg;
let clock = new Date('2026-11-22T10:00:00.000Z');
let board: ReturnType<typeof createBoardService>;

beforeAll(async () => {
  t = await createTestApp();
  org = await createRetroOrg(t);
  board = createBoardService({ repo: createBoardRepository(t.db), now: () => clock });
});
afterAll(async () => {
  await t?.close();
});

/** A node: its scheduled work, fired when the test says, and what it told the room. */
function node() {
  const due: { run: () => Promise<void>; ms: number; cancelled: boolean }[] = [];
  const schedule: Schedule = (run, ms) => {
    const entry = { run, ms, cancelled: false };
    due.push(entry);
    return () => {
      entry.cancelled = true;
    };
  };
  const told: BoardEventEmit[] = [];
  const timers = createBoardTimers({
    board,
    announce: (_retroId, emit) => told.push(emit),
    log: { error: () => undefined } as unknown as FastifyBaseLogger,
    schedule,
    now: () => clock.getTime(),
  });
  const waiting = () => due.filter((d) => !d.cancelled);
  return {
    timers,
    told,
    waiting,
    /** Fires what is scheduled and waits until its writes are done. */
    async fire(): Promise<void> {
      const runs = waiting().map((entry) => {
        entry.cancelled = true;
        return entry.run();
      });
      await Promise.all(runs);
    },
  };
}

async function liveBoard() {
  const retro = await createRetro(t, org.lead, org.squad.id);
  const admin = await joinBoard(t, org.lead, retro);
  const { columns } = await board.board(retro.id, null);
  const column = columns[0];
  if (!column) {
    throw new Error('the template columns are missing');
  }
  return { retro, admin, column };
}

describe('board timers', () => {
  it('free a lock nobody renewed for 30 s and tell the room; a renewal puts it off', async () => {
    const { retro, admin, column } = await liveBoard();
    const a = node();
    await board.lock(admin, 'column', column.id, true);
    a.timers.lockTaken(retro.id, 'column', column.id);
    clock = new Date(clock.getTime() + 20_000);
    await board.lock(admin, 'column', column.id, true);
    a.timers.lockTaken(retro.id, 'column', column.id);
    expect(a.waiting().map((d) => d.ms)).toEqual([EDIT_LOCK.ttlMs + 50]);

    clock = new Date(clock.getTime() + EDIT_LOCK.ttlMs);
    await a.fire();
    expect(a.told).toEqual([{ event: 'editing', payload: { target: 'column', id: column.id, by: null } }]);
    expect((await board.board(retro.id, null)).columns[0]?.editingBy).toBeNull();
  });

  it('leave alone a lock renewed through another node, and forget a freed one', async () => {
    const { retro, admin, column } = await liveBoard();
    const [a, b] = [node(), node()];
    await board.lock(admin, 'column', column.id, true);
    a.timers.lockTaken(retro.id, 'column', column.id);
    clock = new Date(clock.getTime() + 20_000);
    await board.lock(admin, 'column', column.id, true);
    b.timers.lockTaken(retro.id, 'column', column.id);
    clock = new Date(clock.getTime() + 11_000);
    await a.fire(); // 31 s after the first take, 11 s after the renewal
    expect(a.told).toEqual([]);
    expect((await board.board(retro.id, null)).columns[0]?.editingBy).toBe(admin.participantId);

    b.timers.lockFreed('column', column.id);
    expect(b.waiting()).toEqual([]);
  });

  it('tell the end of a countdown once, however many nodes scheduled it', async () => {
    const { retro, admin } = await liveBoard();
    const [a, b] = [node(), node()];
    const started = await board.apply(admin, 'startTimer', { opId: randomUUID(), seconds: 60 });
    const endsAt = started.ack.timer.endsAt ?? '';
    a.timers.timerStarted(retro.id, endsAt);
    a.timers.timerStarted(retro.id, endsAt); // a retried start replaces, never doubles
    b.timers.timerStarted(retro.id, endsAt);
    expect(a.waiting().map((d) => d.ms)).toEqual([60_000 + 50]);

    await Promise.all([a.fire(), b.fire()]);
    const sounds = [...a.told, ...b.told];
    expect(sounds).toEqual([
      { event: 'emit_sound', payload: { timer: { running: false, seconds: 0, endsAt: null } } },
    ]);
  });

  it('say nothing of a countdown stopped before its end', async () => {
    const { retro, admin } = await liveBoard();
    const a = node();
    const started = await board.apply(admin, 'startTimer', { opId: randomUUID(), seconds: 60 });
    a.timers.timerStarted(retro.id, started.ack.timer.endsAt ?? '');
    a.timers.timerStopped(retro.id);
    expect(a.waiting()).toEqual([]);
    // A node that missed the stop (it went through another one) finds the run over: silence.
    const b = node();
    b.timers.timerStarted(retro.id, started.ack.timer.endsAt ?? '');
    await board.apply(admin, 'stopTimer', { opId: randomUUID() });
    await b.fire();
    expect(b.told).toEqual([]);
  });
});
