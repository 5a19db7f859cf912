import { newsText, type NewsText } from '../../contract/areas/news-text';
import { createResourceApi } from '../api/resource';
import { defineArea } from './area';

/** News texts at /{arrangement|component}/writing/news (spec 02 §7 Texts). */
export const newsTextArea = defineArea<NewsText>({
  key: 'newsText',
  contract: newsText,
  api: createResourceApi<NewsText>(newsText),
  variants: 'arrangement',
  columns: [{ name: 'title' }, { name: 'dateFrom', format: 'date' }, { name: 'dateTo', format: 'date' }],
  fields: [
    { name: 'title', kind: 'text' },
    { name: 'dateFrom', kind: 'date', nullable: true },
    { name: 'dateTo', kind: 'date', nullable: true },
    { name: 'text', kind: 'richText' },
  ],
  afterCreate: 'list',
});
