import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { BLOB_PATHS } from '../../contract/paths/blob';
import { blobBytes } from '../db/blob-bytes';

/**
 * /api-admin/blob?blobName=: stored files. Public blobs (logos, favicons) are served to anyone; others
 * only to a signed-in account of the owning client, the provider's (no client) to masters. An SVG could carry script, so every blob is served
 * with `Content-Security-Policy: sandbox` and nosniff: opened directly, it runs nothing.
 */
export function registerBlobRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  app.get<{ Querystring: { blobName: string } }>(
    BLOB_PATHS.blob,
    {
      onRequest: auth.optionalAccount,
      schema: {
        querystring: {
          type: 'object',
          required: ['blobName'],
          properties: { blobName: { type: 'string', pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$' } },
        },
      },
    },
    async (request, reply) => {
      const [blob] = await ctx.db.query<{ client_id: number | null; content_type: string; data: Uint8Array; is_public: boolean }>(
        `SELECT client_id, content_type, ${blobBytes('b')} AS data, is_public FROM blobs b WHERE name = $1`,
        [request.query.blobName],
      );
      // A file of no client is the provider's (a provider mail template's attachment): its staff's alone.
      const owner = blob?.client_id === null ? request.account?.role === 'master' : request.account?.clientId === blob?.client_id;
      const allowed = blob && (blob.is_public || owner);
      // Same answer for "missing" and "not yours": names of other clients' files stay unconfirmed.
      if (!blob || !allowed) throw notFound('The file could not be found.');
      return reply
        .type(blob.content_type)
        .header('content-security-policy', 'sandbox')
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${request.query.blobName}"`)
        .header('cache-control', blob.is_public ? 'public, max-age=300' : 'private, no-store')
        .send(Buffer.from(blob.data));
    },
  );
}
