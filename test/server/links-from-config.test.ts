import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { bearer, createTestServer, loginAs, type TestServer } from './helpers';
import { newAddress } from './account-support';

/**
 * Issue 35 point 3: links the server writes come from configuration (PUBLIC_URL, else the server's own configured
 * address), never from the request. Before, `POST /account` sent with `Host: login.evil.example` mailed the invitee a
 * link — key included — to that host.
 */
let t: TestServer;
let supervisor = '';

beforeAll(async () => {
  // Behind a proxy the forwarded headers are trusted for addresses (rate limits); they must not move links either.
  t = await createTestServer({ trustProxy: true });
  supervisor = (await loginAs(t.app, 'supervisor')).access_token;
}, 60_000);

afterAll(() => t?.close());

/** Where the queued invitation to `email` links, as the mail log holds it (the key part is not this test's concern). */
async function invitationOrigin(email: string): Promise<string> {
  const [row] = await t.db.query<{ message: string }>('SELECT message FROM mail_logs WHERE to_address = $1', [email]);
  const link = /(\S+)\/auth\/grant_access\?clt=demo/.exec(row?.message ?? '');
  if (!link) throw new Error(`no invitation link in the mail to ${email}: ${row?.message}`);
  return link[1]!;
}

describe('links in mail', () => {
  it('ignore a forged Host and forwarded host: the invitation links to the configured address', async () => {
    const email = newAddress('host-header');
    const res = await t.app.inject({
      method: 'POST', url: '/api-admin/account',
      headers: { ...bearer(supervisor), host: 'login.evil.example', 'x-forwarded-host': 'forwarded.evil.example', 'x-forwarded-proto': 'https' },
      payload: { emailAddress: email, firstName: 'Hanna', surname: 'Host', role: 'bulk' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // PUBLIC_URL unset: the server's own address (HOST and PORT as configured).
    expect(await invitationOrigin(email)).toBe('http://127.0.0.1:8080');
  });

  it('so does a reissued invitation', async () => {
    const email = newAddress('reissued');
    const created = await t.app.inject({ method: 'POST', url: '/api-admin/account', headers: bearer(supervisor), payload: { emailAddress: email, role: 'bulk' } });
    const id = created.json<{ results: { id: number }[] }>().results[0]!.id;
    await t.db.query('DELETE FROM mail_logs WHERE to_address = $1', [email]);
    const res = await t.app.inject({ method: 'POST', url: `/api-admin/account/invite?accountId=${id}`, headers: { ...bearer(supervisor), host: 'login.evil.example' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await invitationOrigin(email)).toBe('http://127.0.0.1:8080');
  });
});

describe('the configured public address', () => {
  it('is PUBLIC_URL when set, else the listening address (a wildcard one reads localhost)', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://beheer.example.nl/' })).toMatchObject({ publicUrl: 'https://beheer.example.nl', publicUrlFromEnv: true });
    expect(loadConfig({})).toMatchObject({ publicUrl: 'http://127.0.0.1:8080', publicUrlFromEnv: false });
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(loadConfig({ HOST: '::1', PORT: '9000' }).publicUrl).toBe('http://[::1]:9000');
    expect(() => loadConfig({ PUBLIC_URL: 'beheer.example.nl' })).toThrow(/PUBLIC_URL must be an absolute URL/);
  });
});
