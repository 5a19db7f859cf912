import type { FastifyInstance } from 'fastify';
import { BULK_RUN_PATHS } from '../../contract/paths/bulk-run';
import { Type } from 'typebox';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { notFound } from '../plugins/http-errors';
import { bulkFileOf, bulkFilesOf, bulkStatusOf, bulkSummaryOf, queueRun } from '../repositories/bulk-runs';
import { sendXlsx } from '../xlsx';
import { idQuerySchema } from './schemas';

/**
 * The bulk calculation (issue 19; spec 01 §3, §4, §7; the JSON contract is contract/types/bulk.ts), all GETs under
 * /api-admin/clientsetting as the contract names them:
 *   /bulkstatus     the client's latest run (state 'none' and zeros when it never ran one)
 *   /runbulk        queues a run of every active car arrangement (jobs/bulk-run-job.ts) and answers its status; with a
 *                   run already queued or running it queues nothing and answers that one with alreadyActive: true
 *   /bulksummary    per arrangement of the latest run: versions priced, changed and new prices, errors
 *   /bulkFileCheck  the price workbooks of the latest run that wrote any
 *   /bulkfile       ?fileId= one of those workbooks (404 for any other id, another client's included)
 * Access (access table `bulkCalculator`): supervisor and above with the client's lease-system licence; else 403 (naming
 * the licence when that is what is missing).
 * runbulk is a GET because the contract says so; it is the one that writes.
 */
export function registerBulkRunRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  // Without the licence the 403 names it (requireFeature reads the rule's licence).
  const gate = auth.requireFeature('bulkCalculator');

  app.get(BULK_RUN_PATHS.status, { onRequest: gate }, async (request) => ok([await bulkStatusOf(ctx.db, accountOf(request).clientId)]));

  app.get(BULK_RUN_PATHS.run, { onRequest: gate }, async (request) => {
    const account = accountOf(request);
    const { runId, alreadyActive } = await queueRun(ctx.db, ctx.jobs, account.clientId, account.id, ctx.now());
    return ok([{ ...(await bulkStatusOf(ctx.db, account.clientId, runId)), alreadyActive }]);
  });

  app.get(BULK_RUN_PATHS.summary, { onRequest: gate }, async (request) => ok([await bulkSummaryOf(ctx.db, accountOf(request).clientId)]));

  app.get(BULK_RUN_PATHS.fileCheck, { onRequest: gate }, async (request) => ok([await bulkFilesOf(ctx.db, accountOf(request).clientId)]));

  app.get<{ Querystring: { fileId: string } }>(
    BULK_RUN_PATHS.file,
    { onRequest: gate, schema: { querystring: Type.Object({ fileId: idQuerySchema }) } },
    async (request, reply) => {
      const file = await bulkFileOf(ctx.db, accountOf(request).clientId, Number(request.query.fileId));
      if (!file) throw notFound(`Bulk file ${request.query.fileId} was not found.`);
      return sendXlsx(reply, file.fileName, file.data);
    },
  );
}
