import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../server/db/db';
import type { Account } from '../../contract/areas/account';
import { secretBox } from '../../server/mail/secret-box';
import { bearer, TEST_MAIL_SECRET_KEY } from './helpers';

/** Shared by the account tests (issue 18): writing accounts as a caller, and the invitation mail the outbox holds. */

export const ACCOUNT = '/api-admin/account';

export function accountCalls(app: FastifyInstance) {
  return {
    create: (token: string, payload: object) => app.inject({ method: 'POST', url: ACCOUNT, headers: bearer(token), payload }),
    get: (token: string, id: number) => app.inject({ method: 'GET', url: `${ACCOUNT}?accountId=${id}&includeBindings=true`, headers: bearer(token) }),
    list: (token: string) => app.inject({ method: 'GET', url: `${ACCOUNT}?includeBindings=true`, headers: bearer(token) }),
    put: (token: string, payload: object, ifMatch?: string) =>
      app.inject({ method: 'PUT', url: ACCOUNT, headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) }, payload }),
    remove: (token: string, id: number, ifMatch?: string) =>
      app.inject({ method: 'DELETE', url: `${ACCOUNT}?accountId=${id}`, headers: { ...bearer(token), ...(ifMatch ? { 'if-match': ifMatch } : {}) } }),
    /** Creates an account and answers its row (fails the test when refused). */
    async created(token: string, payload: object): Promise<Account> {
      const res = await app.inject({ method: 'POST', url: ACCOUNT, headers: bearer(token), payload });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ results: Account[] }>().results[0]!;
    },
  };
}

/** The id the query finds (a seeded row the test needs), or the test fails naming the query. */
export async function fixtureId(db: Queryable, sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await db.query<{ id: number }>(sql, params);
  if (!row) throw new Error(`fixture not found: ${sql}`);
  return row.id;
}

let serial = 0;
/** A fresh address for a new account. */
export const newAddress = (what = 'account') => `${what}.${Date.now().toString(36)}.${++serial}@demo-mobility.test`;

/** The server's secret box in tests (testConfig's key): opens what the outbox sealed for the delivery worker. */
const testSecrets = secretBox(Buffer.from(TEST_MAIL_SECRET_KEY, 'base64'));

/**
 * The invitation mails queued for `email`, newest last: the link as the log holds it (its key hidden) and the key
 * the delivery worker would put back (sealed in the row until the mail is sent; '' after).
 */
export async function invitationsTo(db: Queryable, email: string): Promise<{ subject: string; message: string; link: string; key: string }[]> {
  const mails = await db.query<{ subject: string; message: string; sealed_key: string | null }>(
    'SELECT subject, message, sealed_key FROM mail_logs WHERE to_address = $1 ORDER BY id', [email]);
  return mails.map(({ sealed_key: sealed, ...mail }) => {
    const link = /https?:\/\/\S+\/auth\/grant_access\?\S+/.exec(mail.message)?.[0] ?? '';
    return { ...mail, link, key: sealed ? testSecrets.open(sealed) : '' };
  });
}

/** The key of the newest invitation mailed to `email`. */
export async function latestKey(db: Queryable, email: string): Promise<string> {
  const mails = await invitationsTo(db, email);
  const key = mails.at(-1)?.key;
  expect(key, `an invitation mail to ${email}`).toMatch(/^[A-Za-z0-9_-]{43}$/);
  return key!;
}
