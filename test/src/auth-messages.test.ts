import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INACTIVE_ACCOUNT as SERVER_INACTIVE } from '../../server/routes/auth';
import { INACTIVE_ACCOUNT, VERIFICATION_FAILED, authMessageKey } from '../../src/api/auth-messages';
import { LOCALES } from '../../contract/types/core';

const read = (locale: string, namespace: string) => JSON.parse(readFileSync(join(import.meta.dirname, '../../locales', locale, `${namespace}.json`), 'utf8'));
const texts = (locale: string) => ({ ...read(locale, 'auth'), ...read(locale, 'invitation') });

/** Spec 01 §8: the inactive-account and verification texts, the server's English words, shown in the user's language. */
describe('auth messages', () => {
  it("are the server's own words, and exactly the spec's in English", () => {
    expect(INACTIVE_ACCOUNT).toBe(SERVER_INACTIVE);
    expect(texts('en-EN').inactiveAccount).toBe(INACTIVE_ACCOUNT);
    expect(texts('en-EN').verificationFailed).toBe('The verification process could not be validated. Please try again by requesting a new email.');
    expect(VERIFICATION_FAILED).toBe(texts('en-EN').verificationFailed);
  });

  it('name their key, leave other messages to be shown as sent, and are translated in every locale', () => {
    expect(authMessageKey(INACTIVE_ACCOUNT)).toBe('auth:inactiveAccount');
    expect(authMessageKey(VERIFICATION_FAILED)).toBe('invitation:verificationFailed');
    expect(authMessageKey('The user name or password is incorrect.')).toBeNull();
    expect(authMessageKey(null)).toBeNull();
    for (const locale of LOCALES.filter((locale) => locale !== 'en-EN')) {
      expect(texts(locale).inactiveAccount, locale).not.toBe(INACTIVE_ACCOUNT);
      expect(texts(locale).verificationFailed, locale).not.toBe(VERIFICATION_FAILED);
    }
  });
});
