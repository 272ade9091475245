import '../../../test-setup.ts';
import { MantineProvider } from '@mantine/core';
import { MSG } from '@squadboard/domain';
import type { Board } from '@squadboard/domain/realtime/retro-board.events';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OpAck } from '../board/use-board.ts';
import { boardOf, moodVoteOf, SUMMARY, snapshotOf } from '../tools/toolbar.fixture.ts';
import { EndingFlow } from './ending-flow.tsx';

function setup(board: Board) {
  const send = vi.fn((_event: string, _payload: unknown) => Promise.resolve<OpAck>({ ok: true }));
  const ui = (b: Board) => (
    <MantineProvider>
      <EndingFlow snapshot={snapshotOf({ mode: 'read-only' })} board={b} send={send as never} />
    </MantineProvider>
  );
  const view = render(ui(board));
  return { send, rerender: (b: Board) => view.rerender(ui(b)) };
}

const done = (change = {}) =>
  boardOf({ moodVote: moodVoteOf({ phase: 'done', summary: SUMMARY, ...change }) });

describe('EndingFlow', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('shows nothing while the retro is live', () => {
    setup(boardOf());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('votes, waits, shows the result for 7 s, then the details and the metric question', async () => {
    const { send, rerender } = setup(boardOf({ moodVote: moodVoteOf() }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Happy' })));
    expect(send).toHaveBeenCalledWith('cadence_input', { vote: 'happy' });
    expect(await screen.findByText(MSG.retro.moodPreparing)).toBeTruthy();

    rerender(done({ myVote: 'happy' }));
    expect((await screen.findByTestId('mood-result')).textContent).toBe('Happy');
    await act(async () => vi.advanceTimersByTime(7_100));
    expect(await screen.findByRole('dialog', { name: 'Cadence details' })).toBeTruthy();
    expect(screen.getByText('Deploys were smooth (Likes: 2)')).toBeTruthy();
    expect(screen.getByText(MSG.retro.metricUseful)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes' })));
    expect(send).toHaveBeenCalledWith('acceptMetrics', { useful: true });
    expect(await screen.findByText(MSG.retro.thankYou)).toBeTruthy();
  });

  it('counts a prompt left alone for 20 s as dismissed', async () => {
    const { send } = setup(boardOf({ moodVote: moodVoteOf() }));
    await screen.findByRole('dialog', { name: 'How did this retro go?' });
    await act(async () => vi.advanceTimersByTime(19_000));
    expect(send).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1_100));
    expect(send).toHaveBeenCalledWith('cadence_input', { vote: 'dismissed' });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('counts a closed prompt as dismissed and Not Interested as not_interested', async () => {
    const first = setup(boardOf({ moodVote: moodVoteOf() }));
    await act(async () => fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' }));
    expect(first.send).toHaveBeenCalledWith('cadence_input', { vote: 'dismissed' });
  });

  it('sends Not Interested', async () => {
    const { send } = setup(boardOf({ moodVote: moodVoteOf() }));
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Not Interested' })));
    expect(send).toHaveBeenCalledWith('cadence_input', { vote: 'not_interested' });
  });

  it('waits without a prompt after a reload once the vote is known', async () => {
    setup(boardOf({ moodVote: moodVoteOf({ myVote: 'flat' }) }));
    expect(await screen.findByText(MSG.retro.moodPreparing)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Happy' })).toBeNull();
  });

  it('opens the details on arrival for a voter, with the thank-you once answered', async () => {
    setup(done({ myVote: 'sad', myUseful: null }));
    expect(await screen.findByRole('dialog', { name: 'Cadence details' })).toBeTruthy();
  });

  it('shows nothing to someone who arrives after the result without voting', () => {
    setup(done());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
