import { beforeAll, describe, expect, it } from 'vitest';
import type { MobilityContainer } from '../../contract/areas/mobility-container';
import { failureOf, type TestSigner } from './helpers';
import { mobilityHarness, rowOf } from './mobility-support';
import { ICO, PNG } from './sweep/requests';
import type { SweepFile } from './sweep/requests';

/**
 * A container's logo and favicon (issue 16): checked by content and size, never by name or declared type; no body
 * removes; the old file never stays behind; If-Match; who may.
 */
const h = mobilityHarness();
let container: number;
beforeAll(async () => {
  container = rowOf<{ id: number }>(await h.call('supervisor', 'POST', '/mobilitycontainer', { displayName: 'Met logo', isActive: true })).id;
});

const logo = (file: SweepFile | null, who: TestSigner = 'supervisor', id = container, headers?: Record<string, string>) =>
  h.upload(who, `/mobilitycontainer/uploadlogo?containerId=${id}`, file, headers);
const favicon = (file: SweepFile | null, who: TestSigner = 'supervisor', id = container) => h.upload(who, `/mobilitycontainer/uploadfavicon?containerId=${id}`, file);
const stored = async () => rowOf<MobilityContainer>(await h.call('master', 'GET', `/mobilitycontainer?mobilityContainerId=${container}`));
const blobCount = () => h.count('SELECT count(*)::int AS n FROM blobs');

const JPEG: SweepFile = { fileName: 'logo.jpg', contentType: 'image/jpeg', data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]) };
const lying = (fileName: string, contentType: string, text: string): SweepFile => ({ fileName, contentType, data: Buffer.from(text) });

describe('container logo and favicon uploads', () => {
  it('stores a logo and a favicon, serves them publicly, and raises the version', async () => {
    const before = await stored();
    const res = await logo(PNG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers.etag).toBe(`"${before.version + 1}"`);
    const withLogo = rowOf<MobilityContainer>(res);
    expect(withLogo).toEqual({ ...before, version: before.version + 1, logoUrl: expect.stringMatching(/^\/api-admin\/blob\?blobName=mcl-[0-9a-f-]+\.png$/) });
    const served = await h.t.app.inject({ url: withLogo.logoUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    expect(served.rawPayload.equals(PNG.data)).toBe(true);

    const icon = rowOf<MobilityContainer>(await favicon(ICO));
    expect(icon.faviconUrl).toMatch(/^\/api-admin\/blob\?blobName=mcf-[0-9a-f-]+\.ico$/);
    expect(icon.logoUrl).toBe(withLogo.logoUrl);
    expect((await favicon(PNG)).statusCode).toBe(200);
    expect((await logo(JPEG)).statusCode).toBe(200);
  });

  it('replaces a file without leaving the old one behind, and removes it on a POST without a body', async () => {
    const first = rowOf<MobilityContainer>(await logo(PNG));
    const blobs = await blobCount();
    const second = rowOf<MobilityContainer>(await logo(JPEG));
    expect(second.logoUrl).not.toBe(first.logoUrl);
    expect(await blobCount()).toBe(blobs);
    expect((await h.t.app.inject({ url: first.logoUrl! })).statusCode).toBe(404);

    const removed = await logo(null);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(rowOf<MobilityContainer>(removed)).toMatchObject({ logoUrl: null, version: second.version + 1 });
    expect(await blobCount()).toBe(blobs - 1);
    // Removing what is not there changes nothing, not even the version.
    expect(rowOf<MobilityContainer>(await logo(null)).version).toBe(second.version + 1);
  });

  it('refuses files that lie about their type, too large or empty ones, storing nothing', async () => {
    await logo(PNG);
    await favicon(ICO);
    const before = await stored();
    const blobs = await blobCount();
    const refusals: [() => ReturnType<typeof logo>, number][] = [
      [() => logo(lying('logo.png', 'image/png', '<!doctype html><script>alert(1)</script>')), 415],
      [() => logo(lying('logo.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')), 415],
      [() => logo(ICO), 415],
      [() => favicon(lying('favicon.ico', 'image/x-icon', '<html></html>')), 415],
      [() => favicon(JPEG), 415],
      [() => logo({ ...PNG, data: Buffer.concat([PNG.data, Buffer.alloc(1024 * 1024)]) }), 413],
      [() => favicon({ ...ICO, data: Buffer.concat([ICO.data, Buffer.alloc(256 * 1024)]) }), 413],
      [() => logo({ ...PNG, data: Buffer.alloc(0) }), 400],
    ];
    for (const [send, status] of refusals) expect(failureOf(await send()).status).toBe(status);
    expect(await stored()).toEqual(before);
    expect(await blobCount()).toBe(blobs);
    // A path in the name is dropped: the stored name is the last part, with the real type's extension.
    expect((await logo({ ...PNG, fileName: '../../etc/passwd' })).statusCode).toBe(200);
    const [file] = await h.t.db.query<{ original_file_name: string }>(
      'SELECT b.original_file_name FROM blobs b JOIN mobility_containers mc ON mc.logo_blob_id = b.id WHERE mc.id = $1', [container]);
    expect(file!.original_file_name).toBe('passwd.png');
  });

  it('honours If-Match: a stale version is a 412 and nothing is stored', async () => {
    const before = await stored();
    const blobs = await blobCount();
    const res = await logo(PNG, 'supervisor', container, { 'if-match': `"${before.version - 1}"` });
    expect(failureOf(res).status).toBe(412);
    expect(res.headers.etag).toBe(`"${before.version}"`);
    expect(await stored()).toEqual(before);
    expect(await blobCount()).toBe(blobs);
    expect((await logo(PNG, 'supervisor', container, { 'if-match': `"${before.version}"` })).statusCode).toBe(200);
  });

  it('is for supervisor and above on a container they reach, refused before the file is read', async () => {
    const before = await stored();
    for (const who of ['subsupervisor', 'bulk', 'fleetmanagement'] as const) {
      expect((await logo(PNG, who)).statusCode).toBe(403);
      expect((await favicon(null, who, h.mobility.budget)).statusCode).toBe(403);
    }
    expect(failureOf(await logo(PNG, 'polish')).status).toBe(404);
    expect(failureOf(await favicon(ICO, 'supervisor', 999999)).status).toBe(404);
    expect(failureOf(await h.upload('supervisor', '/mobilitycontainer/uploadlogo', PNG)).status).toBe(400);
    expect(await stored()).toEqual(before);
    await h.withoutLicence(h.ids.demo, async () => expect((await logo(PNG, 'master')).statusCode).toBe(403));
  });
});
