import { emailTemplateTypeContract, type EmailTemplateType } from '../../contract/areas/email-template-type';
import { providerEmailTemplateContract, type ProviderEmailTemplate } from '../../contract/areas/provider-email-template';
import { templateAttachmentCalls } from '../api/mail';
import { createResourceApi } from '../api/resource';
import { PRODUCT } from '../app/paths';
import { defineArea } from './area';
import { attachmentsPanel } from './attachments-panel';
import { templateColumns, templateFields, templateWithAttachments, typeChoices } from './mail-template-fields';

const contract = providerEmailTemplateContract(PRODUCT);
const typesApi = createResourceApi<EmailTemplateType>(emailTemplateTypeContract(PRODUCT));

/**
 * The provider's mail templates at /{product}/mail/template (spec 02 §7 "Provider level", master only): what every
 * client without its own template of a type sends. The same form as the client's (mail-template.ts), with every
 * type (provider-only ones too), attachments uploaded at /{product}/mailtemplate/upload after the save and removed
 * from the panel below the form (/{product}/mailtemplate/deleteattachment).
 */
export const providerMailTemplateArea = defineArea<ProviderEmailTemplate>({
  key: 'providerMailTemplate',
  contract,
  api: createResourceApi<ProviderEmailTemplate>(contract),
  variants: null,
  columns: templateColumns,
  fields: templateFields(
    async (_, signal) => typeChoices((await typesApi.list({ pageIndex: 1, pageSize: 100, q: '', filters: {} }, { signal })).rows),
    `/${PRODUCT}/mailtemplate/upload`),
  refusals: [{ key: 'duplicate', pattern: /already has a mail template of this type/ }],
  afterCreate: 'list',
  extraPanel: attachmentsPanel(templateAttachmentCalls(`/${PRODUCT}/mailtemplate/deleteattachment`), 'mail-template-attachments', templateWithAttachments),
});
