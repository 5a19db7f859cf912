import { describe, expect, it } from 'vitest';
import type { FieldValues } from '../../src/api/resource';
import { mailSettingArea } from '../../src/areas/mail-setting';
import { formValues } from '../../src/features/resource-form/resource-form-values';

/**
 * Issue 35 point 2: the server clears a stored SMTP password when the transport, host, port or user name changes
 * without a new one; the form says so above its save button before that happens (the field's `warnWhen`, shown by
 * the kit form as the area's `warnings.password`, in all six languages: test/src/locales.test.ts).
 */
const password = mailSettingArea.fields.find((field) => field.name === 'password')!;
const stored = { id: 7, version: 3, transport: 'smtp', host: 'smtp.example.com', port: 587, username: 'lease', useSsl: true, hasPassword: true };
/** The form as the edit screen starts it from the record (the password field empty). */
const record = { ...stored, ...formValues(mailSettingArea, stored) } as FieldValues;
const warns = (change: FieldValues, from: FieldValues | null = record) => password.warnWhen!({ ...record, ...change }, from);

describe('the mail setting form before saving', () => {
  it('warns when the transport, host, port or user name changes while a password is stored and no new one is typed', () => {
    for (const change of [{ host: 'smtp.other.example' }, { port: 465 }, { username: null }, { username: 'ander' }, { transport: 'service' }]) {
      expect(warns(change), JSON.stringify(change)).toBe(true);
    }
  });

  it('does not warn when nothing it is bound to changes, a new password is typed, none is stored, or the setting is new', () => {
    expect(warns({})).toBe(false);
    expect(warns({ useSsl: false, senderName: 'Vloot' })).toBe(false);
    expect(warns({ host: 'smtp.other.example', password: 'Nieuw wachtwoord' })).toBe(false);
    expect(warns({ host: 'smtp.other.example' }, { ...record, hasPassword: false })).toBe(false);
    expect(warns({ host: 'smtp.other.example' }, null)).toBe(false);
  });

});
