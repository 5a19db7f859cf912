import { orderCompany, type OrderCompany } from '../../contract/areas/order-company';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/** Order companies at /{arrangement|component}/order_company: company information and the fixed text on orders (spec 02 §3). */
export const orderCompanyArea = defineArea<OrderCompany>({
  key: 'orderCompany',
  contract: orderCompany,
  api: createResourceApi<OrderCompany>(orderCompany),
  variants: 'arrangement',
  columns: [{ name: 'name' }, { name: 'city' }, { name: 'email' }, { name: 'phoneNumber' }],
  fields: [
    { name: 'name', kind: 'text' },
    { name: 'address', kind: 'text' },
    { name: 'postalCode', kind: 'text' },
    { name: 'city', kind: 'text' },
    { name: 'email', kind: 'text', type: 'email', nullable: true },
    { name: 'phoneNumber', kind: 'text', type: 'tel' },
    { name: 'fixedText', kind: 'richText' },
  ],
  afterCreate: 'list',
});
