import { describe, expect, it } from 'vitest';
import type { AccountPreferences, ClientSetting } from '../../contract/types/core';
import { bearer, failureOf, loginAs } from './helpers';
import { mobilityHarness, rowOf } from './mobility-support';
import { ICO, PNG, type SweepFile } from './sweep/requests';

/**
 * Issue 18 point 2: PUT /clientsetting takes what GET answered, the client's languages included; the client's logo
 * and favicon uploads (checked by content, no body removes, the acting client's only, If-Match); the user's theme
 * and width stored per account.
 */
const h = mobilityHarness();
const setting = async (who: 'supervisor' | 'polish' = 'supervisor') => {
  const res = await h.call(who, 'GET', '/clientsetting');
  return { ...rowOf<ClientSetting & { version: number }>(res), etag: res.headers.etag as string };
};
const put = (body: object, headers?: Record<string, string>) => h.call('supervisor', 'PUT', '/clientsetting', body, headers);
const upload = (which: 'logo' | 'favicon', file: SweepFile | null, clientId = h.ids.demo, headers?: Record<string, string>, who: 'supervisor' | 'polish' | 'bulk' = 'supervisor') =>
  h.upload(who, `/clientsetting/upload${which}?clientId=${clientId}`, file, headers);
const blobCount = () => h.count('SELECT count(*)::int AS n FROM blobs');
const lying = (fileName: string, contentType: string, text: string): SweepFile => ({ fileName, contentType, data: Buffer.from(text) });
const languageIds = async () => (await h.t.db.query<{ id: number; culture: string }>(
  'SELECT l.id, cu.language_culture AS culture FROM languages l JOIN cultures cu ON cu.id = l.culture_id ORDER BY l.id'));

describe('PUT /clientsetting with what GET answered', () => {
  it('accepts the whole GET answer back, ignoring the read-only fields, and changes what was edited', async () => {
    const { etag, ...before } = await setting();
    const res = await put({ ...before, name: 'renamed', countryCarData: 'BE', logoUrl: null, id: 999, primaryColor: '#123456' }, { 'if-match': etag });
    expect(res.statusCode, res.body).toBe(200);
    const after = rowOf<ClientSetting & { version: number }>(res);
    expect(after).toEqual({ ...before, primaryColor: '#123456', version: before.version + 1 });
    expect(res.headers.etag).not.toBe(etag);
  });

  it('refuses unknown fields with a reason', async () => {
    const res = await put({ primaryColor: '#123456', role: 'master' });
    expect(failureOf(res)).toMatchObject({ status: 400 });
  });

  it("replaces the client's languages and their default atomically with the rest", async () => {
    const all = await languageIds();
    const [nl, , en, fr] = all;
    const { etag } = await setting();
    const res = await put({ displayName: 'Demo Talen', languages: [{ id: en!.id, isDefault: false }, { id: fr!.id, isDefault: true }] }, { 'if-match': etag });
    expect(res.statusCode, res.body).toBe(200);
    const saved = rowOf<ClientSetting>(res);
    expect(saved.displayName).toBe('Demo Talen');
    expect(saved.languages.map((l) => [l.culture.languageCulture, l.isDefault])).toEqual([['fr-FR', true], ['en-EN', false]]);
    // Back to all six with Dutch the default, as GET shows them (names and cultures ride along, ignored).
    const back = await put({ languages: all.map((l) => ({ id: l.id, isDefault: l.id === nl!.id, displayName: 'x', culture: { languageCulture: l.culture } })) });
    expect(rowOf<ClientSetting>(back).languages).toHaveLength(6);
  });

  it('refuses bad languages with a reason, writing nothing (not even the other fields)', async () => {
    const [nl, be] = await languageIds();
    const before = await setting();
    const refusals: [object, RegExp][] = [
      [[], /languages/],
      [[{ id: nl!.id, isDefault: false }], /exactly one default/],
      [[{ id: nl!.id, isDefault: true }, { id: be!.id, isDefault: true }], /exactly one default/],
      [[{ id: nl!.id, isDefault: true }, { id: nl!.id, isDefault: false }], /twice/],
      [[{ id: nl!.id, isDefault: true }, { id: 99999, isDefault: false }], /does not exist: 99999/],
      [[{ id: nl!.id }], /isDefault/],
      [[{ id: nl!.id, isDefault: true, extra: 1 }], /extra|additional/],
    ];
    for (const [languages, reason] of refusals) {
      const failure = failureOf(await put({ displayName: 'Should not stay', languages }));
      expect(failure.status, JSON.stringify(languages)).toBe(400);
      expect(failure.reason).toMatch(reason);
    }
    expect(await setting()).toEqual(before);
  });

  it('answers a stale If-Match with 412 and writes nothing', async () => {
    const before = await setting();
    const stale = `"${Number(JSON.parse(before.etag)) - 1}"`;
    expect(failureOf(await put({ primaryColor: '#000000' }, { 'if-match': stale })).status).toBe(412);
    expect(await setting()).toEqual(before);
  });
});

describe('the client logo and favicon', () => {
  it('stores a logo and a favicon by content, serves them, raises the version, and removes one on a POST without a body', async () => {
    const before = await setting();
    const res = await upload('logo', PNG, h.ids.demo, { 'if-match': before.etag });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe(`"${Number(JSON.parse(before.etag)) + 1}"`);
    const withLogo = rowOf<ClientSetting>(res);
    expect(withLogo.logoUrl).toMatch(/^\/api-admin\/blob\?blobName=cl-[0-9a-f-]+\.png$/);
    expect(withLogo.logoUrl).not.toBe(before.logoUrl);
    const served = await h.t.app.inject({ url: withLogo.logoUrl! });
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    // The seeded logo it replaced is gone, not left behind.
    expect((await h.t.app.inject({ url: before.logoUrl! })).statusCode).toBe(404);

    const icon = rowOf<ClientSetting>(await upload('favicon', ICO));
    expect(icon.faviconUrl).toMatch(/^\/api-admin\/blob\?blobName=cf-[0-9a-f-]+\.ico$/);
    const blobs = await blobCount();
    const removed = await upload('favicon', null);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(rowOf<ClientSetting>(removed)).toMatchObject({ faviconUrl: null, logoUrl: withLogo.logoUrl });
    expect(await blobCount()).toBe(blobs - 1);
  });

  it('refuses a PNG that is really a script, an SVG, a zero-byte and an oversize file, storing nothing', async () => {
    await upload('logo', PNG);
    const before = await setting();
    const blobs = await blobCount();
    const refusals: [() => ReturnType<typeof upload>, number][] = [
      [() => upload('logo', lying('logo.png', 'image/png', '<script>alert(document.cookie)</script>')), 415],
      [() => upload('logo', lying('logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 415],
      [() => upload('favicon', lying('favicon.ico', 'image/x-icon', '<html><script>x()</script></html>')), 415],
      [() => upload('logo', { ...PNG, data: Buffer.alloc(0) }), 400],
      [() => upload('logo', { ...PNG, data: Buffer.concat([PNG.data, Buffer.alloc(1024 * 1024)]) }), 413],
      [() => upload('favicon', { ...ICO, data: Buffer.concat([ICO.data, Buffer.alloc(256 * 1024)]) }), 413],
    ];
    for (const [send, status] of refusals) expect(failureOf(await send()).status).toBe(status);
    expect(await setting()).toEqual(before);
    expect(await blobCount()).toBe(blobs);
  });

  it("answers another client's id with 404 before reading the file, a stale If-Match with 412, and a bulk user with 403", async () => {
    const polishBefore = await setting('polish');
    const before = await setting();
    expect(failureOf(await upload('logo', PNG, polishBefore.id)).status).toBe(404);
    expect(failureOf(await upload('logo', null, polishBefore.id)).status).toBe(404);
    expect(failureOf(await upload('favicon', ICO, 999999)).status).toBe(404);
    expect(await setting('polish')).toEqual(polishBefore);
    const stale = `"${Number(JSON.parse(before.etag)) - 1}"`;
    expect(failureOf(await upload('logo', PNG, h.ids.demo, { 'if-match': stale })).status).toBe(412);
    expect(failureOf(await upload('logo', PNG, h.ids.demo, {}, 'bulk')).status).toBe(403);
    expect(await setting()).toEqual(before);
  });
});

describe('GET/PUT /account/preferences', () => {
  const prefs = (res: Awaited<ReturnType<typeof h.call>>) => rowOf<AccountPreferences>(res);

  it('starts at the defaults and follows the account into a new sign-in, apart from other accounts', async () => {
    expect(prefs(await h.call('bulk', 'GET', '/account/preferences'))).toEqual({ theme: 'light', width: 'container' });
    expect(prefs(await h.call('supervisor', 'PUT', '/account/preferences', { width: 'fluid' }))).toEqual({ theme: 'light', width: 'fluid' });
    // Another browser: a fresh sign-in of the same account.
    const fresh = await loginAs(h.t.app, 'supervisor');
    const again = await h.t.app.inject({ url: '/api-admin/account/preferences', headers: bearer(fresh.access_token) });
    expect(prefs(again)).toEqual({ theme: 'light', width: 'fluid' });
    expect(prefs(await h.call('bulk', 'GET', '/account/preferences')).width).toBe('container');
    expect(prefs(await h.call('polish', 'GET', '/account/preferences')).width).toBe('container');
  });

  it('keeps dark for a master: others are refused and nothing is stored', async () => {
    const refused = failureOf(await h.call('supervisor', 'PUT', '/account/preferences', { theme: 'dark' }));
    expect(refused).toEqual({ status: 403, reason: 'The dark theme is for masters only.' });
    expect(prefs(await h.call('supervisor', 'GET', '/account/preferences')).theme).toBe('light');
    expect(prefs(await h.call('master', 'PUT', '/account/preferences', { theme: 'dark' }))).toEqual({ theme: 'dark', width: 'container' });
    expect(prefs(await h.call('master', 'GET', '/account/preferences')).theme).toBe('dark');
  });

  it('refuses bad bodies with a reason', async () => {
    for (const body of [{}, { width: 'wide' }, { theme: 'dark', extra: true }, { width: null }]) {
      expect(failureOf(await h.call('master', 'PUT', '/account/preferences', body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});
