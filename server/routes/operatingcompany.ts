import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CompanyCreate, CompanyUpdate } from './operating-company-schemas';
import type { ServerContext } from '../context';
import { can } from '../../src/lib/permissions';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { forbidden } from '../plugins/http-errors';
import { DOCUMENT_KINDS, readSingleUpload, registerUploads } from '../plugins/uploads';
import { ok } from '../envelope';
import { listOperatingCompanies } from '../repositories/operating-companies';
import {
  addOperatingCompanyAttachment, companyNotFound, createOperatingCompany, deleteOperatingCompany, removeOperatingCompanyAttachment,
  updateOperatingCompany,
} from '../repositories/operating-company-write';
import { reachOf, type Reach } from '../repositories/scope';
import { idQuerySchema, querySchema } from './schemas';
import { ifMatchOf, sendVersion } from '../kit/version';

/**
 * /api-admin/operatingcompany (spec 02 §7 "Operating and order companies").
 *
 * GET is readable with the operating-companies feature (supervisor and above) or the drivers feature,
 * because the driver list's filter bar offers them to sub-supervisors too; either way only the companies
 * in the caller's reach. `?operatingCompanyId` answers that one as results[0], or 404 when it is another
 * client's, deleted or out of reach.
 *
 * Writes need the operating-companies feature. PUT changes only the fields it sends (an optional one is
 * emptied by sending ""), and takes back what GET showed: version and attachments are ignored (attachments
 * change through their own calls). GET by id, POST and PUT answer `ETag: "<version>"`; PUT and DELETE with a
 * stale If-Match get 412 and change nothing (kit/version.ts). POST, PUT and the attachment calls answer the
 * company (results[0]) as GET shows it afterwards; DELETE answers [{ id }]. The rules on scope, names and soft
 * deletion are in repositories/operating-company-write.ts, those on uploads in plugins/uploads.ts.
 */


const companyQuery = querySchema({ operatingCompanyId: idQuerySchema }, ['operatingCompanyId']);
const attachmentQuery = querySchema({ operatingCompanyId: idQuerySchema, attachmentId: idQuerySchema }, ['operatingCompanyId', 'attachmentId']);

export function registerOperatingCompanyRoutes(untyped: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const app = untyped.withTypeProvider<TypeBoxTypeProvider>();
  const write = auth.requireFeature('operatingCompanies');

  async function companyAnswer(reach: Reach, id: number, reply?: FastifyReply) {
    const [company] = await listOperatingCompanies(ctx.db, reach, id);
    if (!company) throw companyNotFound(id);
    if (reply) sendVersion(reply, company.version);
    return ok([company]);
  }

  app.get<{ Querystring: { operatingCompanyId?: string } }>(
    '/operatingcompany',
    { onRequest: auth.signedIn, schema: { querystring: querySchema({ operatingCompanyId: idQuerySchema }) } },
    async (request, reply) => {
      const account = accountOf(request);
      if (!can({ role: account.role }, 'operatingCompanies') && !can({ role: account.role }, 'drivers')) throw forbidden();
      const reach = await reachOf(ctx.db, account);
      const id = request.query.operatingCompanyId;
      return id === undefined ? ok(await listOperatingCompanies(ctx.db, reach)) : companyAnswer(reach, Number(id), reply);
    },
  );

  app.post(
    '/operatingcompany',
    { onRequest: write, schema: { body: CompanyCreate } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      return companyAnswer(reach, await createOperatingCompany(ctx.db, reach, request.body), reply);
    },
  );

  app.put(
    '/operatingcompany',
    { onRequest: write, schema: { body: CompanyUpdate } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      await updateOperatingCompany(ctx.db, reach, request.body, ifMatchOf(request));
      return companyAnswer(reach, request.body.id, reply);
    },
  );

  app.delete<{ Querystring: { operatingCompanyId: string } }>(
    '/operatingcompany',
    { onRequest: write, schema: { querystring: companyQuery } },
    async (request) => {
      const id = Number(request.query.operatingCompanyId);
      await deleteOperatingCompany(ctx.db, await reachOf(ctx.db, accountOf(request)), id, ifMatchOf(request));
      return ok([{ id }]);
    },
  );

  // Multipart is parsed in this scope only; every other route keeps answering it with 415.
  app.register(async (uploads) => {
    await registerUploads(uploads);
    uploads.post<{ Querystring: { operatingCompanyId: string } }>(
      '/operatingcompany/attachment',
      { onRequest: write, schema: { querystring: companyQuery } },
      async (request) => {
        const reach = await reachOf(ctx.db, accountOf(request));
        const id = Number(request.query.operatingCompanyId);
        // Refuse an unreachable company before reading a byte of the file.
        if ((await listOperatingCompanies(ctx.db, reach, id)).length === 0) throw companyNotFound(id);
        const upload = await readSingleUpload(request, { kinds: DOCUMENT_KINDS });
        await addOperatingCompanyAttachment(ctx.db, reach, id, upload);
        return companyAnswer(reach, id);
      },
    );
  });

  app.delete<{ Querystring: { operatingCompanyId: string; attachmentId: string } }>(
    '/operatingcompany/attachment',
    { onRequest: write, schema: { querystring: attachmentQuery } },
    async (request) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const id = Number(request.query.operatingCompanyId);
      await removeOperatingCompanyAttachment(ctx.db, reach, id, Number(request.query.attachmentId));
      return companyAnswer(reach, id);
    },
  );
}
