import { describe, expect, it } from 'vitest';
import { CLIENT_LOG_LIMITS, clipClientLogMessage } from './client-log.model.ts';
import { ZClientLog } from './client-log.schema.ts';

describe('client error log messages', () => {
  it('are trimmed and cut to the limit, which the schema then accepts', () => {
    const long = `  ${'x'.repeat(5000)}  `;
    const clipped = clipClientLogMessage(long);
    expect(clipped).toHaveLength(CLIENT_LOG_LIMITS.messageMax);
    expect(ZClientLog.safeParse({ label: 'Web', message: clipped }).success).toBe(true);
  });

  it('refuses another label, an empty message and one over the limit', () => {
    expect(ZClientLog.safeParse({ label: 'Server', message: 'x' }).success).toBe(false);
    expect(ZClientLog.safeParse({ label: 'Web', message: '   ' }).success).toBe(false);
    expect(ZClientLog.safeParse({ label: 'Web', message: 'x'.repeat(2001) }).success).toBe(false);
  });
});
