import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSecretKey, secretBox } from '../../server/mail/secret-box';

/** Issue 17 point 1: stored SMTP passwords are sealed; only the server's key opens them, and only unaltered. */
const folder = mkdtempSync(join(tmpdir(), 'leasedesk-secret-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('the secret box', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed, and never stores the plain text', () => {
    const sealed = box.seal('smtp-Wachtwoord!€');
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('Wachtwoord');
    expect(box.open(sealed)).toBe('smtp-Wachtwoord!€');
    // A fresh nonce each time: the same password never seals to the same text.
    expect(box.seal('smtp-Wachtwoord!€')).not.toBe(sealed);
  });

  it('refuses an altered value, one sealed under another key, and an unknown format', () => {
    const sealed = box.seal('geheim');
    const bytes = Buffer.from(sealed.slice(3), 'base64');
    bytes[bytes.length - 1]! ^= 1;
    expect(() => box.open(`v1:${bytes.toString('base64')}`)).toThrow();
    expect(() => secretBox(randomBytes(32)).open(sealed)).toThrow();
    expect(() => box.open('geheim')).toThrow(/not in a known format/);
  });

  it('takes a configured key of 32 bytes, else generates one into the data folder once, readable by the owner only', () => {
    expect(() => loadSecretKey(randomBytes(16).toString('base64'), folder)).toThrow(/MAIL_SECRET_KEY must be 32 bytes/);
    const configured = randomBytes(32);
    expect(loadSecretKey(configured.toString('base64'), folder)).toEqual(configured);
    const generated = loadSecretKey(undefined, folder);
    expect(generated).toHaveLength(32);
    expect(loadSecretKey(undefined, folder)).toEqual(generated);
    expect(statSync(join(folder, 'mail-secret.key')).mode & 0o777).toBe(0o600);
  });
});
