import { Type } from 'typebox';
import { defineContract, type RowOf } from '../kit/area-contract';
import { plainText, richText } from '../schemas';

/** The FAQ (spec 02 §3, §7 Texts): GET /faq (?faqId), POST, PUT, DELETE ?faqId; client-wide, no variants. */
export const faq = defineContract({
  noun: 'FAQ entry',
  paths: { get: '/faq', post: '/faq', put: '/faq', delete: '/faq' },
  idParam: 'faqId',
  writable: {
    question: plainText(500, { minLength: 1 }),
    answer: richText(),
    sortOrder: Type.Integer({ minimum: 0, maximum: 100_000 }),
  },
  required: ['question', 'answer'],
  readOnly: {},
});

export type Faq = RowOf<typeof faq>;
