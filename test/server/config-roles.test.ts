import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { buildApp } from '../../server/app';
import { openSeededDb, testClock, testConfig } from './helpers';

/** Issue 40 point 3: ROLES decides what a process does; the switches it replaced are refused, not combined. */
describe('ROLES', () => {
  const switches = (env: Record<string, string>) => {
    const { roles, mailWorker, bulkWorker, historyRetentionJob } = loadConfig(env);
    return { roles, mailWorker, bulkWorker, historyRetentionJob };
  };

  it('should give a process every role when unset', () => {
    expect(switches({})).toEqual({ roles: ['api', 'mail', 'jobs'], mailWorker: true, bulkWorker: true, historyRetentionJob: true });
  });

  it('should derive the workers from the roles named, in any order, with spaces and repeats', () => {
    expect(switches({ ROLES: 'api' })).toEqual({ roles: ['api'], mailWorker: false, bulkWorker: false, historyRetentionJob: false });
    expect(switches({ ROLES: ' jobs , mail,jobs' })).toEqual({ roles: ['mail', 'jobs'], mailWorker: true, bulkWorker: true, historyRetentionJob: true });
    expect(switches({ ROLES: 'api,mail' })).toMatchObject({ mailWorker: true, bulkWorker: false, historyRetentionJob: false });
  });

  it('should refuse an unknown role or an empty list, naming ROLES and the valid values', () => {
    for (const ROLES of ['api,worker', 'API', '', ' , ', 'api;mail']) {
      expect(() => loadConfig({ ROLES }), ROLES).toThrow(/^ROLES must be a comma-separated list of api, mail, jobs/);
    }
  });

  it('should refuse the switches ROLES replaced, saying what to set instead', () => {
    expect(() => loadConfig({ MAIL_WORKER: 'false' })).toThrow('MAIL_WORKER is replaced by ROLES (a comma-separated list of api, mail, jobs; default all) (MAIL_WORKER=false: leave mail out, for instance ROLES=api,jobs)');
    expect(() => loadConfig({ BULK_WORKER: 'false', ROLES: 'api,jobs' })).toThrow(/^BULK_WORKER is replaced by ROLES.*ROLES=api,mail\)/);
    expect(() => loadConfig({ HISTORY_RETENTION_JOB: 'true' })).toThrow(/^HISTORY_RETENTION_JOB is replaced by ROLES.*Remove HISTORY_RETENTION_JOB and set ROLES instead\.$/);
    // Set but empty, as a template leaves it: nothing to act on.
    expect(loadConfig({ MAIL_WORKER: ' ' }).mailWorker).toBe(true);
  });

  it('should refuse API_UPSTREAM without the api role: forwarding opens no database to work jobs on', () => {
    expect(() => loadConfig({ API_UPSTREAM: 'http://127.0.0.1:9', ROLES: 'mail,jobs' })).toThrow(/API_UPSTREAM.*ROLES must include api/);
  });
});

describe('a process without the api role', () => {
  it('should answer /health, and 503 with the reason everywhere else', async () => {
    const db = await openSeededDb(testClock());
    // Only mail, and testConfig keeps its worker off: nothing starts but the queue, which is not this test's concern.
    const app = buildApp({ db, config: testConfig({ roles: ['mail'] }) });
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
      for (const url of ['/api-admin/driver', '/api-admin-auth/', '/api-admin/openapi.json', '/auth?clt=demo']) {
        const res = await app.inject({ method: url === '/api-admin-auth/' ? 'POST' : 'GET', url });
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toEqual({ results: [], successful: false, errors: [
          'This process does not serve the API or the app (ROLES=mail): send requests to a process whose ROLES include api.'] });
      }
    } finally {
      await app.close();
      await db.close();
    }
  });
});
