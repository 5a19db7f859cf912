import { emailTemplateTypeContract, productOnlyField, type EmailTemplateType } from '../../contract/areas/email-template-type';
import { createResourceApi } from '../api/resource';
import { PRODUCT } from '../app/paths';
import { defineArea } from './area';

/** The contract's isOnlyFor{Product} for the configured product key (isOnlyForAmw for amw). */
const ONLY_FOR_PRODUCT = productOnlyField(PRODUCT);
const contract = emailTemplateTypeContract(PRODUCT);

/**
 * The provider's mail template types at /{product}/mail/type (spec 02 §3, §7 "Provider level", master only): a number
 * (0 welcome, 1 order, 2 login are the mails the platform sends), a name, and isOnlyFor{Product}: a type only the
 * provider uses, kept out of every non-master view (02 §5). Limits as contract/areas/email-template-type.ts states them.
 */
export const mailTemplateTypeArea = defineArea<EmailTemplateType>({
  key: 'mailTemplateType',
  contract,
  api: createResourceApi<EmailTemplateType>(contract),
  variants: null,
  columns: [
    { name: 'typeNumber', format: 'number' },
    { name: 'name' },
    { name: 'isOnlyForProduct', format: 'yesNo', value: (row) => (row as unknown as Record<string, boolean>)[ONLY_FOR_PRODUCT] },
  ],
  fields: [
    { name: 'typeNumber', kind: 'number' },
    { name: 'name', kind: 'text' },
    { name: ONLY_FOR_PRODUCT, label: 'isOnlyForProduct', kind: 'checkbox' },
  ],
  refusals: [
    { key: 'duplicate', pattern: /type with this number already exists/ },
    { key: 'inUse', pattern: /cannot be deleted because (?<count>\d+) mail templates? uses?/ },
  ],
  afterCreate: 'list',
});
