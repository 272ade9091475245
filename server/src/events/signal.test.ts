import { describe, expect, it } from 'vitest';
import { createSignal, type SignalLog } from './signal.ts';

/** A logger that keeps what it was told, to see each failure logged once. */
function keptLog() {
  const lines: { err: unknown; msg: string }[] = [];
  const log = {
    error: (obj: { err: unknown }, msg: string) => lines.push({ err: obj.err, msg }),
  } as unknown as SignalLog;
  return { log, lines };
}

describe('a signal', () => {
  it('tells every listener in order, and no longer one that left', () => {
    const { log } = keptLog();
    const signal = createSignal<number>(log, 'counted');
    const heard: string[] = [];
    signal.on((n) => heard.push(`a${n}`));
    const off = signal.on((n) => heard.push(`b${n}`));
    signal.emit(1);
    off();
    signal.emit(2);
    expect(heard).toEqual(['a1', 'b1', 'a2']);
  });

  it('logs a listener that throws, tells the others after it and does not throw', () => {
    const { log, lines } = keptLog();
    const signal = createSignal<string>(log, 'work item changed');
    const heard: string[] = [];
    const boom = new Error('relay down');
    signal.on((e) => heard.push(`first ${e}`));
    signal.on(() => {
      throw boom;
    });
    signal.on((e) => heard.push(`last ${e}`));
    expect(() => signal.emit('x')).not.toThrow();
    expect(heard).toEqual(['first x', 'last x']);
    expect(lines).toEqual([{ err: boom, msg: 'a listener of "work item changed" failed' }]);
  });

  it('logs an async listener that rejects, without an unhandled rejection', async () => {
    const { log, lines } = keptLog();
    const signal = createSignal<string>(log, 'squad lead changed');
    const heard: string[] = [];
    const boom = new Error('reseat failed');
    signal.on(async () => {
      throw boom;
    });
    signal.on((e) => heard.push(e));
    signal.emit('y');
    expect(heard).toEqual(['y']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual([{ err: boom, msg: 'a listener of "squad lead changed" failed' }]);
  });
});
