import { newsText as contract } from '../../contract/areas/news-text';
import { defineResource } from '../kit/declaration';
import { dateColumn, textColumn, VARIANT } from '../kit/fields';

/** News texts' table, search and date rule (their contract: contract/areas/news-text.ts). */
export const newsText = defineResource({
  ...contract,
  table: 'news_texts',
  columns: {
    ...VARIANT.columns, title: textColumn('title'), text: { column: 'text_html', rich: true },
    dateFrom: dateColumn('date_from'), dateTo: dateColumn('date_to'),
  },
  readOnlySql: VARIANT.readOnlySql,
  feature: { read: 'texts', write: 'texts' },
  variants: {},
  search: 't.title',
  orderBy: 't.date_from DESC NULLS LAST, lower(t.title)',
  // Dates as 'YYYY-MM-DD' compare as text.
  check: async (row) =>
    row.dateFrom && row.dateTo && String(row.dateFrom) > String(row.dateTo) ? 'body.dateTo must not be before body.dateFrom' : null,
});
