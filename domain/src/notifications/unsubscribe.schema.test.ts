import { describe, expect, it } from 'vitest';
import { MSG } from '../messages.ts';
import { parseUnsubscribeId, unsubscribeId, ZUnsubscribeRequest } from './unsubscribe.schema.ts';

describe('the unsubscribe link id', () => {
  it('carries the lower-cased e-mail as base64url and the token after a dot', () => {
    const id = unsubscribeId(' Zoë.O+Tag@Example.org ', 'sig_-nature');
    expect(id).toBe(`${Buffer.from('zoë.o+tag@example.org').toString('base64url')}.sig_-nature`);
    expect(id).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(parseUnsubscribeId(id)).toEqual({ email: 'zoë.o+tag@example.org', token: 'sig_-nature' });
  });

  it('reads an id without a token (an encoded e-mail, standard base64 too) as the e-mail alone', () => {
    const standard = Buffer.from('ann@example.com').toString('base64');
    expect(parseUnsubscribeId(standard)).toEqual({ email: 'ann@example.com', token: null });
    expect(parseUnsubscribeId(`${standard}.`)).toEqual({ email: 'ann@example.com', token: null });
  });

  it('gives no e-mail for garbage, and refuses an oversized token', () => {
    expect(parseUnsubscribeId('%%%.abc')).toEqual({ email: null, token: 'abc' });
    expect(parseUnsubscribeId('')).toEqual({ email: null, token: null });
    const email = Buffer.from('ann@example.com').toString('base64url');
    expect(parseUnsubscribeId(`${email}.${'a'.repeat(500)}`).token).toBeNull();
  });
});

describe('ZUnsubscribeRequest', () => {
  it('lower-cases the e-mail and keeps the token', () => {
    expect(ZUnsubscribeRequest.parse({ email: ' Ann@Example.COM', token: 'abc' })).toEqual({
      email: 'ann@example.com',
      token: 'abc',
    });
  });

  it("says the spec's messages for a missing or malformed e-mail", () => {
    const missing = ZUnsubscribeRequest.safeParse({ email: '' });
    expect(missing.error?.issues[0]?.message).toBe(MSG.unsubscribe.emailRequired);
    const invalid = ZUnsubscribeRequest.safeParse({ email: 'not-an-email' });
    expect(invalid.error?.issues[0]?.message).toBe(MSG.unsubscribe.emailInvalid);
  });
});
