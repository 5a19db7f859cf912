import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import type { Db } from './db/db';
import type { ServerContext } from './context';
import { apiNotFound, formatSchemaErrors, registerErrorHandler } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { registerInputGuards } from './plugins/input-guards';
import { registerForegroundCount } from './plugins/foreground';
import { createAuthHooks, registerAuth } from './plugins/auth';
import { registerApiRoutes } from './routes';
import { registerOpenApi } from './openapi';
import { createJobQueue } from './jobs/job-queue';
import { historyRetentionQueue, startHistoryRetention } from './history/retention';
import { mailQueueOf } from './mail/outbox';
import { bulkQueueOf, startBulkWorker } from './jobs/bulk-run-job';
import { startMailDelivery } from './mail/delivery';
import { loadSecretKey, secretBox } from './mail/secret-box';
import { OWN_FORMATS } from './routes/schemas';
import { registerProxy } from './proxy';
import { registerStatic } from './static';
import { indexScriptSources } from './inline-script-hashes';
import { isApiPath } from './api-paths';
import { withKeyFreeRequests } from './request-log';
import { failure } from './envelope';

export interface AppOptions {
  /** Null only in API_UPSTREAM mode, where no database is opened. */
  db: Db | null;
  config: ServerConfig;
  now?: () => Date;
  logger?: FastifyServerOptions['logger'];
}


/** The whole server without listening: main.ts listens, tests use app.inject(). */
export function buildApp({ db, config, now = () => new Date(), logger = false }: AppOptions): FastifyInstance {
  const app = Fastify({
    logger: withKeyFreeRequests(logger),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Unique across processes and restarts, so the id a 500 answer carries finds its log line.
    genReqId: () => randomUUID(),
    // Validate, never repair: no stripping of unknown fields, no type coercion (query values stay strings).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, formats: OWN_FORMATS } },
    schemaErrorFormatter: formatSchemaErrors,
  });
  registerErrorHandler(app, config.bodyLimitBytes);
  registerSecurityHeaders(app, () => indexScriptSources(config.staticDir));
  const serveApi = config.roles.includes('api');

  if (config.apiUpstream) {
    registerProxy(app, config.apiUpstream);
  } else {
    if (!db) throw new Error('buildApp needs a database unless API_UPSTREAM is set');
    // Every process queues (an API process queues runs and mail in the change's transaction); the roles decide who works.
    const jobs = createJobQueue(db, { queues: [mailQueueOf(config), bulkQueueOf(config), historyRetentionQueue], schedule: config.historyRetentionJob });
    const ctx: ServerContext = { db, config, now, jobs, secrets: secretBox(loadSecretKey(config.mailSecretKey, config.dataDir)) };
    if (serveApi) {
      registerInputGuards(app);
      registerForegroundCount(app);
      registerAuth(app);
      // First: the OpenAPI document lists the routes registered after it (server/openapi).
      registerOpenApi(app, { product: config.product });
      registerApiRoutes(app, ctx, createAuthHooks(ctx));
    }
    // The job queue lives as long as the app: started when it is ready (tests included), stopped when it closes. A
    // database that cannot start it still lets the app serve (its pages, its errors): writes that mail then fail.
    let bulk: Awaited<ReturnType<typeof startBulkWorker>> | null = null;
    app.addHook('onReady', async () => {
      try {
        await jobs.start();
        if (config.mailWorker) await startMailDelivery(ctx);
        if (config.roles.includes('jobs')) bulk = await startBulkWorker(ctx);
        if (config.historyRetentionJob) await startHistoryRetention(ctx);
        // Which process does what, for whoever reads several processes' logs side by side.
        app.log.info(`Roles ${config.roles.join(',')}: ${config.mailWorker ? 'delivers' : 'queues'} mail, ${config.bulkWorker ? 'runs' : 'queues'} bulk runs${serveApi ? ', serves the API' : ', no API'}`);
      } catch (error) {
        app.log.error(error, 'The job queue did not start: mail is not queued or delivered, bulk runs do not run');
      }
    });
    // A bulk run stops at its next batch first, so the queue's graceful stop does not wait for a whole run.
    app.addHook('onClose', async () => {
      bulk?.interrupt();
      await jobs.stop();
      await bulk?.close(); // its threads, once no run uses them
    });
  }

  // Liveness for a load balancer, and the benchmarks' reference for what the server answers without the database.
  app.get('/health', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { status: 'ok' };
  });
  if (!serveApi) {
    // 503, not 404: the path may well exist, on a process with the api role. A load balancer that sends a request
    // here is misconfigured, and this says so to whoever reads its logs.
    const reason = `This process does not serve the API or the app (ROLES=${config.roles.join(',')}): send requests to a process whose ROLES include api.`;
    app.setNotFoundHandler((_request, reply) => reply.code(503).header('cache-control', 'no-store').send(failure(reason)));
    return app;
  }
  const staticApp = registerStatic(app, config.staticDir);
  app.setNotFoundHandler((request, reply) =>
    isApiPath(request.url) ? apiNotFound(request, reply) : staticApp.fallback(request, reply),
  );
  return app;
}
