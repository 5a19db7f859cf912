import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets } from '../../src/lib/redact-secrets';

describe('redactSecrets (what ?inspect sends to the Stately inspector)', () => {
  it('takes out the password of a sign-in event and the tokens of the auth context, at any depth', () => {
    const event = { type: 'credentials.submit', username: 'supervisor@demo.leasedesk.test', password: 'Leasedesk-demo-2026' };
    expect(redactSecrets(event)).toEqual({ type: 'credentials.submit', username: 'supervisor@demo.leasedesk.test', password: REDACTED });
    const context = { session: { access_token: 'abc', refresh_token: 'def', expires_in: 3600 }, queryToken: 'ghi', error: null };
    expect(redactSecrets(context)).toEqual({ session: { access_token: REDACTED, refresh_token: REDACTED, expires_in: 3600 }, queryToken: REDACTED, error: null });
  });

  it('leaves the original alone and keeps flags and empty values under such names readable', () => {
    const context = { token: 'abc', list: [{ Authorization: 'Bearer x' }], tokenFailed: true, passwordHint: null };
    const copy = redactSecrets(context);
    expect(context.token).toBe('abc');
    expect(copy.list[0]!.Authorization).toBe(REDACTED);
    expect(copy.tokenFailed).toBe(true);
    expect(copy.passwordHint).toBeNull();
  });

  it('takes secrets out of what promise actors report: the sign-in input and the token answer', () => {
    const snapshot = {
      input: { username: 'master@demo.leasedesk.test', password: 'Leasedesk-demo-2026' },
      output: { access_token: 'abc', refresh_token: 'def', expires_in: 2100 },
      status: 'done',
    };
    expect(JSON.stringify(redactSecrets(snapshot))).not.toMatch(/Leasedesk-demo-2026|"abc"|"def"/);
  });

  it('survives cycles and very deep values, and copies a value shared by two branches twice', () => {
    const looped: Record<string, unknown> = { name: 'a' };
    looped.self = looped;
    expect(redactSecrets(looped)).toEqual({ name: 'a', self: '[…]' });
    let deep: Record<string, unknown> = { password: 'x' };
    for (let n = 0; n < 50; n++) deep = { inner: deep };
    expect(JSON.stringify(redactSecrets(deep))).not.toContain('"x"');
    const shared = { id: 1 };
    expect(redactSecrets({ a: shared, b: [shared] })).toEqual({ a: { id: 1 }, b: [{ id: 1 }] });
  });
});
