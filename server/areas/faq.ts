import { Type } from 'typebox';
import { plainText } from '../routes/schemas';
import { defineResource, type RowOf } from '../kit/declaration';
import { richText, textColumn } from '../kit/fields';

/** The FAQ (spec 02 §3, §7 Texts): GET /faq (?faqId), POST, PUT, DELETE ?faqId; client-wide, no variants. */
export const faq = defineResource({
  noun: 'FAQ entry',
  paths: { get: '/faq', post: '/faq', put: '/faq', delete: '/faq' },
  idParam: 'faqId',
  table: 'faqs',
  writable: {
    question: plainText(500, { minLength: 1 }),
    answer: richText(),
    sortOrder: Type.Integer({ minimum: 0, maximum: 100_000 }),
  },
  required: ['question', 'answer'],
  columns: { question: textColumn('question'), answer: { column: 'answer_html', rich: true }, sortOrder: { column: 'sort_order' } },
  readOnly: {},
  readOnlySql: {},
  feature: { read: 'faq', write: 'faq' },
  search: 't.question',
  orderBy: 't.sort_order, lower(t.question)',
});

export type Faq = RowOf<typeof faq>;
