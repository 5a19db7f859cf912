import { defineResource, type RowOf } from '../kit/declaration';
import { dateColumn, dateField, richText, textColumn, VARIANT } from '../kit/fields';
import { plainText } from '../routes/schemas';

/** News texts (spec 02 §7 Texts): GET /newstext (?includeOnlyDefault, ?carArrangementId, ?newsTextId), POST, PUT, DELETE ?newsTextId. */
export const newsText = defineResource({
  noun: 'News text',
  paths: { get: '/newstext', post: '/newstext', put: '/newstext', delete: '/newstext' },
  idParam: 'newsTextId',
  table: 'news_texts',
  writable: { ...VARIANT.writable, title: plainText(200, { minLength: 1 }), text: richText(), dateFrom: dateField(), dateTo: dateField() },
  required: ['title', 'text'],
  columns: {
    ...VARIANT.columns, title: textColumn('title'), text: { column: 'text_html', rich: true },
    dateFrom: dateColumn('date_from'), dateTo: dateColumn('date_to'),
  },
  readOnly: VARIANT.readOnly,
  readOnlySql: VARIANT.readOnlySql,
  feature: { read: 'texts', write: 'texts' },
  variants: {},
  search: 't.title',
  orderBy: 't.date_from DESC NULLS LAST, lower(t.title)',
  // Dates as 'YYYY-MM-DD' compare as text.
  check: async (row) =>
    row.dateFrom && row.dateTo && String(row.dateFrom) > String(row.dateTo) ? 'body.dateTo must not be before body.dateFrom' : null,
});

export type NewsText = RowOf<typeof newsText>;
