import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { ok } from '../envelope';
import { listRows } from '../kit/read';
import { accountOf, type AuthHooks } from '../plugins/auth';
import { emailTemplate } from './email-template';
import { emailTemplateTypeArea, productOnlyField } from './email-template-type';
import { emailTemplateVariableArea } from './email-template-variable';

/**
 * What every template editor needs from the provider level, which itself is master only (spec 02 §6):
 * GET /emailtemplate/types, the types the caller may give a template (spec 02 §5: for a non-master only those not
 * only for the provider; a master all), and GET /emailtemplate/variables, the variables the rich-text editor
 * offers as badges (spec 01 §2). Both under the template's own feature (`mail`), rows as the provider routes show them.
 */
export function registerEmailTemplateLists(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  const read = auth.requireFeature(emailTemplate.feature.read);
  const types = emailTemplateTypeArea(ctx.config.product);
  const onlyForProvider = productOnlyField(ctx.config.product);
  const variables = emailTemplateVariableArea(ctx.config.product);

  app.get('/emailtemplate/types', { onRequest: read }, async (request) => {
    const account = accountOf(request);
    const { rows } = await listRows(ctx.db, types, { clientId: account.clientId, arrangementIds: null, operatingCompanyIds: null }, {});
    const allowed = account.role === 'master' ? rows : rows.filter((row) => row[onlyForProvider] !== true);
    return { ...ok(allowed), resultCount: allowed.length };
  });

  app.get('/emailtemplate/variables', { onRequest: read }, async (request) => {
    const { rows, total } = await listRows(ctx.db, variables, { clientId: accountOf(request).clientId, arrangementIds: null, operatingCompanyIds: null }, {});
    return { ...ok(rows), resultCount: total };
  });
}
