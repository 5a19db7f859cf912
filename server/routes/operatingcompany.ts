import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { CompanyCreate, CompanyUpdate } from './operating-company-schemas';
import type { ServerContext } from '../context';
import { Type } from 'typebox';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { DOCUMENT_KINDS, readSingleUpload, registerUploads, takesUpload } from '../plugins/uploads';
import { ok } from '../envelope';
import { OPERATING_COMPANY_PATHS } from '../../contract/paths/operating-company';
import { listOperatingCompanies, pageOperatingCompanies } from '../repositories/operating-companies';
import {
  addOperatingCompanyAttachment, companyNotFound, createOperatingCompany, deleteOperatingCompany, removeOperatingCompanyAttachment,
  updateOperatingCompany,
} from '../repositories/operating-company-write';
import { reachOf, type Reach } from '../repositories/scope';
import { idQuerySchema, querySchema } from './schemas';
import { ifMatchOf, sendVersion } from '../kit/version';
import { pageOf } from '../kit/read';
import { LIST_PARAMS } from '../kit/schemas';

/**
 * /api-admin/operatingcompany (spec 02 §7 "Operating and order companies").
 *
 * GET is readable with the operating-companies feature (supervisor and above) or the drivers feature,
 * because the driver list's filter bar offers them to sub-supervisors too; either way only the companies
 * in the caller's reach. `?operatingCompanyId` answers that one as results[0], or 404 when it is another
 * client's, deleted or out of reach. The list follows the kit's list contract (server/README.md): `q`
 * searches the name, `pageSize`/`pageIndex` page it, `resultCount` counts every match; without pageSize
 * it answers every company in reach (the driver form's dropdown).
 *
 * Writes need the operating-companies feature. PUT changes only the fields it sends (an optional one is
 * emptied by sending ""), and takes back what GET showed: version and attachments are ignored (attachments
 * change through their own calls). GET by id, POST and PUT answer `ETag: "<version>"`; PUT and DELETE with a
 * stale If-Match get 412 and change nothing (kit/version.ts). POST, PUT and the attachment calls answer the
 * company (results[0]) as GET shows it afterwards; DELETE answers [{ id }]. The rules on scope, names and soft
 * deletion are in repositories/operating-company-write.ts, those on uploads in plugins/uploads.ts.
 */


/** GET: one company by id, or the list with the kit's search and paging (all rows without pageSize). */
const companyListQuery = Type.Object({ operatingCompanyId: Type.Optional(idQuerySchema), ...LIST_PARAMS });
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

  app.get(
    OPERATING_COMPANY_PATHS.operatingCompany,
    { onRequest: auth.requireAnyFeature(['operatingCompanies', 'drivers']), schema: { querystring: companyListQuery } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const { operatingCompanyId: id, q } = request.query;
      if (id !== undefined) return companyAnswer(reach, Number(id), reply);
      const { rows, total } = await pageOperatingCompanies(ctx.db, reach, { q, page: pageOf(request.query) });
      return { ...ok(rows), resultCount: total };
    },
  );

  app.post(
    OPERATING_COMPANY_PATHS.operatingCompany,
    { onRequest: write, schema: { body: CompanyCreate } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      return companyAnswer(reach, await createOperatingCompany(ctx.db, reach, request.body), reply);
    },
  );

  app.put(
    OPERATING_COMPANY_PATHS.operatingCompany,
    { onRequest: write, schema: { body: CompanyUpdate } },
    async (request, reply) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      await updateOperatingCompany(ctx.db, reach, request.body, ifMatchOf(request));
      return companyAnswer(reach, request.body.id, reply);
    },
  );

  app.delete<{ Querystring: { operatingCompanyId: string } }>(
    OPERATING_COMPANY_PATHS.operatingCompany,
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
      OPERATING_COMPANY_PATHS.attachment,
      { onRequest: write, schema: { querystring: companyQuery }, ...takesUpload({ kinds: DOCUMENT_KINDS }) },
      async (request) => {
        const reach = await reachOf(ctx.db, accountOf(request));
        const id = Number(request.query.operatingCompanyId);
        // Refuse an unreachable company before reading a byte of the file.
        if ((await listOperatingCompanies(ctx.db, reach, id)).length === 0) throw companyNotFound(id);
        const upload = await readSingleUpload(request);
        await addOperatingCompanyAttachment(ctx.db, reach, id, upload);
        return companyAnswer(reach, id);
      },
    );
  });

  app.delete<{ Querystring: { operatingCompanyId: string; attachmentId: string } }>(
    OPERATING_COMPANY_PATHS.attachment,
    { onRequest: write, schema: { querystring: attachmentQuery } },
    async (request) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      const id = Number(request.query.operatingCompanyId);
      await removeOperatingCompanyAttachment(ctx.db, reach, id, Number(request.query.attachmentId));
      return companyAnswer(reach, id);
    },
  );
}
