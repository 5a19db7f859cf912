import type { OrderCompany } from '../../server/areas/order-company';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/** Order companies at /{arrangement|component}/order_company: company information and the fixed text on orders (spec 02 §3). */
export const orderCompanyArea = defineArea<OrderCompany>({
  key: 'orderCompany',
  api: createResourceApi<OrderCompany>({
    paths: { get: '/ordercompanies', post: '/ordercompanies', put: '/ordercompanies', delete: '/ordercompanies' },
    idParam: 'orderCompanyId', noun: 'Order company',
  }),
  variants: 'arrangement',
  columns: [{ name: 'name' }, { name: 'city' }, { name: 'email' }, { name: 'phoneNumber' }],
  fields: [
    { name: 'name', kind: 'text', maxLength: 100, required: true },
    { name: 'address', kind: 'text', maxLength: 200 },
    { name: 'postalCode', kind: 'text', maxLength: 20 },
    { name: 'city', kind: 'text', maxLength: 100 },
    { name: 'email', kind: 'text', maxLength: 254, type: 'email', nullable: true },
    { name: 'phoneNumber', kind: 'text', maxLength: 30, type: 'tel' },
    { name: 'fixedText', kind: 'richText' },
  ],
  afterCreate: 'list',
});
