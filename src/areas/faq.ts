import type { Faq } from '../../server/areas/faq';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/** The FAQ at /component/faq (spec 02 §7 Texts): client-wide, no variants. */
export const faqArea = defineArea<Faq>({
  key: 'faq',
  api: createResourceApi<Faq>({ paths: { get: '/faq', post: '/faq', put: '/faq', delete: '/faq' }, idParam: 'faqId', noun: 'FAQ entry' }),
  variants: null,
  columns: [{ name: 'question' }, { name: 'sortOrder', format: 'number' }],
  fields: [
    { name: 'question', kind: 'text', maxLength: 500, required: true },
    { name: 'answer', kind: 'richText', required: true },
    { name: 'sortOrder', kind: 'number', min: 0, max: 100_000, step: 1 },
  ],
  defaults: { sortOrder: 0 },
  afterCreate: 'list',
});
