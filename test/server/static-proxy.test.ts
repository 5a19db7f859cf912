import { createHash } from 'node:crypto';
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/db';
import { CONTENT_SECURITY_POLICY } from '../../server/plugins/security-headers';
import { IMMUTABLE, NOT_BUILT_TEXT, isHashedAsset } from '../../server/static';
import { failureOf, removeTempDirs, tempDir, testConfig } from './helpers';

/** The built app, the history fallback, and the two modes without a real database. */
const INDEX = '<!doctype html><title>Leasedesk test index</title>';

/** Serves no SQL: static paths must never reach the database; a query fails like a broken one. */
const brokenDb: Db = {
  query: async () => {
    throw new Error('connection to 10.9.8.7 refused: password authentication failed for user "leasedesk"');
  },
  exec: async () => undefined,
  afterCommit: () => undefined,
  transaction: async () => {
    throw new Error('no');
  },
  close: async () => undefined,
};

afterAll(() => removeTempDirs());

describe("the app page's own inline script (the painted shell's)", () => {
  const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
  const page = (script: string) => `<!doctype html><script type="module" src="/assets/main-Bx9kQ2zA.js"></script><div id="app"></div><script>${script}</script>`;

  it('is allowed by its hash on the page, and no other inline script is; other answers keep the plain policy', async () => {
    const dir = tempDir('static-inline');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), page('paintStoredShell();'));
    writeFileSync(join(dir, 'assets', 'main-Bx9kQ2zA.js'), 'console.log(1)');
    const app = buildApp({ db: brokenDb, config: testConfig({ staticDir: dir }), logger: false });
    try {
      const scriptSrc = (policy: unknown) => String(policy).split('; ').find((part) => part.startsWith('script-src'));
      for (const url of ['/', '/component/driver', '/auth?clt=demo']) {
        const res = await app.inject({ url, headers: { accept: 'text/html' } });
        expect(scriptSrc(res.headers['content-security-policy']), url).toBe(`script-src 'self' ${sha256('paintStoredShell();')}`);
      }
      const asset = await app.inject({ url: '/assets/main-Bx9kQ2zA.js' });
      expect(asset.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      const api = await app.inject({ url: '/api-admin/driver' });
      expect(api.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);

      // A new build under the running server (npm run dev): the new script's hash, not the old one's.
      writeFileSync(join(dir, 'index.html'), page('paintStoredShell(2);'));
      utimesSync(join(dir, 'index.html'), new Date(), new Date(Date.now() + 5_000));
      const rebuilt = await app.inject({ url: '/', headers: { accept: 'text/html' } });
      expect(scriptSrc(rebuilt.headers['content-security-policy'])).toBe(`script-src 'self' ${sha256('paintStoredShell(2);')}`);
    } finally {
      await app.close();
    }
  });
});

describe('the built app', () => {
  let app: FastifyInstance;
  /** The server's log lines (JSON), to find the one a 500 answer points at. */
  const logLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const dir = tempDir('static');
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    writeFileSync(join(dir, 'assets', 'main-Bx9kQ2zA.js'), 'console.log(1)');
    writeFileSync(join(dir, 'chunk-abc123.js'), 'console.log(2)');
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *');
    const stream = { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) };
    app = buildApp({ db: brokenDb, config: testConfig({ staticDir: dir }), logger: { level: 'error', stream } });
    await app.ready();
  });
  afterAll(() => app.close());

  const html = { accept: 'text/html,application/xhtml+xml' };

  it('serves index.html for app routes (history fallback), revalidated, with the security headers', async () => {
    for (const url of ['/', '/arrangement/driver', '/auth?clt=demo', '/component/settings/edit?id=3']) {
      const res = await app.inject({ url, headers: html });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('lets only a page loaded with ?inspect keep its tie to the inspector popup it opens', async () => {
    for (const url of ['/?inspect', '/tools/machines?inspect=1', '/auth?clt=demo&inspect']) {
      const res = await app.inject({ url, headers: html });
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin-allow-popups');
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
    }
    for (const url of ['/?inspection', '/inspect', '/?x=inspect']) {
      const res = await app.inject({ url, headers: html });
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  it('serves the app page to callers that accept anything, such as curl', async () => {
    const page = await app.inject({ url: '/auth?clt=demo', headers: { accept: '*/*' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Leasedesk test index');
  });

  it('answers 404 for missing files, non-HTML requests and unknown API paths', async () => {
    expect((await app.inject({ url: '/missing.js', headers: html })).statusCode).toBe(404);
    expect((await app.inject({ url: '/assets/gone-abc123.js' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/arrangement/driver', headers: { accept: 'application/json' } })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api-admin/unknown', headers: html });
    expect(failureOf(api).status).toBe(404);
    expect(api.body).not.toContain('Leasedesk test index');
  });

  it('caches content-hashed files for a year and everything else with revalidation', async () => {
    expect((await app.inject({ url: '/assets/main-Bx9kQ2zA.js' })).headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject({ url: '/chunk-abc123.js' })).headers['cache-control']).toBe(IMMUTABLE);
    expect((await app.inject({ url: '/robots.txt' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ url: '/index.html' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a 500 envelope that leaks nothing but the request id its log line carries when the database fails', async () => {
    const res = await app.inject({ url: '/api-admin/clientsetting?clientName=demo' });
    const { requestId } = res.json<{ requestId: string }>();
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(failureOf(res)).toEqual({
      status: 500, reason: `An internal error occurred. Please try again or report the problem with request id ${requestId}.`,
    });
    expect(res.body).not.toMatch(/10\.9\.8\.7|password|leasedesk"|stack/);
    expect(logLines.find((line) => line.reqId === requestId)).toMatchObject({ level: 50, msg: 'request failed' });
  });
});

describe('static helpers and an unbuilt app', () => {
  it.each([
    ['chunk-abc123.js', true],
    ['main-BxK9aQ2z.css', true],
    ['assets/logo.svg', true],
    ['chunks/shell.js', true],
    ['index.html', false],
    ['favicon.svg', false],
    ['login-screen.js', false],
  ])('isHashedAsset(%s) is %s', (path, hashed) => expect(isHashedAsset(path)).toBe(hashed));

  it('says how to build when STATIC_DIR has no index.html', async () => {
    const app = buildApp({ db: brokenDb, config: testConfig({ staticDir: tempDir('empty') }) });
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toBe(NOT_BUILT_TEXT);
    expect(res.body).toContain('npm run build');
    await app.close();
  });
});

describe('API_UPSTREAM mode', () => {
  let upstream: FastifyInstance;
  let proxy: FastifyInstance;
  const seen: { method: string; url: string; headers: Record<string, unknown>; body: string }[] = [];

  beforeAll(async () => {
    upstream = Fastify();
    upstream.removeAllContentTypeParsers();
    upstream.addContentTypeParser('*', { parseAs: 'string' }, (_r, body, done) => done(null, body));
    upstream.all('/*', async (request, reply) => {
      seen.push({ method: request.method, url: request.url, headers: request.headers, body: String(request.body ?? '') });
      return reply.code(201).header('x-upstream', 'yes').send({ results: ['from upstream'], successful: true });
    });
    const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
    proxy = buildApp({ db: null, config: testConfig({ apiUpstream: address }) });
  });
  afterAll(async () => {
    await proxy.close();
    await upstream.close();
  });

  it('forwards method, path, query, headers and body, and passes the answer back', async () => {
    const res = await proxy.inject({
      method: 'PUT',
      url: '/api-admin/clientsetting?x=1&y=%2B',
      headers: { authorization: 'Bearer abc', 'content-type': 'application/json', connection: 'keep-alive', 'proxy-authorization': 'secret' },
      payload: '{"displayName":"raw body"}',
    });
    expect(res.statusCode).toBe(201);
    expect(res.headers['x-upstream']).toBe('yes');
    expect(res.headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(res.json()).toEqual({ results: ['from upstream'], successful: true });
    const [request] = seen.splice(0);
    expect(request).toMatchObject({ method: 'PUT', url: '/api-admin/clientsetting?x=1&y=%2B', body: '{"displayName":"raw body"}' });
    expect(request!.headers.authorization).toBe('Bearer abc');
    expect(request!.headers['proxy-authorization']).toBeUndefined();

    const login = await proxy.inject({ method: 'POST', url: '/api-admin-auth/', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'username=a&password=b' });
    expect(login.statusCode).toBe(201);
    expect(seen.splice(0)).toMatchObject([{ method: 'POST', url: '/api-admin-auth/', body: 'username=a&password=b' }]);

    // The analyzer's path (spec 01 §7) is the API too.
    const analyzer = await proxy.inject({ method: 'POST', url: '/api-omr/getRedenAutoNietGevonden_omrmapi', headers: { 'content-type': 'application/json' }, payload: '{"typeIdHist":1}' });
    expect(analyzer.statusCode).toBe(201);
    expect(seen.splice(0)).toMatchObject([{ method: 'POST', url: '/api-omr/getRedenAutoNietGevonden_omrmapi', body: '{"typeIdHist":1}' }]);
  });

  it('answers 502 in the envelope when the upstream is unreachable', async () => {
    const dead = buildApp({ db: null, config: testConfig({ apiUpstream: 'http://127.0.0.1:9' }) });
    expect(failureOf(await dead.inject({ url: '/api-admin/language' })).status).toBe(502);
    await dead.close();
  });
});
