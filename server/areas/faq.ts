import { faq as contract } from '../../contract/areas/faq';
import { defineResource } from '../kit/declaration';
import { textColumn } from '../kit/fields';

/** The FAQ's table and search (its contract: contract/areas/faq.ts). */
export const faq = defineResource({
  ...contract,
  table: 'faqs',
  columns: { question: textColumn('question'), answer: { column: 'answer_html', rich: true }, sortOrder: { column: 'sort_order' } },
  readOnlySql: {},
  feature: { read: 'faq', write: 'faq' },
  search: 't.question',
  orderBy: 't.sort_order, lower(t.question)',
});
