import type { EmailTemplateType } from '../../server/areas/email-template-type';
import { createResourceApi, onePath } from '../api/resource';
import { PRODUCT } from '../app/paths';
import { defineArea } from './area';

/** The contract's isOnlyFor{Product} for the configured product key (isOnlyForAmw for amw). */
const ONLY_FOR_PRODUCT = `isOnlyFor${PRODUCT.charAt(0).toUpperCase()}${PRODUCT.slice(1)}`;

/**
 * The provider's mail template types at /{product}/mail/type (spec 02 §3, §7 "Provider level", master only): a number
 * (0 welcome, 1 order, 2 login are the mails the platform sends), a name, and isOnlyFor{Product}: a type only the
 * provider uses, kept out of every non-master view (02 §5). Limits as server/areas/email-template-type.ts declares them.
 */
export const mailTemplateTypeArea = defineArea<EmailTemplateType>({
  key: 'mailTemplateType',
  api: createResourceApi<EmailTemplateType>({ paths: onePath(`/${PRODUCT}/mailtemplatetype`), idParam: 'emailTemplateTypeId', noun: 'Mail template type' }),
  variants: null,
  columns: [
    { name: 'typeNumber', format: 'number' },
    { name: 'name' },
    { name: 'isOnlyForProduct', format: 'yesNo', value: (row) => (row as unknown as Record<string, boolean>)[ONLY_FOR_PRODUCT] },
  ],
  fields: [
    { name: 'typeNumber', kind: 'number', min: 0, max: 99, step: 1, required: true },
    { name: 'name', kind: 'text', maxLength: 100, required: true },
    { name: ONLY_FOR_PRODUCT, label: 'isOnlyForProduct', kind: 'checkbox' },
  ],
  refusals: [
    { key: 'duplicate', pattern: /type with this number already exists/ },
    { key: 'inUse', pattern: /cannot be deleted because (?<count>\d+) mail templates? uses?/ },
  ],
  afterCreate: 'list',
});
