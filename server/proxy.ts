import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIXES } from './api-paths';
import { failure } from './envelope';

/**
 * API_UPSTREAM mode: the API (api-paths.ts: /api-admin, /api-admin-auth, /api-omr) is forwarded to an existing back end (method,
 * path and query, headers except hop-by-hop ones, raw body) and its answer is passed back. No
 * database is opened; static files and security headers are still served here.
 */
const HOP_BY_HOP = new Set([
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'trailers',
  'transfer-encoding', 'upgrade', 'host', 'content-length',
]);
// fetch decodes compressed bodies, so the upstream's encoding and length no longer describe them.
const DROP_FROM_ANSWER = new Set([...HOP_BY_HOP, 'content-encoding']);
const TIMEOUT_MS = 60_000;

export function registerProxy(app: FastifyInstance, upstream: string): void {
  async function forward(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined || HOP_BY_HOP.has(name.toLowerCase())) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    headers.set('x-forwarded-for', request.ip);
    headers.set('x-forwarded-proto', request.protocol);
    if (request.headers.host) headers.set('x-forwarded-host', request.headers.host);

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
    let answer: Response;
    try {
      answer = await fetch(`${upstream}${request.url}`, {
        method: request.method,
        headers,
        body: hasBody ? new Uint8Array(request.body as Buffer) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      request.log.error({ err: error }, 'upstream request failed');
      return reply.code(502).send(failure('The API server could not be reached. Please try again later.'));
    }
    reply.code(answer.status);
    answer.headers.forEach((value, name) => {
      if (!DROP_FROM_ANSWER.has(name)) reply.header(name, value);
    });
    return reply.send(Buffer.from(await answer.arrayBuffer()));
  }

  app.register(async (scope) => {
    // Bodies pass through untouched, whatever their type; the upstream validates them.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    for (const prefix of API_PREFIXES) {
      scope.all(prefix, forward);
      scope.all(`${prefix}/*`, forward);
    }
  });
}
