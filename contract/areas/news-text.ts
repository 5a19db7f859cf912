import { defineContract, type RowOf } from '../kit/area-contract';
import { VARIANT_FIELDS } from '../kit/variant-fields';
import { dateField, plainText, richText } from '../schemas';

/**
 * News texts (spec 02 §7 Texts): GET /newstext (?includeOnlyDefault, ?carArrangementId, ?newsTextId), POST, PUT,
 * DELETE ?newsTextId; the client's default or an arrangement's. dateTo is never before dateFrom (server/areas/news-text.ts).
 */
export const newsText = defineContract({
  noun: 'News text',
  paths: { get: '/newstext', post: '/newstext', put: '/newstext', delete: '/newstext' },
  idParam: 'newsTextId',
  writable: { ...VARIANT_FIELDS.writable, title: plainText(200, { minLength: 1 }), text: richText(), dateFrom: dateField(), dateTo: dateField() },
  required: ['title', 'text'],
  readOnly: VARIANT_FIELDS.readOnly,
});

export type NewsText = RowOf<typeof newsText>;
