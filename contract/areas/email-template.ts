import { defineContract, type RowOf } from '../kit/area-contract';
import { CONTAINER_FIELDS, VARIANT_FIELDS } from '../kit/variant-fields';
import { TEMPLATE_FIELDS } from './email-template-fields';

/**
 * Mail templates of the client (spec 02 §3, §4, §7 "Mail"): GET /emailtemplate (the list; ?includeOnlyDefault=true
 * the client's defaults; ?carArrangementId= and ?containerId= one arrangement's or container's; ?emailTemplateId=
 * one with its ETag), POST, PUT (If-Match), DELETE ?emailTemplateId= (If-Match). A template is the client's default
 * (no arrangement, no container), one arrangement's or one mobility container's; at most one per type and language for each.
 */
export const emailTemplate = defineContract({
  noun: 'Mail template',
  paths: { get: '/emailtemplate', post: '/emailtemplate', put: '/emailtemplate', delete: '/emailtemplate' },
  idParam: 'emailTemplateId',
  writable: { ...TEMPLATE_FIELDS.writable, ...VARIANT_FIELDS.writable, ...CONTAINER_FIELDS.writable },
  required: TEMPLATE_FIELDS.required,
  readOnly: { ...TEMPLATE_FIELDS.readOnly, ...VARIANT_FIELDS.readOnly, ...CONTAINER_FIELDS.readOnly },
});

export type EmailTemplate = RowOf<typeof emailTemplate>;
