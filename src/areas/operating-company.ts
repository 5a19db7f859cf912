import { deleteOperatingCompanyAttachment, operatingCompanyApi, uploadOperatingCompanyAttachment } from '../api/operating-companies';
import { OPERATING_COMPANY_LIMITS as LIMITS } from '../../contract/types/operating-companies';
import { type OperatingCompany } from '../../contract/types/drivers';
import { defineArea } from './area';
import { attachmentsPanel } from './attachments-panel';

/**
 * Operating companies at /component/operating_company (spec 02 §7): a create goes on to its edit
 * screen (spec 02 §2), where its attachments are managed below the form.
 */
export const operatingCompanyArea = defineArea<OperatingCompany>({
  key: 'operatingCompany',
  api: operatingCompanyApi,
  variants: null,
  columns: [{ name: 'name' }, { name: 'debtorNumber' }, { name: 'city' }, { name: 'attachments', value: (row) => row.attachments.length, format: 'number' }],
  fields: [
    { name: 'name', kind: 'text', maxLength: LIMITS.name, required: true },
    { name: 'debtorNumber', kind: 'text', maxLength: LIMITS.debtorNumber },
    { name: 'address', kind: 'text', maxLength: LIMITS.address },
    { name: 'postalCode', kind: 'text', maxLength: LIMITS.postalCode },
    { name: 'city', kind: 'text', maxLength: LIMITS.city },
  ],
  afterCreate: 'edit',
  extraPanel: attachmentsPanel<OperatingCompany>({ upload: uploadOperatingCompanyAttachment, remove: deleteOperatingCompanyAttachment }, 'oc-attachments'),
});
