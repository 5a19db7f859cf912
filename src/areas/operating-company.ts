import { deleteOperatingCompanyAttachment, operatingCompanyApi, uploadOperatingCompanyAttachment } from '../api/operating-companies';
import { operatingCompanyFields } from '../../contract/areas/operating-company';
import { type OperatingCompany } from '../../contract/types/drivers';
import { defineArea } from './area';
import { attachmentsPanel } from './attachments-panel';

/**
 * Operating companies at /component/operating_company (spec 02 §7): a create goes on to its edit
 * screen (spec 02 §2), where its attachments are managed below the form.
 */
export const operatingCompanyArea = defineArea<OperatingCompany>({
  key: 'operatingCompany',
  contract: operatingCompanyFields,
  api: operatingCompanyApi,
  variants: null,
  columns: [{ name: 'name' }, { name: 'debtorNumber' }, { name: 'city' }, { name: 'attachments', value: (row) => row.attachments.length, format: 'number' }],
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'debtorNumber', kind: 'text' },
    { name: 'address', kind: 'text' },
    { name: 'postalCode', kind: 'text' },
    { name: 'city', kind: 'text' },
  ],
  afterCreate: 'edit',
  extraPanel: attachmentsPanel<OperatingCompany>({ upload: uploadOperatingCompanyAttachment, remove: deleteOperatingCompanyAttachment }, 'oc-attachments'),
});
