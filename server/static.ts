import { existsSync } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { failure } from './envelope';

/**
 * The built app from STATIC_DIR. Content-hashed files never change, so browsers keep them a year;
 * index.html always revalidates so a deploy is picked up at once. Any other GET for a page (no file
 * extension, accepts HTML or anything) gets index.html: the app's router owns those paths (history mode).
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NOT_BUILT_TEXT = 'Leasedesk: the app is not built yet. Run `npm run build` (or `npm start`, which builds it first) and reload.';

/** chunk-abc123.js, main-BxK9aQ2z.css: a name part of 6+ characters with a digit, before the extension. */
export function isHashedAsset(relativePath: string): boolean {
  const parts = relativePath.split(/[\\/]/);
  if (parts.length > 1 && (parts[0] === 'assets' || parts[0] === 'chunks')) return true;
  const hash = /[-.]([A-Za-z0-9_]{6,})\.[A-Za-z0-9]+$/.exec(basename(relativePath))?.[1];
  return hash !== undefined && /\d/.test(hash);
}

export interface StaticApp {
  /** The notFound branch for non-API paths. */
  fallback(request: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply>;
}

export function registerStatic(app: FastifyInstance, staticDir: string): StaticApp {
  const root = resolve(staticDir);
  const indexFile = resolve(root, 'index.html');

  app.register(fastifyStatic, {
    root,
    prefix: '/',
    index: ['index.html'],
    cacheControl: false,
    setHeaders(res, filePath) {
      const rel = relative(root, filePath).split(sep).join('/');
      res.setHeader('cache-control', rel !== 'index.html' && isHashedAsset(rel) ? IMMUTABLE : 'no-cache');
    },
  });

  function sendIndex(reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
    // Checked per request: in `npm run dev` the first build may finish after the server started.
    if (!existsSync(indexFile)) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT_TEXT);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  }

  return {
    fallback(request, reply) {
      const path = request.url.split('?')[0] ?? '/';
      const isPage = !/\.[A-Za-z0-9]+$/.test(path);
      // Browsers send text/html; curl, link checkers and monitors send */* or nothing. Only a caller
      // that asks for something else (JSON, an image) gets a 404 instead of the app's page.
      const accept = request.headers.accept ?? '*/*';
      const wantsHtml = path === '/' || accept.includes('text/html') || accept.includes('*/*');
      if ((request.method === 'GET' || request.method === 'HEAD') && isPage && wantsHtml) return sendIndex(reply);
      // A missing script or stylesheet must fail loudly, not turn into HTML the browser cannot run.
      return reply.code(404).send(failure(`Not found: ${path.slice(0, 200)}`));
    },
  };
}
