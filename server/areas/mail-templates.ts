import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import { registerResource } from '../kit/register';
import type { AuthHooks } from '../plugins/auth';
import { registerEmailTemplateAttachments } from './email-template-attachments';
import { registerEmailTemplateLists } from './email-template-lists';
import { emailTemplateTypeArea } from './email-template-type';
import { emailTemplateVariableArea } from './email-template-variable';
import { providerEmailTemplateArea } from './provider-email-template';

/** The provider level's mail areas under the configured product key (/{product}/mail…, master only). */
export const providerMailAreas = (product: string) =>
  [providerEmailTemplateArea(product), emailTemplateTypeArea(product), emailTemplateVariableArea(product)] as const;

/**
 * Mail templates beyond the client's kit area (email-template.ts, in KIT_AREAS): the provider's templates, types
 * and variables, the lists every editor reads, and the attachments' upload and delete routes.
 */
export function registerMailTemplateAreas(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  for (const area of providerMailAreas(ctx.config.product)) registerResource(app, ctx, auth, area);
  registerEmailTemplateLists(app, ctx, auth);
  registerEmailTemplateAttachments(app, ctx, auth);
}
