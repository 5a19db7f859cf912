import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestEnded, requestStarted } from '../db/foreground';
import { isApiPath } from '../api-paths';

const counted = new WeakSet<FastifyRequest>();

/** Counts the API requests being answered (db/foreground.ts), so a bulk run's statements wait for a quiet moment. */
export function registerForegroundCount(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!isApiPath(request.url)) return;
    counted.add(request);
    requestStarted();
  });
  const end = async (request: FastifyRequest) => {
    if (counted.delete(request)) requestEnded();
  };
  app.addHook('onResponse', end);
  app.addHook('onRequestAbort', end);
}
