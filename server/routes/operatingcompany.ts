import type { FastifyInstance } from 'fastify';
import { OPERATING_COMPANY_LIMITS as LIMITS, type OperatingCompanyInput, type OperatingCompanyUpdate } from '../../src/api/types';
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
import { bodySchema, idQuerySchema, plainText, querySchema, updateSchema } from './schemas';

/**
 * /api-admin/operatingcompany (spec 02 §7 "Operating and order companies").
 *
 * GET is readable with the operating-companies feature (supervisor and above) or the drivers feature,
 * because the driver list's filter bar offers them to sub-supervisors too; either way only the companies
 * in the caller's reach. `?operatingCompanyId` answers that one as results[0], or 404 when it is another
 * client's, deleted or out of reach.
 *
 * Writes need the operating-companies feature. PUT changes only the fields it sends (an optional one is
 * emptied by sending ""). POST, PUT and the attachment calls answer the company
 * (results[0]) as GET shows it afterwards; DELETE answers [{ id }]. The rules on scope, names and soft
 * deletion are in repositories/operating-company-write.ts, those on uploads in plugins/uploads.ts.
 */

const COMPANY_PROPERTIES = {
  name: plainText(LIMITS.name, { minLength: 1 }),
  debtorNumber: { type: 'string', pattern: `^[A-Za-z0-9-]{0,${LIMITS.debtorNumber}}$` },
  address: plainText(LIMITS.address),
  postalCode: { type: 'string', pattern: `^[A-Za-z0-9 -]{0,${LIMITS.postalCode}}$` },
  city: plainText(LIMITS.city),
};

const companyQuery = querySchema({ operatingCompanyId: idQuerySchema }, ['operatingCompanyId']);
const attachmentQuery = querySchema({ operatingCompanyId: idQuerySchema, attachmentId: idQuerySchema }, ['operatingCompanyId', 'attachmentId']);

export function registerOperatingCompanyRoutes(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const write = auth.requireFeature('operatingCompanies');

  async function companyAnswer(reach: Reach, id: number) {
    const [company] = await listOperatingCompanies(ctx.db, reach, id);
    if (!company) throw companyNotFound(id);
    return ok([company]);
  }

  app.get<{ Querystring: { operatingCompanyId?: string } }>(
    '/operatingcompany',
    { onRequest: auth.signedIn, schema: { querystring: querySchema({ operatingCompanyId: idQuerySchema }) } },
    async (request) => {
      const account = accountOf(request);
      if (!can({ role: account.role }, 'operatingCompanies') && !can({ role: account.role }, 'drivers')) throw forbidden();
      const reach = await reachOf(ctx.db, account);
      const id = request.query.operatingCompanyId;
      return id === undefined ? ok(await listOperatingCompanies(ctx.db, reach)) : companyAnswer(reach, Number(id));
    },
  );

  app.post<{ Body: OperatingCompanyInput }>(
    '/operatingcompany',
    { onRequest: write, schema: { body: bodySchema(COMPANY_PROPERTIES, ['name']) } },
    async (request) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      return companyAnswer(reach, await createOperatingCompany(ctx.db, reach, request.body));
    },
  );

  app.put<{ Body: OperatingCompanyUpdate }>(
    '/operatingcompany',
    { onRequest: write, schema: { body: updateSchema(COMPANY_PROPERTIES) } },
    async (request) => {
      const reach = await reachOf(ctx.db, accountOf(request));
      await updateOperatingCompany(ctx.db, reach, request.body);
      return companyAnswer(reach, request.body.id);
    },
  );

  app.delete<{ Querystring: { operatingCompanyId: string } }>(
    '/operatingcompany',
    { onRequest: write, schema: { querystring: companyQuery } },
    async (request) => {
      const id = Number(request.query.operatingCompanyId);
      await deleteOperatingCompany(ctx.db, await reachOf(ctx.db, accountOf(request)), id);
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
