import type { FastifyInstance } from 'fastify';
import { isApiPath } from '../api-paths';

/**
 * Headers on every answer (HTML, assets, API, errors). Scripts only from our own origin and, on an HTML
 * answer, the inline scripts the build wrote into the app's page (by hash: no other inline script runs);
 * inline styles stay allowed because Shoelace and the client theme set style attributes.
 * connect-src allows data: because Shoelace fetches its built-in system icons (the checkbox tick,
 * the select chevron) from data: URLs; a data: URL carries no request to anyone.
 */
const policy = (scriptSources: readonly string[]) => [
  "default-src 'self'",
  ["script-src 'self'", ...scriptSources].join(' '),
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self' data:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const CONTENT_SECURITY_POLICY = policy([]);

const FIXED_HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  // A back office: nothing here belongs in a search engine.
  'x-robots-tag': 'noindex, nofollow',
};

/**
 * `?inspect` (issue 6): the Stately inspector is a popup the app opens and talks to by postMessage;
 * `same-origin` would cut the popup off from its opener. Only a page loaded with ?inspect gets
 * `same-origin-allow-popups`, which still keeps other sites' windows away from this one.
 */
export function openerPolicy(url: string): string {
  return new URL(url, 'http://localhost').searchParams.has('inspect') ? 'same-origin-allow-popups' : 'same-origin';
}

/** `pageScripts`: the CSP sources of the inline scripts in the app's page (server/inline-script-hashes.ts). */
export function registerSecurityHeaders(app: FastifyInstance, pageScripts: () => readonly string[] = () => []): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // A route may set a stricter policy (the blob route answers `sandbox`); keep it.
    if (!reply.hasHeader('content-security-policy')) {
      const isPage = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      reply.header('content-security-policy', isPage ? policy(pageScripts()) : CONTENT_SECURITY_POLICY);
    }
    for (const [name, value] of Object.entries(FIXED_HEADERS)) reply.header(name, value);
    reply.header('cross-origin-opener-policy', openerPolicy(request.url));
    // API answers carry session-specific data: never cache them (the blob route sets its own).
    if (isApiPath(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
