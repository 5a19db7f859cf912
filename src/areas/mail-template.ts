import { emailTemplate, type EmailTemplate } from '../../contract/areas/email-template';
import { fetchTemplateTypes, templateAttachmentCalls } from '../api/mail';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';
import { attachmentsPanel } from './attachments-panel';
import { ownerColumn } from './mail-owner';
import { templateColumns, templateFields, templateWithAttachments, typeChoices } from './mail-template-fields';

/**
 * The client's mail templates (spec 02 §3, §4, §7 "Mail") at /arrangement/mail/template (the selected arrangement's),
 * /mobility/mail/template (the current container's) and /component/mail/template (every template, a new one the
 * client's default): supervisor and above. The types are those GET /emailtemplate/types allows this user (a
 * non-master never gets a provider-only type, 02 §5). Attachments chosen in the form go up after the create or
 * update, then back to the list (02 §4); the stored ones are listed below the form, each with its delete.
 */
export const mailTemplateArea = defineArea<EmailTemplate>({
  key: 'mailTemplate',
  contract: emailTemplate,
  api: createResourceApi<EmailTemplate>(emailTemplate),
  variants: 'arrangementOrContainer',
  columns: [...templateColumns, ownerColumn],
  fields: templateFields(async (_, signal) => typeChoices(await fetchTemplateTypes({ signal })), '/emailtemplate/uploadattachment'),
  refusals: [{ key: 'duplicate', pattern: /already is a mail template of this type/ }],
  afterCreate: 'list',
  extraPanel: attachmentsPanel(templateAttachmentCalls('/emailtemplate/deleteattachment'), 'mail-template-attachments', templateWithAttachments),
});
