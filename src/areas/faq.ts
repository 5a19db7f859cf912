import { faq, type Faq } from '../../contract/areas/faq';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/** The FAQ at /component/faq (spec 02 §7 Texts): client-wide, no variants. */
export const faqArea = defineArea<Faq>({
  key: 'faq',
  contract: faq,
  api: createResourceApi<Faq>(faq),
  variants: null,
  columns: [{ name: 'question' }, { name: 'sortOrder', format: 'number' }],
  fields: [
    { name: 'question', kind: 'text' },
    { name: 'answer', kind: 'richText' },
    { name: 'sortOrder', kind: 'number' },
  ],
  defaults: { sortOrder: 0 },
  afterCreate: 'list',
});
