import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../context';
import type { AuthHooks } from '../plugins/auth';
import { registerResource } from '../kit/register';
import { blockedBrandModel } from './blocked-brand-model';
import { brandModelText } from './brand-model-text';
import { category } from './category';
import { registerCategoryAttachments } from './category-attachments';
import { component } from './component';
import { dealer } from './dealer';
import { deviation } from './deviation';
import { registerArrangementDeviations } from './arrangement-deviations';
import { emailSetting } from './email-setting';
import { registerEmailSettingTest } from './email-setting-test';
import { emailTemplate } from './email-template';
import { faq } from './faq';
import { registerMailLogRoutes } from './mail-log-routes';
import { registerMailTemplateAreas } from './mail-templates';
import { newsText } from './news-text';
import { optionAccessory } from './option-accessory';
import { orderCompany } from './order-company';
import { policyCondition } from './policy-condition';
import { registerPolicyConditionGroups } from './policy-condition-groups';
import { releaseNoteArea } from './release-note';
import { registerReleaseNoteReads } from './release-note-reads';

/** Every area built on the resource kit (server/README.md, "Adding an area"): one declaration each. */
export const KIT_AREAS = [faq, brandModelText, newsText, policyCondition, orderCompany, component, optionAccessory, category, deviation, dealer, blockedBrandModel, emailSetting, emailTemplate] as const;

export function registerKitAreas(app: FastifyInstance, ctx: ServerContext, auth: AuthHooks): void {
  for (const area of KIT_AREAS) registerResource(app, ctx, auth, area);
  registerPolicyConditionGroups(app, ctx, auth);
  registerCategoryAttachments(app, ctx, auth);
  registerArrangementDeviations(app, ctx, auth);
  registerMailTemplateAreas(app, ctx, auth);
  registerEmailSettingTest(app, ctx, auth);
  registerMailLogRoutes(app, ctx, auth);
  // Provider-wide and keyed by the product (?amwCode=), so not among KIT_AREAS' client rows.
  registerResource(app, ctx, auth, releaseNoteArea(ctx.config.product));
  registerReleaseNoteReads(app, ctx, auth);
}
